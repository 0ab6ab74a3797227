package org.hakem.pdn;

import java.util.Optional;

/**
 * A game result token. PDN knows two scorings: the default one ({@code 1-0}, {@code 0-1},
 * {@code 1/2-1/2}) and the international one ({@code 2-0}, {@code 0-2}, {@code 1-1}); {@code 0-0} is a
 * double forfeit and {@code *} an unfinished game or unknown result. Russian files write the same
 * results with a colon ({@code 1:0}, {@code 1/2:1/2}); they read as the same values.
 */
public enum PdnResult {
    WHITE_WINS("1-0", false),
    BLACK_WINS("0-1", false),
    DRAW("1/2-1/2", false),
    WHITE_WINS_2("2-0", true),
    BLACK_WINS_2("0-2", true),
    DRAW_2("1-1", true),
    DOUBLE_FORFEIT("0-0", false),
    UNFINISHED("*", false);

    private final String token;
    private final boolean internationalScoring;

    PdnResult(String token, boolean internationalScoring) {
        this.token = token;
        this.internationalScoring = internationalScoring;
    }

    /** The canonical PDN 3.0 token. */
    public String token() {
        return token;
    }

    /** True for 2-0, 0-2 and 1-1, which only games of the International result type use. */
    public boolean internationalScoring() {
        return internationalScoring;
    }

    /** The same outcome in the default scoring: 2-0 is 1-0, 0-2 is 0-1, 1-1 is 1/2-1/2; others unchanged. */
    public PdnResult inDefaultScoring() {
        return switch (this) {
            case WHITE_WINS_2 -> WHITE_WINS;
            case BLACK_WINS_2 -> BLACK_WINS;
            case DRAW_2 -> DRAW;
            default -> this;
        };
    }

    /** Every token the reader accepts, for messages. */
    public static final String EXPECTED = "1-0, 0-1, 1/2-1/2, 2-0, 0-2, 1-1, 0-0 or *";

    /** {@link #values()}, once: the lexer asks for every word whether it is a result, and values() copies. */
    private static final PdnResult[] ALL = values();

    /** Parses a result token in its dash or colon form; empty if the text is not a result. */
    public static Optional<PdnResult> parse(String text) {
        String t = text.strip();
        if (t.equals("*")) {
            return Optional.of(UNFINISHED);
        }
        if (t.indexOf(':') >= 0) {
            t = t.replace(':', '-');
        }
        for (PdnResult r : ALL) {
            if (r.token.equals(t)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }
    /**
     * The outcome a result as stored or filtered names (a tag's value, a search filter), in the default scoring:
     * {@link #WHITE_WINS}, {@link #BLACK_WINS}, {@link #DRAW}, else {@link #UNFINISHED} (also for a double forfeit,
     * a missing or an unreadable result). {@code ½} reads as 1, so {@code ½-½} is a draw.
     */
    public static PdnResult outcome(String text) {
        if (text == null) {
            return UNFINISHED;
        }
        PdnResult r = parse(text.replace('½', '1')).map(PdnResult::inDefaultScoring).orElse(UNFINISHED);
        return r == DOUBLE_FORFEIT ? UNFINISHED : r;
    }
}
