package org.hakem.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import org.hakem.pdn.PdnDiagnostic;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnWriter;
import org.hakem.pdn.replay.EngineMoves;
import org.hakem.pdn.replay.Replayer;
import org.hakem.rules.Variants;

/**
 * The PDN reader, on any bytes: it never throws (problems are diagnostics, each with line and column), every
 * game it returns replays to a verdict without an exception, and every valid game can be written back.
 * Seeds: every file of the corpus (see {@code FuzzSeeds}), and {@code PdnReaderFuzzTestInputs/}.
 */
class PdnReaderFuzzTest {

    @FuzzTest(maxDuration = "10s")
    void readReplayAndWrite(byte[] data) {
        Fuzzing.timed("pdn", () -> {
            try (PdnReader reader = new PdnReader(new ByteArrayInputStream(data), "fuzz.pdn")) {
                while (reader.hasNext()) {
                    check(reader.next());
                }
            }
        });
    }

    static void check(PdnGame game) {
        for (PdnDiagnostic d : game.diagnostics()) {
            if (d.line() < 1 || d.column() < 1 || d.message() == null || d.message().isBlank()) {
                throw new AssertionError("a diagnostic without line:column or message: " + d);
            }
        }
        if (game.isEmpty()) {
            return;
        }
        var variant = EngineMoves.variantOf(game, Variants.TURKISH);
        if (variant.isPresent()) {
            Replayer.Verdict v = Replayer.replay(game, EngineMoves.forGame(game, variant.get()));
            if (v == null) {
                throw new AssertionError("no verdict");
            }
        }
        if (game.isValid()) {
            PdnWriter.toText(game);
        }
    }
}
