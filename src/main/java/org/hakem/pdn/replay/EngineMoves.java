package org.hakem.pdn.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.hakem.pdn.FenSetup;
import org.hakem.pdn.MoveText;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.Square;
import org.hakem.rules.Board;
import org.hakem.rules.Game;
import org.hakem.rules.Move;
import org.hakem.rules.Outcome;
import org.hakem.rules.Piece;
import org.hakem.rules.Position;
import org.hakem.rules.Side;
import org.hakem.rules.Variant;

/**
 * The rules engine ({@link org.hakem.rules}) behind the replay seam, for one variant. The "position" is
 * a {@link Game} (it keeps the history the end rules need: repetitions, moves without capture); it is
 * advanced in place, so one instance replays one line. An instance keeps the last position's legal moves
 * (replay asks for them, then plays one of them): it is not for use by two threads at once; replaying
 * games in parallel takes one instance per game ({@link #forGame}).
 */
public final class EngineMoves implements LegalMoveSource<Game> {

    private final Variant variant;
    private final Board board;
    private final SquareNames squares;
    private final List<Integer> obstacles;

    /**
     * @param obstacles the blocked squares of an obstacle-checkers game (its {@code Obstacles} tag); empty
     *                  for other variants
     */
    public EngineMoves(Variant variant, List<Square> obstacles) {
        this.variant = variant;
        this.board = variant.board();
        this.squares = SquareNames.of(board);
        List<Integer> o = new ArrayList<>();
        String problem = null;
        for (Square s : obstacles) {
            try {
                o.add(board.parseSquare(s.toString()));
            } catch (IllegalArgumentException e) { // reported as the game's setup, not thrown at its reader
                problem = problem != null ? problem : PdnGame.OBSTACLES_TAG + " tag: " + e.getMessage();
            }
        }
        this.obstacles = List.copyOf(o);
        this.obstaclesProblem = problem;
    }

    /** Why the game's Obstacles tag does not fit the board, or null. */
    private final String obstaclesProblem;

    private void requireObstacles() {
        if (obstaclesProblem != null) {
            throw new IllegalArgumentException(obstaclesProblem);
        }
    }

    /** The adapter for a game: its variant and, for obstacle checkers, its Obstacles tag. */
    public static EngineMoves forGame(PdnGame game, Variant variant) {
        return new EngineMoves(variant, game.obstacles());
    }

    /** The variant a game's GameType tag names, if the engine knows it. */
    public static Optional<Variant> variantOf(PdnGame game) {
        return game.gameType().flatMap(t -> Variant.byGameType(t.type()));
    }

    /**
     * The variant to replay a game with: {@code preferred} (a user's choice, may be null) when the game has
     * no GameType or one with the same number (e.g. turkish-classic for 30), else the GameType's.
     */
    public static Optional<Variant> variantOf(PdnGame game, Variant preferred) {
        Optional<Integer> type = game.gameType().map(t -> t.type());
        if (preferred != null && (type.isEmpty() || type.get() == preferred.gameType())) {
            return Optional.of(preferred);
        }
        return variantOf(game);
    }

    public Variant variant() {
        return variant;
    }

    @Override
    public Game initialPosition() {
        requireObstacles();
        if (variant.obstacleCount() == 0 && obstacles.isEmpty()) {
            return Game.start(variant.initialPosition());
        }
        if (obstacles.size() != variant.obstacleCount()) {
            throw new IllegalArgumentException(variant.name() + " needs " + variant.obstacleCount()
                    + " squares in the " + PdnGame.OBSTACLES_TAG + " tag, found " + obstacles.size());
        }
        Position p = variant.initialPosition(0);
        return Game.start(Position.of(variant, p.sideToMove(), p.squares(Piece.WHITE_MAN), p.squares(Piece.WHITE_KING),
                p.squares(Piece.BLACK_MAN), p.squares(Piece.BLACK_KING), obstacles));
    }

    @Override
    public Game position(FenSetup fen) {
        requireObstacles();
        return Game.start(start(variant, fen, obstacles));
    }

    /**
     * The position a FEN sets up; {@code obstacles} (engine squares) are the blocked squares, else the FEN's own.
     *
     * @throws IllegalArgumentException when the FEN does not fit the variant, saying why
     */
    private static Position start(Variant variant, FenSetup fen, List<Integer> obstacles) {
        Board board = variant.board();
        List<Integer> wm = new ArrayList<>();
        List<Integer> wk = new ArrayList<>();
        List<Integer> bm = new ArrayList<>();
        List<Integer> bk = new ArrayList<>();
        for (FenSetup.Piece piece : fen.pieces()) {
            int sq = fenSquare(board, piece.square());
            (piece.white() ? (piece.king() ? wk : wm) : (piece.king() ? bk : bm)).add(sq);
        }
        Side side = switch (fen.sideToMove()) {
            case 'W' -> Side.WHITE;
            case 'B' -> Side.BLACK;
            default -> variant.firstToMove();
        };
        List<Integer> blocked = obstacles;
        if (blocked.isEmpty() && !fen.obstacles().isEmpty()) {
            blocked = new ArrayList<>();
            for (Square s : fen.obstacles()) {
                blocked.add(fenSquare(board, s));
            }
        }
        try {
            return Position.of(variant, side, wm, wk, bm, bk, blocked);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /**
     * A FEN square. Numbers are also read on an algebraic board played on the dark squares (Russian FENs
     * written by numbering programs: {@code W:W21-32:B1-12}), counted as PDN counts an 8x8 board: from
     * the top left seen by White, row by row, so 1 is b8 and 32 is g1 when a1 is dark.
     */
    private static int fenSquare(Board board, Square s) {
        if (s.isNumeric() && board.notation() == Board.Notation.ALGEBRAIC && !board.isAllSquares()
                && board.squareOne() == Board.SquareOne.TOP_LEFT) {
            if (s.number() < 1 || s.number() > board.squareCount()) {
                throw new IllegalArgumentException("square " + s.number() + " is off the board, expected 1.."
                        + board.squareCount() + " or a dark square a1.." + (char) ('a' + board.size() - 1)
                        + board.size());
            }
            return s.number(); // the board's own numbering is this one
        }
        return board.parseSquare(s.toString());
    }

    @Override
    public List<LegalMove> legalMoves(Game game) {
        if (game.isOver()) {
            return List.of();
        }
        return cached(game).legal;
    }

    @Override
    public List<LegalMove> movesPlayingOn(Game game) {
        return cached(game).legal;
    }

    /**
     * The moves of the game's current position in both forms (those allowed after the end too, see
     * {@link Game#movesPlayingOn}), computed once per position: replay asks for them and then plays one of
     * them, which is found again by identity.
     */
    private Cached cached(Game game) {
        Cached c = last;
        Position p = game.position();
        if (c != null && c.game == game && c.position == p) {
            return c;
        }
        List<Move> moves = game.movesPlayingOn();
        LegalMove[] out = new LegalMove[moves.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = squares.legalMove(moves.get(i));
        }
        c = new Cached(game, p, moves, List.of(out));
        last = c;
        return c;
    }

    /** The last position's moves (one replay asks for one position at a time). */
    private Cached last;

    private record Cached(Game game, Position position, List<Move> moves, List<LegalMove> legal) {
    }

    @Override
    public Game play(Game game, LegalMove move) {
        Cached c = cached(game);
        List<LegalMove> legal = c.legal;
        for (int i = 0; i < legal.size(); i++) {
            if (legal.get(i) == move) {
                return game.playOn(c.moves.get(i));
            }
        }
        for (int i = 0; i < legal.size(); i++) {
            if (legal.get(i).equals(move)) {
                return game.playOn(c.moves.get(i));
            }
        }
        throw new IllegalArgumentException("not a legal move here: " + move);
    }

    @Override
    public Game copy(Game game) {
        Game copy = Game.start(game.positions().get(0), game.options());
        for (Move m : game.moves()) {
            copy.playOn(m);
        }
        return copy;
    }

    @Override
    public Optional<GameEnd> end(Game game) {
        return game.outcome().map(o -> new GameEnd(o.result(), words(o.reason())));
    }

    static String words(Outcome.Reason reason) {
        return reason.name().toLowerCase().replace('_', ' ');
    }

    /**
     * Names the rule a move text breaks, from what the engine allows here: a capture is compulsory, a
     * capture must take the most pieces, men step one square, men do not move backward.
     */
    @Override
    public Illegal whyIllegal(Game game, MoveText text, List<LegalMove> legal) {
        if (legal.isEmpty()) {
            return new Illegal(VerdictCode.NO_LEGAL_MOVE, List.of(), "no legal move in this position");
        }
        Position p = game.position();
        Side side = p.sideToMove();
        Integer from = null;
        int to;
        try {
            to = board.parseSquare(text.destination().toString());
            if (text.origin().isPresent()) {
                from = board.parseSquare(text.origin().get().toString());
            }
        } catch (IllegalArgumentException e) {
            return new Illegal(VerdictCode.BAD_SQUARE, List.of(text.raw(), String.valueOf(e.getMessage())),
                    text.raw() + ": " + e.getMessage());
        }
        if (from != null) {
            Piece piece = p.pieceAt(from);
            if (piece.side() != side) {
                return new Illegal(VerdictCode.NO_PIECE, List.of(side.name(), text.origin().get().toString()),
                        "no " + side.name().toLowerCase() + " piece on " + text.origin().get());
            }
            boolean capturesExist = legal.stream().anyMatch(LegalMove::isCapture);
            boolean writtenAsCapture = text.kind() == MoveText.Kind.CAPTURE || !isStep(from, to);
            if (capturesExist) {
                if (writtenAsCapture && legal.stream().anyMatch(m -> m.origin().equals(text.origin().get()))
                        || writtenAsCapture && !isStep(from, to)) {
                    return new Illegal(VerdictCode.CAPTURE_MAXIMUM, List.of(), "must capture the maximum");
                }
                return new Illegal(VerdictCode.CAPTURE_COMPULSORY, List.of(), "capture is compulsory");
            }
            if (text.kind() == MoveText.Kind.CAPTURE) {
                return new Illegal(VerdictCode.NOT_A_CAPTURE, List.of(text.raw()),
                        text.raw() + " is written as a capture, but no capture is possible here");
            }
            if (!piece.isKing()) {
                int forward = side == Side.WHITE ? 1 : -1;
                int dr = (board.rank(to) - board.rank(from)) * forward;
                if (dr < 0) {
                    return new Illegal(VerdictCode.MAN_BACKWARD, List.of(), "men do not move backward");
                }
                if (!isStep(from, to)) {
                    return new Illegal(VerdictCode.MAN_ONE_SQUARE, List.of(), "men step one square");
                }
            }
        }
        return new Illegal(VerdictCode.NOT_LEGAL, List.of(text.raw()), text.raw() + " is not a legal move");
    }

    /** One square away, straight or diagonal. */
    private boolean isStep(int from, int to) {
        return Math.abs(board.file(to) - board.file(from)) <= 1 && Math.abs(board.rank(to) - board.rank(from)) <= 1;
    }

    /**
     * The same engine over bare positions, without the history or the end rules of a {@link Game}: for a caller
     * that judges moves only and wants the engine move behind each legal move (the archive, which runs the end
     * rules over the recorded line afterwards). Not for use by two threads at once.
     *
     * @param algebraic whether the game writes squares as names ({@code c3}) rather than numbers
     */
    public static Positions positions(Variant variant, boolean algebraic) {
        return new Positions(variant, algebraic);
    }

    /** See {@link #positions}. */
    public static final class Positions implements LegalMoveSource<Position> {

        private final Variant variant;
        private final SquareNames squares;
        /** The last legal-move list given, with the engine moves behind it (replay plays one of them next). */
        private Position lastPosition;
        private List<Move> lastEngine = List.of();
        private List<LegalMove> lastLegal = List.of();

        private Positions(Variant variant, boolean algebraic) {
            this.variant = variant;
            this.squares = SquareNames.of(variant.board(), algebraic);
        }

        @Override
        public Position copy(Position position) {
            return position; // positions are immutable
        }

        @Override
        public Position initialPosition() {
            return variant.initialPosition();
        }

        @Override
        public Position position(FenSetup fen) {
            return start(variant, fen, List.of());
        }

        @Override
        public List<LegalMove> legalMoves(Position position) {
            List<Move> moves = position.legalMoves();
            LegalMove[] out = new LegalMove[moves.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = squares.legalMove(moves.get(i));
            }
            lastPosition = position;
            lastEngine = moves;
            lastLegal = java.util.Collections.unmodifiableList(java.util.Arrays.asList(out)); // no copy
            return lastLegal;
        }

        @Override
        public Position play(Position position, LegalMove move) {
            return position.play(engineMove(position, move));
        }

        /**
         * The engine move behind a move of the legal-move list of {@code position}. Replay plays a move of the list it
         * asked for last, except when it looks ahead to resolve an ambiguous capture: then the list is made again.
         */
        public Move engineMove(Position position, LegalMove move) {
            if (position == lastPosition) {
                for (int i = 0; i < lastLegal.size(); i++) {
                    if (lastLegal.get(i) == move) {
                        return lastEngine.get(i);
                    }
                }
            }
            for (Move m : position.legalMoves()) {
                if (squares.legalMove(m).equals(move)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("not a legal move in this position: " + move);
        }
    }
}
