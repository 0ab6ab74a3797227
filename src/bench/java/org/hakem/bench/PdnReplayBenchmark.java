package org.hakem.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.hakem.pdn.GameType;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.replay.EngineMoves;
import org.hakem.pdn.replay.LegalMove;
import org.hakem.pdn.replay.Replayer;
import org.hakem.pdn.replay.ShortNotation;
import org.hakem.rules.Game;
import org.hakem.rules.Variant;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * PDN replay of one game (JMH): its text read ({@link PdnReader}) and every move resolved against the engine's legal
 * moves ({@link Replayer#replay}), as an import does for each game. The game is written at set-up: {@value #PLIES}
 * plies chosen at random among the legal moves (fixed seed, so every run replays the same game), in short notation
 * with move numbers, as a PDN file has them; set-up checks that it replays legal to its end.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PdnReplayBenchmark {

    /** Plies of the game (fewer if it ends before). */
    static final int PLIES = 100;

    @Param({"turkish", "international"})
    public String variantId;

    private Variant variant;
    private String text;

    @Setup
    public void setUp() {
        variant = Variant.require(variantId);
        text = game(variant, 20261129L);
        Replayer.Verdict verdict = replay();
        if (!verdict.legal() || verdict.moves().isEmpty()) {
            throw new IllegalStateException("the benchmark's game does not replay: " + verdict + "\n" + text);
        }
    }

    @Benchmark
    public Replayer.Verdict replay() {
        PdnGame game = PdnReader.readAll(text, "bench.pdn").get(0);
        return Replayer.replay(game, EngineMoves.forGame(game, variant));
    }

    /** A game of random legal moves as PDN text. */
    static String game(Variant variant, long seed) {
        Random random = new Random(seed);
        EngineMoves rules = new EngineMoves(variant, List.of());
        char separator = GameType.parse(Integer.toString(variant.gameType())).captureSeparator();
        StringBuilder pdn = new StringBuilder().append("[Event \"bench\"]\n[GameType \"").append(variant.gameType())
                .append("\"]\n\n");
        Game game = Game.start(variant.initialPosition());
        List<String> moves = new ArrayList<>();
        for (int ply = 0; ply < PLIES && !game.isOver(); ply++) {
            List<LegalMove> legal = rules.legalMoves(game);
            LegalMove m = legal.get(random.nextInt(legal.size()));
            moves.add((ply % 2 == 0 ? (ply / 2 + 1) + ". " : "") + ShortNotation.write(m, legal, separator));
            game = rules.play(game, m);
        }
        return pdn.append(String.join(" ", moves)).append(" *\n").toString();
    }
}
