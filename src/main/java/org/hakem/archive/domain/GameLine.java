package org.hakem.archive.domain;

import java.util.ArrayList;
import java.util.List;
import org.hakem.rules.Move;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;

/**
 * The main line of a stored game as the engine sees it: the start position and the legal moves (the legal
 * prefix of an illegal game). The index is always built from this, whether at import, on repair or on
 * rebuild, so every path derives the same positions.
 *
 * @param start     the position before the first move
 * @param moves     the moves played, each legal in its position
 * @param positions the position before each move and after the last one ({@code moves.size() + 1})
 */
public record GameLine(Position start, List<Move> moves, List<Position> positions) {

    public GameLine {
        moves = List.copyOf(moves);
        positions = List.copyOf(positions);
        if (positions.size() != moves.size() + 1) {
            throw new IllegalArgumentException("a line of " + moves.size() + " moves has " + (moves.size() + 1)
                    + " positions, not " + positions.size());
        }
    }

    public Variant variant() {
        return start.variant();
    }

    /** The line from a start position and moves known to be legal. */
    public static GameLine play(Position start, List<Move> moves) {
        List<Position> positions = new ArrayList<>(moves.size() + 1);
        Position p = start;
        positions.add(p);
        for (Move m : moves) {
            p = p.play(m);
            positions.add(p);
        }
        return new GameLine(start, moves, positions);
    }

    /**
     * Reads a stored line: the start FEN (null for the variant's initial position) and the moves in long
     * notation separated by spaces (as {@link #movesText()} writes them).
     *
     * @throws IllegalArgumentException naming the ply when a stored move does not fit (corrupt row)
     */
    public static GameLine read(Variant variant, String startFen, String movesText) {
        Position p = startFen == null || startFen.isBlank() ? variant.initialPosition() : Position.fromFen(variant, startFen);
        Position start = p;
        List<Move> moves = new ArrayList<>();
        List<Position> positions = new ArrayList<>();
        positions.add(p);
        if (movesText != null && !movesText.isBlank()) {
            int ply = 0;
            for (String text : movesText.strip().split(" +")) {
                ply++;
                Move found = null;
                for (Move m : p.legalMoves()) {
                    if (m.longNotation(variant.board()).equals(text)) {
                        found = m;
                        break;
                    }
                }
                if (found == null) {
                    throw new IllegalArgumentException("stored move " + text + " at ply " + ply
                            + " is not legal in " + p.toFen());
                }
                moves.add(found);
                p = p.play(found);
                positions.add(p);
            }
        }
        return new GameLine(start, moves, positions);
    }

    /** The moves in long notation (every landing square), separated by spaces. */
    public String movesText() {
        StringBuilder sb = new StringBuilder(moves.size() * 6);
        for (Move m : moves) {
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            sb.append(m.longNotation(variant().board()));
        }
        return sb.toString();
    }

    /** The move played from the position at {@code ply} (0 = start) in short notation, or null after the last. */
    public String moveAt(int ply) {
        return ply < moves.size() ? moves.get(ply).notation(variant().board()) : null;
    }
}
