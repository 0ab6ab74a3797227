/**
 * Why a Swiss round is paired the way it is: from the engine's input ({@link org.hakem.pairing.PairingRequest})
 * and a round's pairing ({@link org.hakem.pairing.RoundPairing}, by the Dutch engine or changed by the
 * arbiter), {@link org.hakem.pairing.explain.RoundExplainer} states the score brackets, the floaters
 * (from which bracket to which), for each board the colour preferences and the FIDE C.04.3 colour
 * allocation rule (Article 5.2) that decided it, why the pairing-allocated bye went to that player, and
 * warnings (repeated floats, broken colour or absolute criteria, a colour or pairing the rules do not
 * give). It re-derives what it states from the request, independently of the engine's internals, so a
 * pairing that does not follow the rules is reported, not explained away. Pure Java.
 */
package org.hakem.pairing.explain;
