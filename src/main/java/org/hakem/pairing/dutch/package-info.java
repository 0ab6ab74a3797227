/**
 * The FIDE (Dutch) Swiss system, Handbook C.04.3 as applied from February 2026: absolute criteria,
 * completion, pairing-allocated bye, quality criteria in priority order, colour allocation,
 * encoded as edge weights of a maximum-weight matching ({@link org.hakem.pairing.dutch.DutchPairer}).
 */
package org.hakem.pairing.dutch;
