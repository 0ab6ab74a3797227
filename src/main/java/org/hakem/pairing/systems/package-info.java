/**
 * The registry of the Swiss pairing systems ({@link org.hakem.pairing.systems.PairingSystems}): the one package
 * that knows every implementation of {@link org.hakem.pairing.PairingSystem} (FIDE Dutch in
 * {@code org.hakem.pairing.dutch}, FMJD in {@code org.hakem.pairing.fmjd}) and publishes each under its
 * {@link org.hakem.pairing.SwissSystem} key. Pure Java.
 */
package org.hakem.pairing.systems;
