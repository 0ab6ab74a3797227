package org.hakem.archive.infrastructure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** HAKEM_INDEX_POLL: seconds between two reads of the index log, 1 when unset; a wrong value stops the start. */
class IndexPollSettingTest {

    @Test
    void unsetOrBlankIsOneSecond() {
        assertEquals(1000, ArchiveSetup.pollMillis(null));
        assertEquals(1000, ArchiveSetup.pollMillis(" "));
    }

    @Test
    void secondsWithDecimals() {
        assertEquals(500, ArchiveSetup.pollMillis("0.5"));
        assertEquals(2000, ArchiveSetup.pollMillis(" 2 "));
        assertEquals(50, ArchiveSetup.pollMillis("0.05"));
        assertEquals(3_600_000, ArchiveSetup.pollMillis("3600"));
    }

    @Test
    void aValueOutOfRangeOrNotANumberIsRefusedWithTheSettingsName() {
        for (String bad : new String[] {"0", "0.01", "-1", "3601", "1s", "NaN", "fast"}) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> ArchiveSetup.pollMillis(bad), bad);
            assertTrue(e.getMessage().contains("HAKEM_INDEX_POLL") && e.getMessage().contains(bad), e.getMessage());
        }
    }
}
