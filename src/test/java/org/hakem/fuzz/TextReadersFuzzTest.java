package org.hakem.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.hakem.archive.application.SearchRequest;
import org.hakem.platform.ValidationException;
import org.hakem.rules.InvalidPositionException;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;
import org.hakem.trf.TeamTrf;
import org.hakem.trf.TrfFormatException;
import org.hakem.trf.TrfReader;

/**
 * The other readers of text from outside: FEN (every variant), TRF (individual and team events), and the archive's
 * search request (position,
 * pattern and material expressions, filters). Each may refuse its input only with its own error type and a
 * message; anything else (a JDK exception, an error without a message) is a bug. Seeds are in
 * {@code TextReadersFuzzTestInputs/} and, for a fuzzing run, the reference TRF files (docs/fuzzing.md).
 */
class TextReadersFuzzTest {

    private static final List<Variant> VARIANTS = Variant.all();

    @FuzzTest(maxDuration = "5s")
    void fen(FuzzedDataProvider in) {
        Variant v = VARIANTS.get(in.consumeInt(0, VARIANTS.size() - 1));
        String text = in.consumeRemainingAsString();
        Fuzzing.timed("fen", () -> {
            try {
                Position p = Position.fromFen(v, text);
                Position back = Position.fromFen(v, p.toFen());
                if (!back.equals(p)) {
                    throw new AssertionError("FEN does not read back: " + text + " -> " + p.toFen());
                }
            } catch (RuntimeException e) {
                Fuzzing.allowed(e, InvalidPositionException.class, IllegalArgumentException.class);
            }
        });
    }

    @FuzzTest(maxDuration = "5s")
    void trf(FuzzedDataProvider in) {
        String text = in.consumeRemainingAsString();
        Fuzzing.timed("trf", () -> {
            try {
                TrfReader.read(text, "fuzz.trf");
            } catch (RuntimeException e) {
                Fuzzing.allowed(e, TrfFormatException.class);
            }
        });
    }

    /** A team event's TRF: refused only with a TrfFormatException; what it reads writes back to the same text. */
    @FuzzTest(maxDuration = "5s")
    void teamTrf(FuzzedDataProvider in) {
        String text = in.consumeRemainingAsString();
        Fuzzing.timed("team trf", () -> {
            try {
                String written = TeamTrf.write(TeamTrf.read(text, "fuzz.trf"));
                String again = TeamTrf.write(TeamTrf.read(written, "written.trf"));
                if (!again.equals(written)) {
                    throw new AssertionError("a team TRF does not write back the same:\n" + written + "\n---\n" + again);
                }
            } catch (RuntimeException e) {
                Fuzzing.allowed(e, TrfFormatException.class);
            }
        });
    }

    @FuzzTest(maxDuration = "5s")
    void searchRequest(FuzzedDataProvider in) {
        String variant = in.consumeBoolean() ? in.pickValue(VARIANTS).id() : in.consumeString(12);
        SearchRequest r = new SearchRequest(variant, in.consumeString(80), in.consumeString(80), in.consumeString(80),
                in.consumeString(8), in.consumeBoolean(), in.consumeString(20), in.consumeString(8), in.consumeString(20),
                in.consumeBoolean() ? in.consumeInt() : null, in.consumeBoolean() ? in.consumeInt() : null,
                in.consumeRemainingAsString());
        Fuzzing.timed("search", () -> {
            try {
                r.toQuery();
            } catch (RuntimeException e) {
                Fuzzing.allowed(e, ValidationException.class);
            }
        });
    }
}
