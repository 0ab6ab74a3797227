package org.hakem.pairing.explain;

/** The colour allocation rules of FIDE C.04.3 (Article 5.2 of the 2025 text; E.1–E.5 of the 2017 one), in priority order. */
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
    INITIAL_COLOUR("5.2.5", "initial colour by the higher-ranked player's pairing number");

    private final String article;
    private final String summary;

    ColourRule(String article, String summary) {
        this.article = article;
        this.summary = summary;
    }

    /** The article of C.04.3 (2025/2026 numbering). */
    public String article() {
        return article;
    }

    public String summary() {
        return summary;
    }
}
