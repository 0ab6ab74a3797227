package org.hakem.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.hakem.pairing.fmjd.FmjdOptions;
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

    @Test
    void theDutchSystemRefusesColourRelevance() {
        PairingRequest r = SwissRequests.forRound(org.hakem.trf.TrfReader.read("""
                012 Two
                001    1      Test0001 Player0001               2400                             0.0    1
                001    2      Test0002 Player0002               2300                             0.0    2
                XXR 1
                XXC white1
                """, "two.trf"), 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SwissSystem.DUTCH.pair(r, FmjdOptions.COLOUR_RELEVANCE));
        assertTrue(e.getMessage().contains("option of the FMJD Swiss system"), e.getMessage());
        assertEquals(SwissSystem.DUTCH.pair(r), SwissSystem.DUTCH.pair(r, FmjdOptions.DEFAULT));
        assertEquals(SwissSystem.FMJD.pair(r), SwissSystem.FMJD.pair(r, null), "null means the default");
    }
}
