package org.hakem.pairing.systems;

import java.util.List;
import org.hakem.pairing.PairingSystem;
import org.hakem.pairing.PairingSystemRegistry;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.dutch.DutchSystem;
import org.hakem.pairing.fmjd.FmjdSystem;

/**
 * The pairing systems Hakem publishes, as {@code org.hakem.rules.Variants} publishes the variants: each declared
 * here once and {@link #registry()} lists them. This is the one place that knows the implementations; everything
 * else finds a system by its {@link SwissSystem} key.
 */
public final class PairingSystems {

    private PairingSystems() {
    }

    /** FIDE Handbook C.04.3, the Dutch system ({@code org.hakem.pairing.dutch}), the default. */
    public static final PairingSystem DUTCH = new DutchSystem();

    /** The FMJD Swiss system ({@code org.hakem.pairing.fmjd}). */
    public static final PairingSystem FMJD = new FmjdSystem();

    /** The published systems, one for every {@link SwissSystem} key. A system declared above is published by naming it here. */
    public static PairingSystemRegistry registry() {
        return Registry.SYSTEMS;
    }

    /** The system with this key: {@code registry().of(key)}. */
    public static PairingSystem of(SwissSystem key) {
        return registry().of(key);
    }

    /** Holds the registry apart, so that it is built once every declaration above has been. */
    private static final class Registry {
        static final PairingSystemRegistry SYSTEMS = new PairingSystemRegistry(List.of(DUTCH, FMJD));
    }
}
