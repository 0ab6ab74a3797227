package org.hakem.player.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Set;
import org.junit.jupiter.api.Test;

class PlayerTest {

    private static PlayerDetails named(String name) {
        return new PlayerDetails(name, null, null, null, null, null, null, null);
    }

    @Test
    void aNameIsKeptExactlyAsEnteredApartFromSurroundingSpace() {
        Player p = new Player(named("  Şahin Yılmaz "));
        assertEquals("Şahin Yılmaz", p.name());
    }

    @Test
    void federationAndTitleAreNormalisedAndBlankFieldsBecomeAbsent() {
        Player p = new Player(new PlayerDetails("A", "tur", "gmi", 2000, " ", "", null, 1990));
        assertEquals("TUR", p.details().federation());
        assertEquals("GMI", p.details().title());
        assertNull(p.details().nationalId());
        assertNull(p.details().fmjdId());
    }

    @Test
    void everyBrokenFieldIsNamedAtOnce() {
        InvalidPlayerException e = assertThrows(InvalidPlayerException.class, () -> new Player(
                new PlayerDetails(" ", "TR", "XX", -1, "bad id!", null, null, 1700)));
        assertEquals(Set.of("name", "federation", "title", "rating", "nationalId", "birthYear"), e.fieldErrors().keySet());
    }

    @Test
    void theSexIsMOrWAsTheTrfWritesItOrNotKnown() {
        assertEquals("w", new Player(new PlayerDetails("A", null, null, null, null, null, null, null, " W ")).details().sex());
        assertNull(new Player(new PlayerDetails("A", null, null, null, null, null, null, null, " ")).details().sex());
        InvalidPlayerException e = assertThrows(InvalidPlayerException.class, () -> new Player(
                new PlayerDetails("A", null, null, null, null, null, null, null, "f")));
        assertEquals(Set.of("sex"), e.fieldErrors().keySet());
    }

    @Test
    void controlCharactersInANameAreRefused() {
        assertThrows(InvalidPlayerException.class, () -> new Player(named("Ali\u0000Veli")));
    }

    @Test
    void aCorrectionThatBreaksARuleLeavesThePlayerUnchanged() {
        Player p = new Player(new PlayerDetails("Ayşe", "TUR", null, 1800, null, null, null, null));
        assertThrows(InvalidPlayerException.class, () -> p.correct(new PlayerDetails("Ayşe", "TURKEY", null, 1900, null, null, null, null)));
        assertEquals(1800, p.details().rating());
        assertEquals("TUR", p.details().federation());
    }
}
