package org.hakem.pairing;

/**
 * The colour allocation rules of FIDE C.04.3 (Article 5.2 of the 2025 text; E.1–E.5 of the 2017 one), in
 * priority order, then those of the FMJD Swiss system ({@code FMJD_*}; "D-" marks a DECISION of
 * docs/pairing.md where the annex text read is open).
 */
public enum ColourRule {
    /** Both preferences are granted (including when only one player has a preference). */
    BOTH_PREFERENCES("5.2.1", "both colour preferences granted"),
    /** The stronger preference is granted: absolute over strong over mild; two absolute ones, the wider colour difference. */
    STRONGER_PREFERENCE("5.2.2", "the stronger colour preference granted"),
    /** Colours alternate from the most recent round in which one player had white and the other black. */
    ALTERNATION("5.2.3", "colours alternated from the last time they had different colours"),
    /** The higher-ranked player's preference is granted. */
    HIGHER_RANKED_PREFERENCE("5.2.4", "the higher-ranked player's preference granted"),
    /** Neither has a preference: the higher-ranked player gets the initial colour with an odd pairing number, the other with an even one. */
    INITIAL_COLOUR("5.2.5", "initial colour by the higher-ranked player's pairing number"),
    /** FMJD Swiss: only one colour allocation keeps both players within the colour limits. */
    FMJD_COLOUR_LIMIT("FMJD D-C1", "the only colours within the colour limits (difference at most 2, never three in a row)"),
    /** FMJD Swiss: both preferences are granted (or the only one). */
    FMJD_BOTH_PREFERENCES("FMJD D-C2", "both colour preferences granted"),
    /** FMJD Swiss: the stronger preference is granted (equalising before alternating). */
    FMJD_STRONGER_PREFERENCE("FMJD D-C3", "the stronger colour preference granted (equalise before alternate)"),
    /** FMJD Swiss: the higher-ranked player's preference is granted. */
    FMJD_HIGHER_RANKED("FMJD D-C4", "the higher-ranked player's preference granted"),
    /** FMJD Swiss: neither has a preference: initial colour by the higher-ranked player's pairing number. */
    FMJD_INITIAL_COLOUR("FMJD D-C5", "initial colour by the higher-ranked player's pairing number");

    private final String article;
    private final String summary;

    ColourRule(String article, String summary) {
        this.article = article;
        this.summary = summary;
    }

    /** The article of C.04.3 (2025/2026 numbering), or the FMJD rule's reference in docs/pairing.md. */
    public String article() {
        return article;
    }

    /** True for the rules of the FMJD Swiss system, false for those of the Dutch system. */
    public boolean fmjd() {
        return name().startsWith("FMJD_");
    }

    /**
     * The article and the summary as a sentence's part, for every language (the key {@code colourRule.NAME}; the
     * page names the article in words, the command line as {@link #article()} {@link #summary()}).
     */
    public Reason reason() {
        return Reason.of("colourRule." + name());
    }

    public String summary() {
        return summary;
    }
}
