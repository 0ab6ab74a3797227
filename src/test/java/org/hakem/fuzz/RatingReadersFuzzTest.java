package org.hakem.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.hakem.rating.RatingFormatException;
import org.hakem.rating.RatingListCsv;
import org.hakem.rating.RatingListEntry;
import org.hakem.rating.RatingParameters;

/**
 * The rating readers (docs/ratings.md): a rating list CSV and a list type's parameters text. Each may refuse its
 * input only with a {@link RatingFormatException} (with line and column); what it accepts must read back the same
 * from what it writes. Seeds are in {@code RatingReadersFuzzTestInputs/}.
 */
class RatingReadersFuzzTest {

    @FuzzTest(maxDuration = "5s")
    void ratingList(FuzzedDataProvider in) {
        String text = in.consumeRemainingAsString();
        Fuzzing.timed("rating list", () -> {
            try {
                List<RatingListEntry> l = RatingListCsv.read(text, "fuzz.csv");
                List<RatingListEntry> back = RatingListCsv.read(RatingListCsv.write(l), "written.csv");
                if (!back.equals(l)) {
                    throw new AssertionError("a list does not read back: " + l + " -> " + back);
                }
            } catch (RuntimeException e) {
                Fuzzing.allowed(e, RatingFormatException.class);
            }
        });
    }

    @FuzzTest(maxDuration = "5s")
    void listType(FuzzedDataProvider in) {
        String text = in.consumeRemainingAsString();
        Fuzzing.timed("list type", () -> {
            try {
                RatingParameters p = RatingParameters.parse(text, "fuzz.properties");
                if (!RatingParameters.parse(p.text(), "written").equals(p)) {
                    throw new AssertionError("a list type does not read back: " + text);
                }
            } catch (RuntimeException e) {
                Fuzzing.allowed(e, RatingFormatException.class);
            }
        });
    }
}
