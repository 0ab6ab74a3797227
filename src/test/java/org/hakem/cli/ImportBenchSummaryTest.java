package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The line {@code bench import --runs N} ends with: every run's rate, then the median and best of the later half. */
class ImportBenchSummaryTest {

    @Test
    void theLaterHalfIsTheWarmOneItsMedianAndBestAreGiven() {
        assertEquals("end-to-end, runs 1 to 6: 3,000, 6,000, 9,000, 11,000, 10,000, 10,500 games/s; runs 4 to 6 (warm): "
                        + "median 10,500, best 11,000 games/s",
                ImportBenchCommand.summary(List.of(3000.0, 6000.0, 9000.0, 11000.0, 10000.0, 10500.0)));
        assertEquals("end-to-end, runs 1 to 5: 1, 2, 3, 5, 4 games/s; runs 3 to 5 (warm): median 4, best 5 games/s",
                ImportBenchCommand.summary(List.of(1.0, 2.0, 3.0, 5.0, 4.0)));
        assertEquals("end-to-end, runs 1 to 2: 7, 9 games/s; runs 2 to 2 (warm): median 9, best 9 games/s",
                ImportBenchCommand.summary(List.of(7.0, 9.0)));
    }
}
