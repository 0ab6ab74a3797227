package org.hakem.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game being played or replayed: the positions and moves so far, the counters the game-end rules need,
 * and the outcome once a rule has ended the game. A game is mutable and not thread-safe; positions and
 * moves are values.
 *
 * <p>The game-end rules are the variant's ({@link Variant#endRules()}) plus the {@link Options}; a side with
 * no legal move always loses. A game started from a set-up position counts repetitions and move counters from
 * that position: earlier history is unknown.
 */
public final class Game {

    /**
     * Rules that a tournament may add to the variant's own.
     *
     * @param noCaptureDrawPlies if positive, that many plies in a row without a capture is a draw
     *                           (e.g. 50 for the optional Turkish tournament rule); 0 for none
     */
    public record Options(int noCaptureDrawPlies) {
        public static final Options NONE = new Options(0);

        public Options {
            if (noCaptureDrawPlies < 0) {
                throw new IllegalArgumentException("noCaptureDrawPlies must be >= 0, got " + noCaptureDrawPlies);
            }
        }

        /** The optional Turkish tournament rule: 50 plies without a capture is a draw. */
        public static Options turkishTournament() {
            return new Options(50);
        }
    }

    private final Variant variant;
    private final Options options;
    private final List<Position> positions = new ArrayList<>();
    private final List<Move> moves = new ArrayList<>();
    private final Map<Position, Integer> seen = new HashMap<>();
    private int pliesWithoutCapture;
    private int pliesKingsOnly;
    private int pliesInEndgame;
    private int endgameRule;
    private Outcome outcome;

    private Game(Position start, Options options) {
        this.variant = start.variant();
        this.options = options;
        positions.add(start);
        seen.merge(start, 1, Integer::sum);
        endgameRule = fmjdEndgame(start);
        outcome = judge();
    }

    public static Game start(Position start) {
        return new Game(start, Options.NONE);
    }

    public static Game start(Position start, Options options) {
        return new Game(start, options);
    }

    /** A game from the variant's start position (obstacle variants: use {@link #start(Position)}). */
    public static Game start(Variant variant) {
        return new Game(variant.initialPosition(), Options.NONE);
    }

    public Variant variant() {
        return variant;
    }

    public Options options() {
        return options;
    }

    public Position position() {
        return positions.get(positions.size() - 1);
    }

    /** Positions from the start, one more than {@link #moves()}. */
    public List<Position> positions() {
        return Collections.unmodifiableList(positions);
    }

    public List<Move> moves() {
        return Collections.unmodifiableList(moves);
    }

    /** Plies played. */
    public int ply() {
        return moves.size();
    }

    public List<Move> legalMoves() {
        return outcome == null ? position().legalMoves() : List.of();
    }

    public int pliesWithoutCapture() {
        return pliesWithoutCapture;
    }

    /** How many times the current position (with the same side to move) has occurred. */
    public int repetitions() {
        return seen.getOrDefault(position(), 0);
    }

    /** The outcome, empty while the game goes on. */
    public Optional<Outcome> outcome() {
        return Optional.ofNullable(outcome);
    }

    public boolean isOver() {
        return outcome != null;
    }

    /**
     * Plays a legal move (see {@link Position#play}); refused with an {@link IllegalMoveException} if the
     * move is illegal or the game is already over.
     */
    public Game play(Move move) {
        if (outcome != null) {
            throw new IllegalMoveException("the game is over (" + outcome.reason() + "), no move "
                    + move.notation(variant.board()) + " after ply " + ply());
        }
        Position before = position();
        boolean kingMoved = before.pieceAt(move.from()).isKing();
        Position after = before.play(move);
        moves.add(move);
        positions.add(after);
        seen.merge(after, 1, Integer::sum);
        pliesWithoutCapture = move.isCapture() ? 0 : pliesWithoutCapture + 1;
        pliesKingsOnly = move.isCapture() || !kingMoved ? 0 : pliesKingsOnly + 1;
        int rule = fmjdEndgame(after);
        pliesInEndgame = rule == endgameRule ? pliesInEndgame + 1 : 0;
        endgameRule = rule;
        outcome = judge();
        return this;
    }

    private Outcome judge() {
        Position p = position();
        var rules = variant.endRules();
        int white = p.pieceCount(Side.WHITE), black = p.pieceCount(Side.BLACK);
        if (rules.contains(Variant.EndRule.ONE_PIECE_EACH_DRAWS) && white == 1 && black == 1) {
            return Outcome.draw(Outcome.Reason.ONE_PIECE_EACH);
        }
        if (rules.contains(Variant.EndRule.KING_AGAINST_SINGLE_MAN_WINS) && white == 1 && black == 1) {
            int wk = p.kingCount(Side.WHITE), bk = p.kingCount(Side.BLACK);
            if (wk != bk) {
                return Outcome.win(wk == 1 ? Side.WHITE : Side.BLACK, Outcome.Reason.KING_AGAINST_SINGLE_MAN);
            }
        }
        if (p.legalMoves().isEmpty()) {
            return Outcome.win(p.sideToMove().opponent(), Outcome.Reason.NO_LEGAL_MOVE);
        }
        if (rules.contains(Variant.EndRule.THREEFOLD_REPETITION) && repetitions() >= 3) {
            return Outcome.draw(Outcome.Reason.THREEFOLD_REPETITION);
        }
        if (rules.contains(Variant.EndRule.KING_MOVES_ONLY_25) && pliesKingsOnly >= 50) {
            return Outcome.draw(Outcome.Reason.KING_MOVES_ONLY);
        }
        int endgame = fmjdEndgame(p);
        if (endgame == 16 && rules.contains(Variant.EndRule.SIXTEEN_MOVES_ENDGAME) && pliesInEndgame >= 32) {
            return Outcome.draw(Outcome.Reason.SIXTEEN_MOVE_RULE);
        }
        if (endgame == 5 && rules.contains(Variant.EndRule.FIVE_MOVES_ENDGAME) && pliesInEndgame >= 10) {
            return Outcome.draw(Outcome.Reason.FIVE_MOVE_RULE);
        }
        if (rules.contains(Variant.EndRule.NO_CAPTURE_50_PLIES_MATERIAL_DECIDES) && pliesWithoutCapture >= 50) {
            return white == black ? Outcome.draw(Outcome.Reason.NO_CAPTURE_LIMIT)
                    : Outcome.win(white > black ? Side.WHITE : Side.BLACK, Outcome.Reason.NO_CAPTURE_LIMIT);
        }
        if (options.noCaptureDrawPlies() > 0 && pliesWithoutCapture >= options.noCaptureDrawPlies()) {
            return Outcome.draw(Outcome.Reason.NO_CAPTURE_DRAW);
        }
        return null;
    }

    /** 16 or 5 if the FMJD endgame rule of that many moves applies to the material, else 0. */
    private static int fmjdEndgame(Position p) {
        for (Side weak : Side.values()) {
            Side strong = weak.opponent();
            if (p.pieceCount(weak) == 1 && p.kingCount(weak) == 1 && p.kingCount(strong) >= 1) {
                int n = p.pieceCount(strong);
                if (n == 3) {
                    return 16;
                }
                if (n <= 2) {
                    return 5;
                }
            }
        }
        return 0;
    }
}
