package org.hakem.player.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class NameKeysTest {

    @Test
    void everyFormOfTheLetterIFoldsToTheSameKey() {
        String key = NameKeys.searchKey("İlker Işık");
        for (String typed : List.of("ilker isik", "İLKER IŞIK", "ılker ışık", "ILKER ISIK", "Ilker Işik")) {
            assertEquals(key, NameKeys.searchKey(typed), typed);
        }
    }

    @Test
    void accentsAreIgnoredSoAsciiTypingFindsTurkishNames() {
        assertEquals("sahin yilmaz", NameKeys.searchKey("Şahin Yılmaz"));
        assertEquals("gokce ozturk", NameKeys.searchKey("  Gökçe   Öztürk "));
        assertTrue(NameKeys.searchKey("Ağaoğlu, Ümit").contains("agaoglu"));
    }

    @Test
    void sortKeysOrderNamesByTheTurkishAlphabet() {
        List<String> expected = List.of("Cem", "Çağrı", "Gül", "Ğ", "Irmak", "İlker", "Osman", "Ömer", "Sibel", "Şahin", "Uğur", "Ümit");
        List<String> shuffled = new ArrayList<>(expected);
        java.util.Collections.reverse(shuffled);
        shuffled.sort((a, b) -> Arrays.compareUnsigned(NameKeys.sortKey(a), NameKeys.sortKey(b)));
        assertEquals(expected, shuffled);
    }
}
