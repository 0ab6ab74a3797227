package org.hakem.archive.application;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.hakem.archive.domain.GameLine;
import org.hakem.rules.Move;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;

/**
 * Legal games played by choosing uniformly among the legal moves (seeded, so the same seed gives the same
 * games): filler for benchmarks and search tests. Not real play; real collections come from imports.
 */
public final class RandomGames {

    private final Random random;

    public RandomGames(long seed) {
        this.random = new Random(seed);
    }

    /** A game of at most {@code maxPlies} plies, ending early when the side to move has no move. */
    public GameLine play(Variant variant, int maxPlies) {
        // obstacle checkers places its obstacles at random: from this generator's seed, so games stay reproducible
        Position p = variant.obstacleCount() > 0 ? variant.initialPosition(random.nextLong()) : variant.initialPosition();
        return continueFrom(new GameLine(p, List.of(), List.of(p)), maxPlies);
    }

    /**
     * The opening followed by up to {@code maxPlies} more random plies (at least half of them unless the game ends):
     * games that open alike, as an archive's do (the explorer's tests).
     */
    public GameLine continueFrom(GameLine opening, int maxPlies) {
        List<Move> moves = new ArrayList<>(opening.moves());
        List<Position> positions = new ArrayList<>(opening.positions());
        Position p = positions.get(positions.size() - 1);
        int plies = maxPlies / 2 + random.nextInt(maxPlies / 2 + 1);
        for (int i = 0; i < plies; i++) {
            List<Move> legal = p.legalMoves();
            if (legal.isEmpty()) {
                break;
            }
            Move m = legal.get(random.nextInt(legal.size()));
            moves.add(m);
            p = p.play(m);
            positions.add(p);
        }
        return new GameLine(opening.start(), moves, positions);
    }

    public Random random() {
        return random;
    }
}
