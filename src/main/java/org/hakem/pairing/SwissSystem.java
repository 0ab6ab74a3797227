package org.hakem.pairing;

import java.util.Locale;
import java.util.Optional;

/**
 * The key of the Swiss system that pairs an event: the FIDE Dutch system (the default) or the FMJD Swiss system.
 * Chosen per event (stored by its name, {@code DUTCH} or {@code FMJD}) and per CLI run; a TRF file names its system in
 * record 092. Only a key: the system that pairs and explains is the {@link PairingSystem} the registry of
 * {@code org.hakem.pairing.systems.PairingSystems} publishes under it.
 */
public enum SwissSystem {
    /** FIDE Handbook C.04.3, the Dutch system ({@code org.hakem.pairing.dutch}). */
    DUTCH("dutch", "FIDE_DUTCH_2025"),
    /** FMJD Swiss system annex, as implemented in {@code org.hakem.pairing.fmjd}. */
    FMJD("fmjd", "Swiss FMJD");

    private final String key;
    private final String trfName;

    SwissSystem(String key, String trfName) {
        this.key = key;
        this.trfName = trfName;
    }

    /**
     * What record 092 says for this system with these options: {@code Swiss FMJD, colour relevance} for the FMJD
     * system with colour relevance for pairing, otherwise {@link #trfName()}.
     */
    public String trfName(FmjdOptions options) {
        return this == FMJD && options != null && options.colourRelevance() ? trfName + ", colour relevance" : trfName;
    }

    /**
     * The system to use for a file: the one asked for (a CLI flag), else the one its 092 record names, else
     * Dutch.
     */
    public static SwissSystem resolve(String asked, String systemName) {
        if (asked != null && !asked.isBlank()) {
            return parse(asked);
        }
        return fromTrf(systemName).orElse(DUTCH);
    }

    /** {@code dutch}, {@code fmjd}: the text used by the CLI, the REST API and the settings form. */
    public String key() {
        return key;
    }

    /** What record 092 of a TRF file written for this system says. */
    public String trfName() {
        return trfName;
    }

    /**
     * Reads {@code dutch} or {@code fmjd} (any case; blank means Dutch).
     *
     * @throws IllegalArgumentException for any other text, naming the known ones
     */
    public static SwissSystem parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        return switch (t) {
            case "", "dutch", "fide", "fide_dutch" -> DUTCH;
            case "fmjd" -> FMJD;
            default -> throw new IllegalArgumentException("Swiss system '" + text + "' is not known: use dutch or fmjd");
        };
    }

    /**
     * The system a TRF 092 record names: FMJD when the text mentions FMJD, Dutch when it mentions Dutch;
     * empty for anything else (including no 092).
     */
    public static Optional<SwissSystem> fromTrf(String systemName) {
        if (systemName == null) {
            return Optional.empty();
        }
        String t = systemName.toUpperCase(Locale.ROOT);
        if (t.contains("FMJD")) {
            return Optional.of(FMJD);
        }
        if (t.contains("DUTCH")) {
            return Optional.of(DUTCH);
        }
        return Optional.empty();
    }
}
