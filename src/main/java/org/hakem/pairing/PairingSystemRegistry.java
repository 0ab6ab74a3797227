package org.hakem.pairing;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The published pairing systems by their {@link SwissSystem} key, one for every key, in the order given.
 * Immutable; {@code org.hakem.pairing.systems.PairingSystems.registry()} is the one Hakem uses (it knows the
 * implementations, which this package does not).
 */
public final class PairingSystemRegistry {

    private final Map<SwissSystem, PairingSystem> byKey = new EnumMap<>(SwissSystem.class);
    private final List<PairingSystem> all;

    /**
     * A registry of these systems.
     *
     * @throws IllegalStateException when two systems have the same key or a key has no system
     */
    public PairingSystemRegistry(List<PairingSystem> systems) {
        for (PairingSystem s : systems) {
            if (byKey.putIfAbsent(s.key(), s) != null) {
                throw new IllegalStateException("two pairing systems for the key " + s.key().key());
            }
        }
        for (SwissSystem key : SwissSystem.values()) {
            if (!byKey.containsKey(key)) {
                throw new IllegalStateException("no pairing system for the key " + key.key());
            }
        }
        this.all = List.copyOf(systems);
    }

    /** The system with this key. */
    public PairingSystem of(SwissSystem key) {
        return byKey.get(key);
    }

    /**
     * The system a text names ({@code dutch}, {@code fmjd}; see {@link SwissSystem#parse}).
     *
     * @throws IllegalArgumentException for a text that names none, naming the known ones
     */
    public PairingSystem require(String text) {
        return of(SwissSystem.parse(text));
    }

    /**
     * The system for a file: the one asked for (a CLI flag), else the one its 092 record names, else Dutch (see
     * {@link SwissSystem#resolve}).
     */
    public PairingSystem resolve(String asked, String systemName) {
        return of(SwissSystem.resolve(asked, systemName));
    }

    /** Every system, in the order given. */
    public List<PairingSystem> all() {
        return all;
    }
}
