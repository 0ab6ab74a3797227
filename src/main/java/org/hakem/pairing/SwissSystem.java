package org.hakem.pairing;

import java.util.Locale;
import java.util.Optional;
import org.hakem.pairing.fmjd.FmjdOptions;

/**
 * The Swiss system that pairs an event: the FIDE Dutch system (the default) or the FMJD Swiss system.
 * Chosen per event and per CLI run; a TRF file names its system in record 092.
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

    /** Pairs one round by this system; throws {@link PairingException} when no legal pairing exists. */
    public RoundPairing pair(PairingRequest request) {
        return switch (this) {
            case DUTCH -> org.hakem.pairing.dutch.DutchPairer.pair(request);
            case FMJD -> org.hakem.pairing.fmjd.FmjdPairer.pair(request);
        };
    }

    /**
     * Pairs one round by this system with the FMJD options ({@code null} means the default); the Dutch system
     * has no such option and refuses colour relevance.
     *
     * @throws IllegalArgumentException when colour relevance is asked of the Dutch system
     */
    public RoundPairing pair(PairingRequest request, FmjdOptions options) {
        return switch (this) {
            case DUTCH -> pair(requireNoOption(options, request));
            case FMJD -> org.hakem.pairing.fmjd.FmjdPairer.pair(request, orDefault(options));
        };
    }

    /** Explains a pairing of the request's round by this system's rules and the FMJD options ({@code null}: default). */
    public org.hakem.pairing.explain.RoundExplanation explain(PairingRequest request, RoundPairing pairing,
                                                              FmjdOptions options) {
        return switch (this) {
            case DUTCH -> explain(requireNoOption(options, request), pairing);
            case FMJD -> org.hakem.pairing.fmjd.FmjdExplainer.explain(request, pairing, orDefault(options));
        };
    }

    /**
     * What record 092 says for this system with these options: {@code Swiss FMJD, colour relevance} for the FMJD
     * system with colour relevance for pairing, otherwise {@link #trfName()}.
     */
    public String trfName(FmjdOptions options) {
        return this == FMJD && options != null && options.colourRelevance() ? trfName + ", colour relevance" : trfName;
    }

    private static FmjdOptions orDefault(FmjdOptions options) {
        return options == null ? FmjdOptions.DEFAULT : options;
    }

    private static <T> T requireNoOption(FmjdOptions options, T value) {
        if (options != null && options.colourRelevance()) {
            throw new IllegalArgumentException("colour relevance for pairing is an option of the FMJD Swiss system,"
                    + " not of the FIDE Dutch system");
        }
        return value;
    }

    /** Explains a pairing of the request's round by this system's rules ("Why this pairing?"). */
    public org.hakem.pairing.explain.RoundExplanation explain(PairingRequest request, RoundPairing pairing) {
        return switch (this) {
            case DUTCH -> org.hakem.pairing.explain.RoundExplainer.explain(request, pairing);
            case FMJD -> org.hakem.pairing.fmjd.FmjdExplainer.explain(request, pairing);
        };
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
