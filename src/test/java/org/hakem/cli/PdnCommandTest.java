package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.BeforeEach;

/** {@code pdn parse}, {@code pdn normalize} and {@code bench-pdn} from the command line. */
class PdnCommandTest {

    /** Under target/: the build's java.io.tmpdir (target/tmp) may not exist yet. */
    Path dir;

    @BeforeEach
    void createDir() throws Exception {
        dir = Files.createDirectories(Path.of("target", "pdn-cli-test"));
    }

    private String run(int expectedExit, String... args) {
        PrintStream out = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
        try {
            boolean bench = args.length > 0 && args[0].equals("bench"); // the benchmarks' own jar, hakem-bench.jar
            int code = bench ? BenchCommand.run(java.util.Arrays.copyOfRange(args, 1, args.length)) : HakemCli.run(args);
            assertEquals(expectedExit, code, () -> buf.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
        }
        return buf.toString(StandardCharsets.UTF_8);
    }

    @Test
    void parseReportsDiagnosticsAndExitsOneOnErrors() throws Exception {
        Path bad = dir.resolve("bad.pdn");
        Files.writeString(bad, "[Event \"a\"]\n1. 32-28 - *\n[Event \"b\"]\n1. 33-28 *\n");
        String text = run(1, "pdn", "parse", bad.toString());
        assertTrue(text.contains("bad.pdn:2:10: game 1: error: expected a move, found '-'"), text);
        assertTrue(text.contains("2 games, 1 with errors"), text);
        String json = run(1, "pdn", "parse", "--format", "json", bad.toString());
        assertTrue(json.contains("\"line\": 2, \"column\": 10"), json);
        Path good = dir.resolve("good.pdn");
        Files.writeString(good, "1. 32-28 *\n");
        run(0, "pdn", "parse", good.toString());
    }

    @Test
    void normalizeWritesCanonicalPdnOfTheValidGames() throws Exception {
        Path in = dir.resolve("in.pdn");
        Files.writeString(in, "[White \"W\"]\n[Event \"E\"]\n01. 32-28 19:23 *\n[Event \"bad\"]\n1. xx *\n");
        Path out = dir.resolve("out.pdn");
        run(1, "pdn", "normalize", "--game-type", "20", "-o", out.toString(), in.toString());
        // with the GameType the game replays: 19:23 is a step, written 19-23
        assertEquals("[Event \"E\"]\n[White \"W\"]\n[GameType \"20,W,10,10,N2,0\"]\n\n1. 32-28 19-23 *\n\n",
                Files.readString(out));
        PdnGame back = PdnReader.readAll(out).get(0);
        assertTrue(back.isValid());
    }

    @Test
    void normalizeWritesShortNotationWhenTheVariantIsKnown() throws Exception {
        Path in = dir.resolve("czech.pdn");
        Files.writeString(in, "1. c3-d4 d6-c5 2. b2-c3 f6-g5 3. a1-b2 g7-f6 4. d4-e5 f6xd4 5. c3xe5 c5-d4 6. e3xc5 "
                + "b6xd4 7. g3-h4 a7-b6 8. h4xf6 e7xg5 9. h2-g3 b6-c5 10. g3-h4 g5-f4 11. e5-f6 f4-g3 12. d2-c3 "
                + "f8-g7 13. c3xe5 c7-d6 14. e5xc7 g7xe5 15. h4-g5 h6xf4 16. f2xh4 b8xd6 17. h4-g5 c5-b4 "
                + "18. a3xc5xe7 d8xf6xh4 *\n");
        Path out = dir.resolve("czech-out.pdn");
        run(0, "pdn", "normalize", "--variant", "czech", "-o", out.toString(), in.toString());
        String text = Files.readString(out);
        assertTrue(text.startsWith("[GameType \"29,W,8,8,A0,0\"]\n"), text);
        assertTrue(text.contains("18. a3xe7 d8xh4 *"), text);
        String verify = run(0, "verify", out.toString());
        assertTrue(verify.contains("game 1 [czech]: legal, * (unfinished), 36 plies"), verify);
        String json = run(1, "verify", "--format", "json", in.toString());
        assertTrue(json.contains("\"verdict\": \"unknown variant: no GameType tag: give --variant\""), json);
    }

    @Test
    void russianCapturesAreWrittenWithXAndBothSeparatorsAreRead() throws Exception {
        // issue 31: the PDN 3.0 writing grammar has only x (its GameType table says ':' for 25), pydraughts
        // replays no Russian capture written with ':'. The corpus file is in abbreviated notation (ed4), which
        // normalize writes out in full.
        Path in = org.hakem.testdata.TestData.of("corpus", "russian", "World_Championship_1998.pdn");
        Path out = dir.resolve("russian-out.pdn");
        run(0, "pdn", "normalize", "--variant", "russian", "-o", out.toString(), in.toString());
        String text = Files.readString(out, StandardCharsets.UTF_8);
        java.util.regex.Pattern colon = java.util.regex.Pattern.compile("\\b[a-h][1-8]:[a-h][1-8]");
        java.util.regex.Pattern x = java.util.regex.Pattern.compile("\\b[a-h][1-8]x[a-h][1-8]");
        assertTrue(!colon.matcher(text).find(), "no ':' capture written");
        assertTrue(x.matcher(text).find(), "captures written with x");
        // the x form and the ':' form of the same game read as the same moves, and both replay
        String game = "[GameType \"25\"]\n1. c3-d4 f6-g5 2. g3-h4 g5-f4 3. e3xg5 h6xf4 *\n";
        PdnGame withX = PdnReader.readAll(game, "x.pdn").get(0);
        PdnGame withColon = PdnReader.readAll(game.replace('x', ':'), "colon.pdn").get(0);
        assertEquals(withX.mainLine(), withColon.mainLine());
        Path both = dir.resolve("both.pdn");
        Files.writeString(both, game + "\n" + game.replace('x', ':'));
        String verify = run(0, "verify", both.toString());
        assertTrue(verify.contains("2 games: 2 legal"), verify);
        Path normalized = dir.resolve("both-out.pdn");
        run(0, "pdn", "normalize", "-o", normalized.toString(), both.toString());
        assertEquals(2, Files.readString(normalized).split("3\\. e3xg5 h6xf4 \\*", -1).length - 1,
                Files.readString(normalized));
    }

    @Test
    void verifyCountsGamesPlayedOnAfterTheEndApartFromIllegalOnes() throws Exception {
        Path in = dir.resolve("played-on.pdn");
        String repetition = "[GameType \"20\"]\n[FEN \"W:WK50:BK1\"]\n1. 50-44 1-7 2. 44-50 7-1 3. 50-44 1-7 "
                + "4. 44-50 7-1 ";
        Files.writeString(in, repetition + "5. 50-44 1-7 1/2-1/2\n\n"   // played on after ply 8
                + repetition + "1/2-1/2\n\n"                            // ends on its last move: legal
                + "[GameType \"20\"]\n1. 32-28 19-23 2. 33-29 *\n\n"      // capture is compulsory
                + "[GameType \"20\"]\n1. 32-28 - *\n");                     // unreadable
        String text = run(1, "verify", in.toString());
        assertTrue(text.contains("game 1 [international]: legal, played on after the game ended at ply 8 "
                + "(threefold repetition), 1/2-1/2, 10 plies"), text);
        assertTrue(text.contains("game 2 [international]: legal, 1/2-1/2 (threefold repetition), 8 plies"), text);
        assertTrue(text.contains("game 3 [international]: illegal at ply 3: capture is compulsory"), text);
        assertTrue(text.endsWith("4 games: 1 legal, 1 legal but played on after the end the rules give, 1 illegal, "
                + "1 unreadable, 0 of unknown variant\n"), text);
        String json = run(1, "verify", "--format", "json", in.toString());
        assertTrue(json.startsWith("{\"games\": [\n"), json);
        assertTrue(json.contains("\"status\": \"played_on\", \"verdict\": \"legal, played on after the game ended at "
                + "ply 8 (threefold repetition)\""), json);
        assertTrue(json.contains("\"status\": \"illegal\", \"verdict\": \"illegal at ply 3"), json);
        assertTrue(json.endsWith("], \"summary\": {\"games\": 4, \"legal\": 1, \"played_on\": 1, \"illegal\": 1, "
                + "\"unreadable\": 1, \"unknown_variant\": 0}}\n"), json);
        // played on is legal: alone it does not fail the command
        Path only = dir.resolve("only-played-on.pdn");
        Files.writeString(only, repetition + "5. 50-44 1-7 1/2-1/2\n");
        assertTrue(run(0, "verify", only.toString()).contains("1 game: 0 legal, 1 legal but played on"));
    }

    @Test
    void benchReportsGamesPerSecond() throws Exception {
        Path in = dir.resolve("b.pdn");
        Files.writeString(in, "[Event \"E\"]\n1. 32-28 19-23 *\n".repeat(50));
        String text = run(0, "bench", "pdn", "--repeat", "2", "--warmup", "1", in.toString());
        assertTrue(text.matches("(?s)pdn parse: 1 files, 2 rounds, 100 games in .* games/s.*"), text);
    }

    @Test
    void benchReplayResolvesEveryMoveAndChecksTheResult() throws Exception {
        Path legal = dir.resolve("r.pdn");
        // 20 legal English games; the third game of the second file plays a man backward
        Files.writeString(legal, "[Result \"*\"]\n1. 11-15 23-19 2. 8-11 *\n".repeat(20));
        Path mixed = dir.resolve("m.pdn");
        Files.writeString(mixed, "[GameType \"20\"]\n1. 32-28 19-23 *\n\n".repeat(2)
                + "[GameType \"20\"]\n1. 32-28 19-23 2. 28-32 *\n\n[GameType \"20\"]\n1. 32-28 - *\n");
        String text = run(0, "bench", "pdn", "--replay", "--repeat", "2", "--warmup", "1", "--threads", "2",
                "english=" + legal, mixed.toString());
        assertTrue(text.startsWith("parse+replay: 2 files, 24 games per round: 22 legal, 1 illegal, 1 unreadable, "
                + "0 of unknown variant; 66 plies; 0 results contradict the end the rules give"), text);
        assertTrue(text.matches("(?s).*parse\\+replay, 1 thread: 2 rounds, 48 games, 132 plies in .* games/s wall, "
                + ".* games per CPU second.*load average.*"), text);
        assertTrue(text.matches("(?s).*parse\\+replay, 2 threads: 2 rounds, 48 games, 132 plies in .*"), text);
    }
}
