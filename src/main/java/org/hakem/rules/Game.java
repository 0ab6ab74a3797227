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
    /** Per side (0 white, 1 black): the square of the king that made the last plain moves, and how many in a row. */
    private final int[] kingOnTheMove = {0, 0};
    private final int[] sameKingMoves = {0, 0};
    private Outcome outcome;

    private Game(Position start, Options options) {
        this(start, options, false);
    }

    private Game(Position start, Options options, boolean moveFollows) {
        this.variant = start.variant();
        this.options = options;
        positions.add(start);
        seen.merge(start, 1, Integer::sum);
        endgameRule = endgameClass(start);
        outcome = judge(moveFollows);
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

    /**
     * The moves allowed now: the position's legal moves, less those a history rule forbids (Frisian: a king
     * that made {@link Variant#maxSameKingMoves()} plain moves in a row while its side has men may not make
     * another). Empty once the game is over.
     */
    public List<Move> legalMoves() {
        return outcome == null ? allowedMoves() : List.of();
    }

    private List<Move> allowedMoves() {
        Position p = position();
        List<Move> moves = p.legalMoves();
        int side = p.sideToMove().ordinal();
        int limit = variant.maxSameKingMoves();
        if (limit == 0 || sameKingMoves[side] < limit
                || p.pieceCount(p.sideToMove()) == p.kingCount(p.sideToMove())) {
            return moves;
        }
        int tired = kingOnTheMove[side];
        return moves.stream().filter(m -> m.isCapture() || m.from() != tired).toList();
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
        return advance(move, true);
    }

    /**
     * The moves the position and the history rules allow, whether or not a rule has ended the game: what a
     * record that plays on after the end (players who did not claim a repetition draw) may go on with.
     * Empty only when the side to move has no move at all.
     */
    public List<Move> movesPlayingOn() {
        return allowedMoves();
    }

    /**
     * Plays a move of {@link #movesPlayingOn()}, also after a rule has ended the game (as a record that goes
     * on after the end does); the counters go on, and {@link #outcome()} is then the rules' judgement of the
     * new position with that history. A move the position does not allow is refused as by {@link #play}.
     */
    public Game playOn(Move move) {
        return advance(move, true);
    }

    /**
     * Where the rules ended a game whose moves go on past that point. The moves are taken as legal moves of
     * their positions (as PDN replay found them) and are not checked again; a side that plays a move had one,
     * so no legal moves are generated (only the counters and the repetition table run).
     *
     * @return the ply after which the game was over (0: at the start) and how, when a move follows it
     */
    public static Optional<Ended> endedBefore(Position start, List<Move> moves, Options options) {
        Game g = new Game(start, options, !moves.isEmpty());
        for (int i = 0; i < moves.size(); i++) {
            if (g.outcome != null) {
                return Optional.of(new Ended(i, g.outcome));
            }
            g.advance(moves.get(i), false, i + 1 < moves.size());
        }
        return Optional.empty();
    }

    /**
     * @param ply     the ply after which the game was over (0: the start position)
     * @param outcome how the rules ended it
     */
    public record Ended(int ply, Outcome outcome) {
    }

    private Game advance(Move move, boolean check) {
        return advance(move, check, false);
    }

    /**
     * @param check        refuse a move the position does not allow
     * @param moveFollows  a move is known to follow (so the side to move has one): the no-legal-move rule is
     *                     not judged, which spares a move generation
     */
    private Game advance(Move move, boolean check, boolean moveFollows) {
        Position before = position();
        if (check && !contains(allowedMoves(), move) && contains(before.legalMoves(), move)) {
            throw new IllegalMoveException("the king on " + variant.board().name(move.from()) + " has made "
                    + variant.maxSameKingMoves() + " moves in a row while its side has men; no move "
                    + move.notation(variant.board()) + " at ply " + (ply() + 1));
        }
        boolean kingMoved = before.pieceAt(move.from()).isKing();
        int side = before.sideToMove().ordinal();
        if (kingMoved && !move.isCapture()) {
            sameKingMoves[side] = kingOnTheMove[side] == move.from() ? sameKingMoves[side] + 1 : 1;
            kingOnTheMove[side] = move.to();
        } else {
            sameKingMoves[side] = 0;
            kingOnTheMove[side] = 0;
        }
        Position after = before.play(move);
        moves.add(move);
        positions.add(after);
        seen.merge(after, 1, Integer::sum);
        pliesWithoutCapture = move.isCapture() ? 0 : pliesWithoutCapture + 1;
        pliesKingsOnly = move.isCapture() || !kingMoved ? 0 : pliesKingsOnly + 1;
        int rule = endgameClass(after);
        pliesInEndgame = rule == endgameRule ? pliesInEndgame + 1 : 0;
        endgameRule = rule;
        outcome = judge(moveFollows);
        return this;
    }

    private static boolean contains(List<Move> moves, Move move) {
        for (Move m : moves) {
            if (m.sameEffect(move)) {
                return true;
            }
        }
        return false;
    }

    private Outcome judge(boolean moveFollows) {
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
        if (rules.contains(Variant.EndRule.FIRST_KING_WINS)) {
            // the side that just moved is judged first: its king is the first one
            for (Side s : new Side[] {p.sideToMove().opponent(), p.sideToMove()}) {
                if (p.kingCount(s) > 0) {
                    return Outcome.win(s, Outcome.Reason.FIRST_KING);
                }
            }
        }
        if (!moveFollows && allowedMoves().isEmpty()) {
            return rules.contains(Variant.EndRule.NO_LEGAL_MOVE_WINS)
                    ? Outcome.win(p.sideToMove(), Outcome.Reason.NO_LEGAL_MOVE)
                    : Outcome.win(p.sideToMove().opponent(), Outcome.Reason.NO_LEGAL_MOVE);
        }
        if (rules.contains(Variant.EndRule.THREEFOLD_REPETITION) && repetitions() >= 3) {
            return Outcome.draw(Outcome.Reason.THREEFOLD_REPETITION);
        }
        if (rules.contains(Variant.EndRule.KING_MOVES_ONLY_25) && pliesKingsOnly >= 50) {
            return Outcome.draw(Outcome.Reason.KING_MOVES_ONLY);
        }
        int endgame = endgameClass(p);
        // the specific Russian endgame rule is named before the general king-moves rule when both apply
        if (endgame == 3 && pliesInEndgame >= 30) {
            return Outcome.draw(Outcome.Reason.THREE_KINGS_AGAINST_KING);
        }
        if (rules.contains(Variant.EndRule.KING_MOVES_ONLY_15) && pliesKingsOnly >= 30) {
            return Outcome.draw(Outcome.Reason.KING_MOVES_ONLY);
        }
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

    /**
     * The endgame class whose move counter applies: 16 or 5 for the FMJD rules of that many moves, 3 for the
     * Russian three kings against a king, else 0.
     */
    private int endgameClass(Position p) {
        if (variant.endRules().contains(Variant.EndRule.THREE_KINGS_AGAINST_KING_15)) {
            for (Side weak : Side.values()) {
                if (p.pieceCount(weak) == 1 && p.kingCount(weak) == 1 && p.kingCount(weak.opponent()) >= 3) {
                    return 3;
                }
            }
            return 0;
        }
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
