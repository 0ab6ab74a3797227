/**
 * The FMJD Swiss system: the initial ranking ({@link org.hakem.pairing.fmjd.FmjdRanking}), the pairing
 * engine ({@link org.hakem.pairing.fmjd.FmjdPairer}, score groups and the adjustment criteria of the FMJD
 * summary "Swiss System Based on Rating" encoded as edge weights of a maximum-weight matching), its option
 * ({@link org.hakem.pairing.FmjdOptions}) and "Why this pairing?" ({@link org.hakem.pairing.fmjd.FmjdExplainer}).
 * Pure Java: see docs/pairing.md, section "FMJD Swiss system", for the texts and decisions.
 */
package org.hakem.pairing.fmjd;
