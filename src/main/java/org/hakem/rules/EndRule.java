package org.hakem.rules;

/**
 * A rule that ends a game, as a small strategy: each one judges a {@link Game} after every ply and gives the
 * outcome it decides, or null. A variant lists its end rules ({@link Rules#endRules()}); "a side with no legal
 * move loses" applies unless {@link #NO_LEGAL_MOVE_WINS} replaces it. When several rules would end the game at
 * once, the first in the order of this declaration is the one named: position rules first, then the missing
 * move, then repetition and the move counters.
 */
public enum EndRule {

    /** One piece each (man or king) is a draw (TDF V4.0). */
    ONE_PIECE_EACH_DRAWS {
        @Override
        Outcome judge(Game g, Position p, boolean moveFollows) {
            return oneEach(p) ? Outcome.draw(Outcome.Reason.ONE_PIECE_EACH) : null;
        }
    },
    /** A side reduced to a single man against a king loses (classic Turkish texts). */
    KING_AGAINST_SINGLE_MAN_WINS {
        @Override
        Outcome judge(Game g, Position p, boolean moveFollows) {
            int wk = p.kingCount(Side.WHITE), bk = p.kingCount(Side.BLACK);
            return oneEach(p) && wk != bk
                    ? Outcome.win(wk == 1 ? Side.WHITE : Side.BLACK, Outcome.Reason.KING_AGAINST_SINGLE_MAN) : null;
        }
    },
    /** The first side to get a king wins (breakthrough). */
    FIRST_KING_WINS {
        @Override
        Outcome judge(Game g, Position p, boolean moveFollows) {
            // the side that just moved is judged first: its king is the first one
            Side moved = p.sideToMove().opponent();
            if (p.kingCount(moved) > 0) {
                return Outcome.win(moved, Outcome.Reason.FIRST_KING);
            }
            return p.kingCount(moved.opponent()) > 0 ? Outcome.win(moved.opponent(), Outcome.Reason.FIRST_KING) : null;
        }
    },
    /** The side to move that has no legal move loses: every variant's rule unless it states {@link #NO_LEGAL_MOVE_WINS}. */
    NO_LEGAL_MOVE_LOSES {
        @Override
        Outcome judge(Game g, Position p, boolean moveFollows) {
            return !moveFollows && g.hasNoAllowedMove()
                    ? Outcome.win(p.sideToMove().opponent(), Outcome.Reason.NO_LEGAL_MOVE) : null;
        }
    },
    /** The side to move that has no legal move wins (antidraughts); replaces "no legal move loses". */
    NO_LEGAL_MOVE_WINS {
        @Override
        Outcome judge(Game g, Position p, boolean moveFollows) {
            return !moveFollows && g.hasNoAllowedMove()
                    ? Outcome.win(p.sideToMove(), Outcome.Reason.NO_LEGAL_MOVE) : null;
        }
    },
    /** The same position with the same side to move for the third time is a draw. */
    THREEFOLD_REPETITION(Count.REPETITIONS, 3, Outcome.Reason.THREEFOLD_REPETITION),
    /** 25 moves each of king moves only, without capture, is a draw (FMJD). */
    KING_MOVES_ONLY_25(Count.KING_MOVES, 50, Outcome.Reason.KING_MOVES_ONLY),
    /**
     * Three or more kings against a lone king: drawn if the king is not taken within 15 moves each (Russian).
     * Named before the general king-moves rule when both apply.
     */
    THREE_KINGS_AGAINST_KING_15(Count.ENDGAME, 30, Outcome.Reason.THREE_KINGS_AGAINST_KING) {
        @Override
        boolean endgame(Position p) {
            for (Side weak : Side.values()) {
                if (p.pieceCount(weak) == 1 && p.kingCount(weak) == 1 && p.kingCount(weak.opponent()) >= 3) {
                    return true;
                }
            }
            return false;
        }
    },
    /** 15 moves each of king moves only, without capture or man move, is a draw (Russian). */
    KING_MOVES_ONLY_15(Count.KING_MOVES, 30, Outcome.Reason.KING_MOVES_ONLY),
    /** FMJD 16-move rule: 3 pieces with a king (3K, 2K+M, K+2M) against a single king. */
    SIXTEEN_MOVES_ENDGAME(Count.ENDGAME, 32, Outcome.Reason.SIXTEEN_MOVE_RULE) {
        @Override
        boolean endgame(Position p) {
            return againstLoneKing(p) == 3;
        }
    },
    /** FMJD 5-move rule: 2K, K+M or K against a single king. */
    FIVE_MOVES_ENDGAME(Count.ENDGAME, 10, Outcome.Reason.FIVE_MOVE_RULE) {
        @Override
        boolean endgame(Position p) {
            int n = againstLoneKing(p);
            return n > 0 && n <= 2;
        }
    },
    /** 50 plies without a capture end the game: more pieces wins, equal is a draw (obstacle checkers). */
    NO_CAPTURE_50_PLIES_MATERIAL_DECIDES {
        @Override
        Outcome judge(Game g, Position p, boolean moveFollows) {
            if (g.pliesWithoutCapture() < 50) {
                return null;
            }
            int white = p.pieceCount(Side.WHITE), black = p.pieceCount(Side.BLACK);
            return white == black ? Outcome.draw(Outcome.Reason.NO_CAPTURE_LIMIT)
                    : Outcome.win(white > black ? Side.WHITE : Side.BLACK, Outcome.Reason.NO_CAPTURE_LIMIT);
        }
    };

    /** What a draw-by-count rule counts. */
    private enum Count {
        /** Occurrences of the position with the same side to move. */
        REPETITIONS,
        /** Plies in a row of king moves without capture. */
        KING_MOVES,
        /** Plies since the game entered the rule's {@link EndRule#endgame endgame}. */
        ENDGAME
    }

    private final Count count;
    private final int limit;
    private final Outcome.Reason reason;

    /** A rule that judges for itself ({@link #judge} overridden). */
    EndRule() {
        this(null, 0, null);
    }

    /** A draw once the count reaches the limit. */
    EndRule(Count count, int limit, Outcome.Reason reason) {
        this.count = count;
        this.limit = limit;
        this.reason = reason;
    }

    /**
     * The outcome this rule gives the game in its current position {@code p}, or null.
     *
     * @param moveFollows a move is known to follow (replay), so the side to move has one
     */
    Outcome judge(Game g, Position p, boolean moveFollows) {
        int n = switch (count) {
            case REPETITIONS -> g.repetitions();
            case KING_MOVES -> g.pliesKingsOnly();
            case ENDGAME -> g.pliesInEndgame(this);
        };
        return n >= limit ? Outcome.draw(reason) : null;
    }

    /**
     * Whether the position is in the endgame whose plies this rule counts ({@link Game#pliesInEndgame}); the count
     * starts again whenever a ply leaves it.
     */
    boolean endgame(Position p) {
        return false;
    }

    private static boolean oneEach(Position p) {
        return p.pieceCount(Side.WHITE) == 1 && p.pieceCount(Side.BLACK) == 1;
    }

    /** The pieces of a side with a king against a lone king (first such side, White first), else 0. */
    private static int againstLoneKing(Position p) {
        for (Side weak : Side.values()) {
            Side strong = weak.opponent();
            if (p.pieceCount(weak) == 1 && p.kingCount(weak) == 1 && p.kingCount(strong) >= 1) {
                return p.pieceCount(strong);
            }
        }
        return 0;
    }
}
