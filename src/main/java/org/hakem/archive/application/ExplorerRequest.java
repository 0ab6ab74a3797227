package org.hakem.archive.application;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hakem.archive.domain.GameFilters;
import org.hakem.archive.domain.GameLine;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Board;
import org.hakem.rules.Move;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;

/**
 * An opening explorer's request as text (the query parameters of {@code /archive/explorer} and
 * {@code /api/explorer}): where it stands and which games it counts. Every mistake becomes a problem naming the
 * parameter (an illegal move names the move of the path).
 *
 * <ul>
 *   <li>{@code variant}: the variant's id (default {@code turkish});</li>
 *   <li>{@code fen}: the position to start from (PDN FEN), else the variant's start position;</li>
 *   <li>{@code moves}: the path from there, moves in short notation separated by {@code _} ({@code c3-c4_f6-f5});
 *       a move that short notation leaves ambiguous (two captures with the same ends) is written with every landing
 *       square ({@code a3xc5xe7}), which is always accepted;</li>
 *   <li>{@code player}, {@code side} ({@code white}, {@code black}: the player's colour), {@code event},
 *       {@code yearFrom}, {@code yearTo}, {@code ratingFrom}, {@code ratingTo}: the games counted
 *       ({@link GameFilters});</li>
 *   <li>{@code minGames}: the moves shown are those played in at least this many of those games.</li>
 * </ul>
 */
public record ExplorerRequest(String variant, String moves, String fen, String player, String side, String event,
                              Integer yearFrom, Integer yearTo, Integer ratingFrom, Integer ratingTo, Integer minGames) {

    /** The separator of the moves of a path. */
    public static final String SEPARATOR = "_";

    /**
     * One move of the path.
     *
     * @param ply      the ply after it (1 for the first move of the path)
     * @param move     the move as the path writes it (short notation unless that is ambiguous)
     * @param path     the path up to and with this move (the {@code moves} parameter that stands after it)
     * @param position the position after it
     */
    public record Step(int ply, String move, String path, Position position) {
    }

    /**
     * Where the explorer stands.
     *
     * @param variant the variant
     * @param fen     the start FEN as asked for, or null for the variant's start position
     * @param start   the start position
     * @param steps   the path's moves
     */
    public record Walk(Variant variant, String fen, Position start, List<Step> steps) {

        /** The position reached. */
        public Position position() {
            return steps.isEmpty() ? start : steps.get(steps.size() - 1).position();
        }

        /** The path ({@code moves}), "" at the start. */
        public String path() {
            return steps.isEmpty() ? "" : steps.get(steps.size() - 1).path();
        }

        /**
         * The path extended by a move played from the position (short notation, as the index counts them), or null
         * when no legal move or several are written so.
         */
        public String extendedBy(String move) {
            return legalMovesWritten(position(), move) != 1 ? null : steps.isEmpty() ? move : path() + SEPARATOR + move;
        }
    }

    /** The variant, start position and path; the problems of all three at once. */
    public Walk walk() {
        Variant v = variant(variant);
        Map<String, Problem> errors = new LinkedHashMap<>();
        Position start = v.initialPosition();
        String startFen = present(fen) ? fen.strip() : null;
        if (startFen != null) {
            try {
                start = Position.fromFen(v, startFen);
            } catch (RuntimeException e) {
                errors.put("fen", Problem.of("archive.search.fen", v.id(), e.getMessage()));
            }
        }
        List<Step> steps = List.of();
        if (errors.isEmpty()) {
            try {
                steps = path(start, moves);
            } catch (ValidationException e) {
                errors.putAll(e.problems());
            }
        }
        errors.putAll(filterProblems());
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        return new Walk(v, startFen, start, steps);
    }

    /** The game filters asked for (check them with {@link #walk} first). */
    public GameFilters filters() {
        String s = present(side) && !"any".equalsIgnoreCase(side.strip()) ? side.strip().toLowerCase() : null;
        return new GameFilters(blankToNull(player), s, blankToNull(event), yearFrom, yearTo, null, ratingFrom, ratingTo);
    }

    /** Whether any game filter or a minimum is asked for. */
    public boolean isFiltered() {
        return !filters().isEmpty() || (minGames != null && minGames > 1);
    }

    private Map<String, Problem> filterProblems() {
        Map<String, Problem> errors = new LinkedHashMap<>();
        if (present(side) && !List.of("white", "black", "any").contains(side.strip().toLowerCase())) {
            errors.put("side", Problem.of("archive.search.player-side", side));
        }
        if (yearFrom != null && yearTo != null && yearFrom > yearTo) {
            errors.put("yearTo", Problem.of("archive.search.years", yearTo, yearFrom));
        }
        if (ratingFrom != null && ratingTo != null && ratingFrom > ratingTo) {
            errors.put("ratingTo", Problem.of("archive.explorer.ratings", ratingTo, ratingFrom));
        }
        return errors;
    }

    /** The variant of an id (default turkish); an unknown one is a problem listing the variants. */
    static Variant variant(String id) {
        String v = present(id) ? id.strip() : "turkish";
        return Variant.byId(v).orElseThrow(() -> new ValidationException("variant",
                Problem.of("archive.variant.not-found", v, String.join(", ", Variant.ids()))));
    }

    /**
     * The path's moves played from {@code start}: each must be a legal move there, in short notation (one legal
     * move written so) or with every landing square.
     *
     * @throws ValidationException on {@code moves}, naming the first move that is not legal (its number in the
     *                             path and its text) or that is ambiguous
     */
    static List<Step> path(Position start, String moves) {
        List<Step> steps = new ArrayList<>();
        if (!present(moves)) {
            return steps;
        }
        Board board = start.variant().board();
        Position p = start;
        StringBuilder path = new StringBuilder();
        String[] tokens = moves.strip().split(SEPARATOR, -1);
        for (int i = 0; i < tokens.length; i++) {
            String token = tokens[i].strip();
            List<Move> shortMatches = new ArrayList<>();
            List<Move> longMatches = new ArrayList<>();
            List<Move> legal = p.legalMoves();
            for (Move m : legal) {
                if (m.notation(board).equals(token)) {
                    shortMatches.add(m);
                }
                if (m.longNotation(board).equals(token)) {
                    longMatches.add(m);
                }
            }
            Move chosen;
            String written;
            if (shortMatches.size() == 1) {
                chosen = shortMatches.get(0);
                written = token;
            } else if (longMatches.size() == 1) {
                chosen = longMatches.get(0);
                written = token;
            } else if (shortMatches.size() > 1) {
                throw new ValidationException("moves", Problem.of("archive.explorer.ambiguous", i + 1, token,
                        String.join(", ", shortMatches.stream().map(m -> m.longNotation(board)).toList())));
            } else {
                throw new ValidationException("moves", Problem.of("archive.explorer.move", i + 1, token, p.toFen(),
                        legal.isEmpty() ? "-" : String.join(", ", legal.stream().map(m -> m.notation(board)).distinct().toList())));
            }
            p = p.play(chosen);
            if (!path.isEmpty()) {
                path.append(SEPARATOR);
            }
            path.append(written);
            steps.add(new Step(i + 1, written, path.toString(), p));
        }
        return steps;
    }

    /**
     * The path of a game's first {@code plies} moves as the explorer writes it ({@code moves}): each move in short
     * notation, or with every landing square when short notation names several legal moves.
     */
    public static String pathOf(GameLine line, int plies) {
        List<String> moves = movesOf(line);
        return String.join(SEPARATOR, moves.subList(0, Math.min(Math.max(0, plies), moves.size())));
    }

    /** A game's moves as the explorer's path writes them ({@link #pathOf}). */
    public static List<String> movesOf(GameLine line) {
        Board board = line.variant().board();
        List<String> out = new ArrayList<>(line.moves().size());
        for (int ply = 0; ply < line.moves().size(); ply++) {
            Move move = line.moves().get(ply);
            String written = move.notation(board);
            out.add(legalMovesWritten(line.positions().get(ply), written) > 1 ? move.longNotation(board) : written);
        }
        return out;
    }

    /** How many legal moves of a position short notation writes so. */
    static int legalMovesWritten(Position p, String notation) {
        Board board = p.variant().board();
        int n = 0;
        for (Move m : p.legalMoves()) {
            n += m.notation(board).equals(notation) ? 1 : 0;
        }
        return n;
    }

    private static boolean present(String s) {
        return s != null && !s.isBlank();
    }

    private static String blankToNull(String s) {
        return present(s) ? s.strip() : null;
    }
}
