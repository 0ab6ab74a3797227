package org.hakem.pdn.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.hakem.pdn.MoveText;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnLine;
import org.hakem.pdn.PdnMove;
import org.hakem.pdn.PdnNode;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnTag;
import org.hakem.pdn.PdnWriter;
import org.hakem.pdn.Square;
import org.hakem.rules.Game;
import org.hakem.rules.Piece;
import org.hakem.rules.Position;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * Obstacle checkers draws its blocked squares at random: the game record keeps them in the
 * {@code Obstacles} tag, so reading the record replays the same game.
 */
class ObstacleRecordTest {

    @Test
    void aRecordedObstacleGameReplaysIdentically() {
        for (long seed = 1; seed <= 20; seed++) {
            Position start = Variants.OBSTACLE.initialPosition(seed);
            List<Integer> blocked = start.squares(Piece.OBSTACLE);
            Game game = Game.start(start);
            Random random = new Random(seed);
            EngineMoves rules = new EngineMoves(Variants.OBSTACLE,
                    blocked.stream().map(Square::numeric).toList());
            Game mirror = rules.initialPosition();
            List<PdnNode> nodes = new ArrayList<>();
            List<LegalMove> played = new ArrayList<>();
            for (int ply = 0; ply < 60 && !game.isOver(); ply++) {
                List<LegalMove> legal = rules.legalMoves(mirror);
                LegalMove m = legal.get(random.nextInt(legal.size()));
                played.add(m);
                nodes.add(new PdnMove(ply / 2 + 1, ply % 2 == 1,
                        MoveText.parse(ShortNotation.write(m, legal, 'x')).orElseThrow(), null, List.of(), List.of(),
                        List.of(), List.of(), 0, 0));
                rules.play(mirror, m);
                game.play(game.legalMoves().stream().filter(x -> x.from() == m.origin().number()
                        && x.to() == m.destination().number()).findFirst().orElseThrow());
            }
            String obstacles = String.join(",", blocked.stream().map(String::valueOf).toList());
            PdnGame record = new PdnGame("obstacle", 1, 1, List.of(new PdnTag("Event", "seed " + seed),
                    new PdnTag("GameType", "1004,B,8,8,N1,0"), new PdnTag(PdnGame.OBSTACLES_TAG, obstacles)),
                    new PdnLine(nodes, List.of()), "*", List.of());
            String text = PdnWriter.toText(record);
            assertTrue(text.contains("[Obstacles \"" + obstacles + "\"]"), text);
            PdnGame back = PdnReader.readAll(text, "obstacle.pdn").get(0);
            assertTrue(back.isValid(), back.diagnostics().toString());
            assertEquals(Variants.OBSTACLE, EngineMoves.variantOf(back).orElseThrow());
            Replayer.Verdict v = Replayer.replay(back, EngineMoves.forGame(back, Variants.OBSTACLE));
            assertTrue(v.legal(), v.toString());
            assertEquals(played, v.moves());
        }
    }

    /** Found by fuzzing: an Obstacles tag naming a square the board does not have threw out of the replay. */
    @Test
    void anObstaclesTagThatDoesNotFitTheBoardIsAnInvalidSetupNotAnException() {
        org.hakem.pdn.PdnGame g = org.hakem.pdn.PdnReader.readAll("[GameType \"30\"]\n[Obstacles \"1\"]\n1. c3-c4 *\n", "t.pdn")
                .get(0);
        Replayer.Verdict v = Replayer.replay(g, EngineMoves.forGame(g, Variants.TURKISH));
        org.junit.jupiter.api.Assertions.assertTrue(v.setupRefused(), v.toString());
        org.junit.jupiter.api.Assertions.assertTrue(v.toString().contains("Obstacles tag: square '1'"), v.toString());
    }
}
