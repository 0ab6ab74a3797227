package org.hakem.pairing.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hakem.pairing.FmjdOptions;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.PairingSystem;
import org.hakem.pairing.PairingSystemRegistry;
import org.hakem.pairing.SwissRequests;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.dutch.DutchSystem;
import org.hakem.pairing.fmjd.FmjdSystem;
import org.junit.jupiter.api.Test;

class PairingSystemsTest {

    @Test
    void everyKeyHasItsSystemAndTheTextsOfTheSettingFindIt() {
        for (SwissSystem key : SwissSystem.values()) {
            assertEquals(key, PairingSystems.of(key).key());
        }
        assertEquals(List.of(PairingSystems.DUTCH, PairingSystems.FMJD), PairingSystems.registry().all());
        assertSame(PairingSystems.FMJD, PairingSystems.registry().require(" FMJD "));
        assertSame(PairingSystems.DUTCH, PairingSystems.registry().require(""));
        assertSame(PairingSystems.FMJD, PairingSystems.registry().resolve(null, "Swiss FMJD, colour relevance"));
        assertSame(PairingSystems.DUTCH, PairingSystems.registry().resolve("dutch", "Swiss FMJD"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PairingSystems.registry().require("monrad"));
        assertTrue(e.getMessage().contains("use dutch or fmjd"), e.getMessage());
    }

    @Test
    void aRegistryHasOneSystemForEveryKey() {
        IllegalStateException twice = assertThrows(IllegalStateException.class,
                () -> new PairingSystemRegistry(List.<PairingSystem>of(new DutchSystem(), new FmjdSystem(),
                        new DutchSystem())));
        assertTrue(twice.getMessage().contains("dutch"), twice.getMessage());
        IllegalStateException missing = assertThrows(IllegalStateException.class,
                () -> new PairingSystemRegistry(List.<PairingSystem>of(new DutchSystem())));
        assertTrue(missing.getMessage().contains("fmjd"), missing.getMessage());
    }

    @Test
    void onlyTheFmjdSystemTakesColourRelevance() {
        assertTrue(PairingSystems.FMJD.accepts(FmjdOptions.COLOUR_RELEVANCE));
        assertTrue(PairingSystems.DUTCH.accepts(FmjdOptions.DEFAULT));
        assertTrue(PairingSystems.DUTCH.accepts(null));
        assertFalse(PairingSystems.DUTCH.accepts(FmjdOptions.COLOUR_RELEVANCE));
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
                () -> PairingSystems.DUTCH.pair(r, FmjdOptions.COLOUR_RELEVANCE));
        assertTrue(e.getMessage().contains("option of the FMJD Swiss system"), e.getMessage());
        assertEquals(PairingSystems.DUTCH.pair(r), PairingSystems.DUTCH.pair(r, FmjdOptions.DEFAULT));
        assertEquals(PairingSystems.FMJD.pair(r), PairingSystems.FMJD.pair(r, null), "null means the default");
    }
}
