package org.hakem.pdn.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.hakem.pdn.GameType;
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
import org.hakem.rules.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random legal games in every registered variant: written as PDN (short notation, the GameType's capture
 * separator, a FEN for games that start from a position reached by play), read back and replayed, they are
 * legal with the same moves and the same end; with one move replaced by a text that fits no legal move,
 * replay rejects the game at exactly that ply.
 */
class ReplayPropertyTest {

    static Stream<Variant> variants() {
        return Variant.all().stream();
    }

    @Test
    void everyRegisteredVariantIsCovered() {
        assertEquals(Variant.ids().size(), variants().count());
        assertTrue(variants().count() >= 19, () -> "variants: " + Variant.ids());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void everyVariantsGameTypeNumberReadsInShortFormAndFitsItsBoard(Variant variant) {
        // the tournament records games with GameType "<number>": the reader must know every number
        GameType type = GameType.parse(Integer.toString(variant.gameType()));
        assertEquals(variant.gameType(), type.type());
        assertEquals(variant.board().size(), type.width(), "board width");
        assertEquals(variant.board().size(), type.height(), "board height");
        assertEquals(variant.firstToMove() == org.hakem.rules.Side.WHITE ? 'W' : 'B', type.startColour());
        assertEquals(variant.board().notation() == org.hakem.rules.Board.Notation.NUMERIC ? 'N' : 'A',
                type.notation(), "notation");
    }

    /** A generated game: its record and the moves played. */
    private record Generated(PdnGame record, List<LegalMove> moves, Game game, List<List<LegalMove>> legalAtPly) {
    }

    private static Generated generate(Variant variant, long seed) {
        Random random = new Random(seed * 31 + variant.id().hashCode());
        Position start = variant.obstacleCount() > 0 ? variant.initialPosition(seed) : variant.initialPosition();
        List<Square> obstacles = start.squares(Piece.OBSTACLE).stream().map(Square::numeric).toList();
        List<PdnTag> tags = new ArrayList<>(List.of(new PdnTag("Event", variant.id() + " seed " + seed),
                new PdnTag("GameType", Integer.toString(variant.gameType()))));
        if (!obstacles.isEmpty()) {
            tags.add(new PdnTag(PdnGame.OBSTACLES_TAG, String.join(",",
                    obstacles.stream().map(Square::toString).toList())));
        }
        // every other game starts from a position reached by a few random plies, written as a FEN
        if (seed % 2 == 1) {
            Game prelude = Game.start(start);
            for (int i = random.nextInt(12); i > 0 && !prelude.isOver(); i--) {
                List<org.hakem.rules.Move> legal = prelude.legalMoves();
                prelude.play(legal.get(random.nextInt(legal.size())));
            }
            if (!prelude.isOver()) {
                start = prelude.position();
                tags.add(new PdnTag("FEN", start.toFen()));
            }
        }
        EngineMoves rules = new EngineMoves(variant, obstacles);
        Game game = Game.start(start);
        char separator = GameType.parse(Integer.toString(variant.gameType())).captureSeparator();
        boolean secondFirst = start.sideToMove() != variant.firstToMove();
        List<PdnNode> nodes = new ArrayList<>();
        List<LegalMove> played = new ArrayList<>();
        List<List<LegalMove>> legalAtPly = new ArrayList<>();
        int maxPlies = 20 + random.nextInt(100);
        for (int ply = 0; ply < maxPlies && !game.isOver(); ply++) {
            List<LegalMove> legal = rules.legalMoves(game);
            LegalMove m = legal.get(random.nextInt(legal.size()));
            int half = ply + (secondFirst ? 1 : 0);
            nodes.add(new PdnMove(half / 2 + 1, half % 2 == 1,
                    MoveText.parse(ShortNotation.write(m, legal, separator)).orElseThrow(), null, List.of(),
                    List.of(), List.of(), List.of(), 0, 0));
            played.add(m);
            legalAtPly.add(legal);
            rules.play(game, m);
        }
        String result = game.outcome().map(o -> o.result()).orElse("*");
        tags.add(new PdnTag("Result", result));
        PdnGame record = new PdnGame("generated", 1, 1, tags, new PdnLine(nodes, List.of()), result, List.of());
        return new Generated(record, played, game, legalAtPly);
    }

    /** Origin, destination and captured set: two capture paths with the same effect are one move. */
    private static List<String> effects(List<LegalMove> moves) {
        return moves.stream().map(m -> m.origin() + ">" + m.destination() + " "
                + m.captured().stream().map(Object::toString).sorted().toList()).toList();
    }

    private static PdnGame readBack(String text, Variant variant) {
        List<PdnGame> games = PdnReader.readAll(text, variant.id() + ".pdn");
        assertEquals(1, games.size(), text);
        PdnGame back = games.get(0);
        assertTrue(back.isValid(), () -> back.diagnostics() + "\n" + text);
        assertEquals(variant, EngineMoves.variantOf(back, variant).orElseThrow(), "variant from GameType");
        return back;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void writtenRandomGamesReadBackAndReplayLegal(Variant variant) {
        for (long seed = 1; seed <= 12; seed++) {
            Generated g = generate(variant, seed);
            String text = PdnWriter.toText(g.record());
            PdnGame back = readBack(text, variant);
            Replayer.Verdict v = Replayer.replay(back, EngineMoves.forGame(back, variant));
            assertTrue(v.legal(), () -> v + "\n" + text);
            assertEquals(effects(g.moves()), effects(v.moves()), text);
            assertEquals(g.game().outcome().map(o -> o.result()), java.util.Optional.ofNullable(v.end())
                    .map(LegalMoveSource.GameEnd::result), text);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void oneMoveReplacedByAnIllegalOneIsRejectedAtThatPly(Variant variant) {
        for (long seed = 1; seed <= 12; seed++) {
            Generated g = generate(variant, seed);
            if (g.moves().isEmpty()) {
                continue;
            }
            Random random = new Random(seed);
            int k = random.nextInt(g.moves().size()); // 0-based index of the replaced move
            MoveText illegal = illegalText(variant, g.legalAtPly().get(k), random);
            List<PdnNode> nodes = new ArrayList<>(g.record().mainLine().nodes());
            PdnMove old = (PdnMove) nodes.get(k);
            nodes.set(k, new PdnMove(old.number(), old.secondMover(), illegal, null, List.of(), List.of(), List.of(),
                    List.of(), 0, 0));
            PdnGame broken = new PdnGame("broken", 1, 1, g.record().tags(), new PdnLine(nodes, List.of()),
                    g.record().terminator(), List.of());
            String text = PdnWriter.toText(broken);
            PdnGame back = readBack(text, variant);
            Replayer.Verdict v = Replayer.replay(back, EngineMoves.forGame(back, variant));
            assertFalse(v.legal(), () -> "replaced ply " + (k + 1) + " by " + illegal.raw() + "\n" + text);
            assertEquals(k + 1, v.ply(), () -> v + "\n" + text);
            assertEquals(effects(g.moves().subList(0, k)), effects(v.moves()));
            assertFalse(v.reason().isBlank());
        }
    }

    /** A move text (origin-destination on the board) that fits none of the legal moves. */
    private static MoveText illegalText(Variant variant, List<LegalMove> legal, Random random) {
        int n = variant.board().squareCount();
        while (true) {
            int from = 1 + random.nextInt(n);
            int to = 1 + random.nextInt(n);
            if (from == to) {
                continue;
            }
            String text = variant.board().name(from) + (random.nextBoolean() ? "-" : "x") + variant.board().name(to);
            MoveText t = MoveText.parse(text).orElse(null);
            if (t != null && MoveMatcher.match(t, legal) instanceof MoveMatcher.NotFound) {
                return t;
            }
        }
    }
}
