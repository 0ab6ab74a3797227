package org.hakem.pairing;

/**
 * The rule of FIDE C.04.3 (text applied from 1 February 2026; the criteria's short names C2-C9 as in that text)
 * that decided who receives the pairing-allocated bye of a round, as the explanation reads it from the pairing.
 * The page words each one from the arbiter bundle ({@code byeRule.NAME}); {@link #summary()} is the English text
 * of the API.
 */
public enum ByeRule {
    /** The player already scored a win without playing: not eligible (a pairing changed by hand). */
    NOT_ELIGIBLE("2.1.2 [C2]", "not eligible: already scored a win without playing"),
    /** Eligible players of lower scores had to be paired so that everybody else could be paired. */
    COMPLETION("2.2.1 [C4]", "lower-scored eligible players were needed to complete the pairing"),
    /** No eligible player of a lower score could get it. */
    LOWEST_SCORE("2.3.1 [C5]", "the lowest score of an eligible player"),
    /** Of the players of its score who could be left over, the fewest unplayed games. */
    FEWEST_UNPLAYED("2.4.4 [C9]", "the fewest unplayed games of the players of its score who could be left over"),
    /** The others of its score with as few unplayed games were needed for a better pairing of their bracket. */
    BRACKET_QUALITY("2.4", "the others of its score were needed for a better pairing of the bracket"),
    /** As good as the others in every criterion: the lowest ranked is left over, by the order of the candidates. */
    LOWEST_RANKED("4", "the lowest ranked of the players equal in every criterion");

    private final String article;
    private final String summary;

    ByeRule(String article, String summary) {
        this.article = article;
        this.summary = summary;
    }

    /** The article of C.04.3 (2026 numbering) with the criterion's short name. */
    public String article() {
        return article;
    }

    /**
     * The article and the summary as a sentence's part, for every language (the key {@code byeRule.NAME}; the
     * page names the article in words, the command line as {@link #article()} {@link #summary()}).
     */
    public Reason reason() {
        return Reason.of("byeRule." + name());
    }

    public String summary() {
        return summary;
    }
}
