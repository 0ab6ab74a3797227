package org.hakem.team.domain;

/**
 * What a match came to: the game points of each team (the boards' points added up with the event's game scoring) and
 * the match's outcome, which follows from them: more game points win the match, equal ones draw it. A match is
 * decided once every board has a result; a whole-match forfeit decides it at once.
 */
public record MatchScore(double home, double away, Outcome outcome) {

    public enum Outcome {
        PENDING,
        HOME_WINS,
        DRAW,
        AWAY_WINS,
        /** Neither team came (or every board was a double forfeit): both lose. */
        BOTH_LOSE,
        /** A team without opponent this round. */
        BYE
    }

    public boolean decided() {
        return outcome != Outcome.PENDING;
    }

    /** {@code 3-1}, {@code 2½-1½}: the game points as people write them. */
    public String text() {
        return points(home) + "-" + points(away);
    }

    public static String points(double p) {
        long whole = (long) Math.floor(p);
        double rest = p - whole;
        if (Math.abs(rest) < 1e-9) {
            return Long.toString(whole);
        }
        if (Math.abs(rest - 0.5) < 1e-9) {
            return (whole == 0 ? "" : Long.toString(whole)) + "½";
        }
        return java.math.BigDecimal.valueOf(p).stripTrailingZeros().toPlainString();
    }
}
