/**
 * Swiss pairing: the engine's input model ({@link org.hakem.pairing.PairingRequest}, {@link
 * org.hakem.pairing.SwissPlayer}, {@link org.hakem.pairing.SwissRound}), its output ({@link
 * org.hakem.pairing.RoundPairing}, {@link org.hakem.pairing.Pair}), the adapter from the tournament
 * model and TRF records ({@link org.hakem.pairing.SwissRequests}), the re-pairing check of a
 * tournament ({@link org.hakem.pairing.PairingCheck}) and a generator of random Swiss tournaments
 * ({@link org.hakem.pairing.SwissGenerator}). Pure Java. The FIDE Dutch system itself is in
 * {@code org.hakem.pairing.dutch}; the generic weighted matching in {@code org.hakem.pairing.matching}.
 */
package org.hakem.pairing;
