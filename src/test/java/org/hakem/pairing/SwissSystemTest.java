package org.hakem.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class SwissSystemTest {

    @Test
    void theSettingAndTheFlagReadDutchOrFmjdAndNothingElse() {
        assertEquals(SwissSystem.FMJD, SwissSystem.parse(" FMJD "));
        assertEquals(SwissSystem.DUTCH, SwissSystem.parse("dutch"));
        assertEquals(SwissSystem.DUTCH, SwissSystem.parse(null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SwissSystem.parse("monrad"));
        assertTrue(e.getMessage().contains("'monrad'") && e.getMessage().contains("dutch or fmjd"), e.getMessage());
    }

    @Test
    void record092NamesTheSystemAndAFlagOverridesIt() {
        assertEquals(Optional.of(SwissSystem.FMJD), SwissSystem.fromTrf(SwissSystem.FMJD.trfName()));
        assertEquals(Optional.of(SwissSystem.DUTCH), SwissSystem.fromTrf("FIDE_DUTCH_2025"));
        assertEquals(Optional.empty(), SwissSystem.fromTrf("Swiss"));
        assertEquals(Optional.empty(), SwissSystem.fromTrf(""));
        assertEquals(SwissSystem.FMJD, SwissSystem.resolve(null, "Swiss FMJD"));
        assertEquals(SwissSystem.DUTCH, SwissSystem.resolve("dutch", "Swiss FMJD"));
        assertEquals(SwissSystem.FMJD, SwissSystem.resolve("fmjd", "FIDE_DUTCH_2025"));
        assertEquals(SwissSystem.DUTCH, SwissSystem.resolve("", "Individual: Swiss-System"));
    }

    @Test
    void record092StatesColourRelevanceAndOldFilesReadAsBefore() {
        assertEquals("Swiss FMJD, colour relevance", SwissSystem.FMJD.trfName(FmjdOptions.COLOUR_RELEVANCE));
        assertEquals("Swiss FMJD", SwissSystem.FMJD.trfName(FmjdOptions.DEFAULT));
        assertEquals("FIDE_DUTCH_2025", SwissSystem.DUTCH.trfName(FmjdOptions.COLOUR_RELEVANCE), "Dutch has no option");
        // written, then read: the system and the option
        String written = SwissSystem.FMJD.trfName(FmjdOptions.COLOUR_RELEVANCE);
        assertEquals(Optional.of(SwissSystem.FMJD), SwissSystem.fromTrf(written));
        assertEquals(FmjdOptions.COLOUR_RELEVANCE, FmjdOptions.fromTrf(written));
        assertEquals(FmjdOptions.COLOUR_RELEVANCE, FmjdOptions.fromTrf("FMJD Swiss, COLOR_RELEVANCE"));
        // files written before the option (or by others) keep it off
        assertEquals(FmjdOptions.DEFAULT, FmjdOptions.fromTrf("Swiss FMJD"));
        assertEquals(FmjdOptions.DEFAULT, FmjdOptions.fromTrf("FIDE_DUTCH_2025"));
        assertEquals(FmjdOptions.DEFAULT, FmjdOptions.fromTrf(null));
    }
}
