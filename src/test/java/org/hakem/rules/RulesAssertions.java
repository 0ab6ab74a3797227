package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

/** Small helpers that keep the rule tests reading like the rules. */
final class RulesAssertions {

    private RulesAssertions() {
    }

    /** The one move of a list, failing with the list if there is not exactly one. */
    static Move single(List<Move> moves) {
        assertEquals(1, moves.size(), () -> "expected exactly one legal move, got " + moves);
        return moves.get(0);
    }

    /** Every legal move in long notation (all landing squares), in generation order. */
    static List<String> longNotations(Position p) {
        return p.legalMoves().stream().map(m -> m.longNotation(p.variant().board())).toList();
    }

    /** The captured squares of a move, in jump order, by name. */
    static List<String> capturesOf(Variant v, Move m) {
        return m.captured().stream().map(v.board()::name).toList();
    }

    /** Plays the one legal move written as {@code text}. */
    static Position play(Position p, String text) {
        List<Move> m = p.movesMatching(text);
        assertEquals(1, m.size(), () -> "expected one legal move " + text + " in " + p.toFen() + ", got " + m);
        return p.play(m.get(0));
    }

    /** Plays {@code text} in a game. */
    static void play(Game g, String text) {
        List<Move> m = g.position().movesMatching(text);
        assertEquals(1, m.size(), () -> "expected one legal move " + text + " in " + g.position().toFen());
        g.play(m.get(0));
    }

    /**
     * Plays king moves without capture until the game ends, each to a position not seen before (so no
     * repetition) and leaving the opponent no capture (so no capture resets a counter).
     */
    static void playQuietKingMovesUntilTheEnd(Game g) {
        java.util.Set<Position> seen = new java.util.HashSet<>(g.positions());
        while (!g.isOver()) {
            Position p = g.position();
            Move chosen = null;
            for (Move m : p.legalMoves()) {
                Position next = p.play(m);
                if (!m.isCapture() && p.pieceAt(m.from()).isKing() && !seen.contains(next)
                        && next.legalMoves().stream().noneMatch(Move::isCapture)) {
                    chosen = m;
                    seen.add(next);
                    break;
                }
            }
            if (chosen == null) {
                throw new AssertionError("no quiet king move to a new position in " + p.toFen());
            }
            g.play(chosen);
        }
    }
}
