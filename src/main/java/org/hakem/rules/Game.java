package org.hakem.rules;

import java.util.ArrayList;
import java.util.Arrays;
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
 * <p>The game-end rules are the variant's ({@link Variant#endRules()}, each an {@link EndRule} judged in its
 * order) plus the {@link Options}; a side with no legal move loses unless the variant says it wins. A game
 * started from a set-up position counts repetitions and move counters from that position: earlier history is
 * unknown.
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
    private final List<Position> positions;
    private final List<Move> moves;
    private final Map<Position, Integer> seen;
    private int pliesWithoutCapture;
    private int pliesKingsOnly;
    /** Per end rule (by ordinal) that counts an endgame: plies since the game entered it, -1 outside it. */
    private final int[] pliesInEndgame = new int[EndRule.values().length];
    /** Per side (0 white, 1 black): the square of the king that made the last plain moves, and how many in a row. */
    private final int[] kingOnTheMove = {0, 0};
    private final int[] sameKingMoves = {0, 0};
    private Outcome outcome;

    private Game(Position start, Options options) {
        this(start, options, false);
    }

    private Game(Position start, Options options, boolean moveFollows) {
        this(start, options, moveFollows, 16);
    }

    /** @param plies about how many plies the game will have (its lists and table are made that large at once) */
    private Game(Position start, Options options, boolean moveFollows, int plies) {
        this.positions = new ArrayList<>(plies + 1);
        this.moves = new ArrayList<>(plies);
        this.seen = new HashMap<>(Math.max(16, (plies + 1) * 4 / 3 + 1));
        this.variant = start.variant();
        this.options = options;
        positions.add(start);
        seen.merge(start, 1, Integer::sum);
        Arrays.fill(pliesInEndgame, -1);
        countEndgames(start);
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
        return endedAlong(start, moves, null, options);
    }

    /**
     * {@link #endedBefore} for a line whose positions are known too: {@code positions.get(i + 1)} is the position
     * after {@code moves.get(i)} (as replay recorded them), so none is made again.
     *
     * @param positions the positions from the start, one more than the moves
     */
    public static Optional<Ended> endedBefore(List<Position> positions, List<Move> moves, Options options) {
        if (positions.size() != moves.size() + 1) {
            throw new IllegalArgumentException("a line has one position more than moves: " + positions.size()
                    + " positions, " + moves.size() + " moves");
        }
        return endedAlong(positions.get(0), moves, positions, options);
    }

    private static Optional<Ended> endedAlong(Position start, List<Move> moves, List<Position> positions,
                                              Options options) {
        Game g = new Game(start, options, !moves.isEmpty(), moves.size());
        for (int i = 0; i < moves.size(); i++) {
            if (g.outcome != null) {
                return Optional.of(new Ended(i, g.outcome));
            }
            g.advance(moves.get(i), false, i + 1 < moves.size(), positions == null ? null : positions.get(i + 1));
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
        return advance(move, check, moveFollows, null);
    }

    /** @param after the position after the move when the caller has it (unchecked moves only), else null */
    private Game advance(Move move, boolean check, boolean moveFollows, Position after) {
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
        // unchecked: the caller vouches for the move (replay found it among the position's legal moves), so the
        // legal moves of the position are not generated again
        if (after == null) {
            after = check ? before.play(move) : before.apply(move);
        }
        moves.add(move);
        positions.add(after);
        seen.merge(after, 1, Integer::sum);
        pliesWithoutCapture = move.isCapture() ? 0 : pliesWithoutCapture + 1;
        pliesKingsOnly = move.isCapture() || !kingMoved ? 0 : pliesKingsOnly + 1;
        countEndgames(after);
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

    /** Counts a ply in each endgame of the variant's end rules the position is in (0 on entering it). */
    private void countEndgames(Position p) {
        for (EndRule rule : variant.ruleSet.endRules) {
            int i = rule.ordinal();
            pliesInEndgame[i] = rule.endgame(p) ? pliesInEndgame[i] + 1 : -1;
        }
    }

    /** The variant's end rules in their order, then the tournament's. */
    private Outcome judge(boolean moveFollows) {
        Position p = position();
        for (EndRule rule : variant.ruleSet.endRules) {
            Outcome o = rule.judge(this, p, moveFollows);
            if (o != null) {
                return o;
            }
        }
        if (options.noCaptureDrawPlies() > 0 && pliesWithoutCapture >= options.noCaptureDrawPlies()) {
            return Outcome.draw(Outcome.Reason.NO_CAPTURE_DRAW);
        }
        return null;
    }

    /** Whether the side to move has no move the position and the history rules allow (for {@link EndRule}). */
    boolean hasNoAllowedMove() {
        return allowedMoves().isEmpty();
    }

    /** Plies in a row of king moves without capture (for {@link EndRule}). */
    int pliesKingsOnly() {
        return pliesKingsOnly;
    }

    /** Plies since the game entered the endgame the rule counts, -1 outside it (for {@link EndRule}). */
    int pliesInEndgame(EndRule rule) {
        return pliesInEndgame[rule.ordinal()];
    }
}
