/**
 * Swiss pairing: the engine's input model ({@link org.hakem.pairing.PairingRequest}, {@link
 * org.hakem.pairing.SwissPlayer}, {@link org.hakem.pairing.SwissRound}), its output ({@link
 * org.hakem.pairing.RoundPairing}, {@link org.hakem.pairing.Pair}) and why it is so ({@link
 * org.hakem.pairing.RoundExplanation}), the interface every pairing system implements ({@link
 * org.hakem.pairing.PairingSystem}, found by its {@link org.hakem.pairing.SwissSystem} key in a {@link
 * org.hakem.pairing.PairingSystemRegistry}, with the options {@link org.hakem.pairing.FmjdOptions}), the adapter
 * from the tournament model and TRF records ({@link org.hakem.pairing.SwissRequests}), the re-pairing check of a
 * tournament ({@link org.hakem.pairing.PairingCheck}) and a generator of random Swiss tournaments
 * ({@link org.hakem.pairing.SwissGenerator}). Pure Java. This package imports none of its sub-packages: the
 * systems themselves are in {@code org.hakem.pairing.dutch} and {@code org.hakem.pairing.fmjd}, published by
 * {@code org.hakem.pairing.systems}; the generic weighted matching is in {@code org.hakem.pairing.matching}.
 */
package org.hakem.pairing;
