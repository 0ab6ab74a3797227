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

    /** The forms a game's tags may write a registry name in (the linking suggestions of #35). */
    @Test
    void aNameHasItsSurnameFirstFormsFoldedLikeTheName() {
        java.util.Set<String> forms = NameKeys.nameForms("Şahin Yılmaz");
        assertEquals(java.util.Set.of("sahin yilmaz", "yilmaz, sahin", "yilmaz,sahin", "yilmaz sahin"), forms);
        for (String written : List.of("ŞAHİN YILMAZ", "Sahin Yilmaz", "Yılmaz, Şahin", "YILMAZ,ŞAHİN", "yilmaz  sahin",
                "Yılmaz,  Şahin")) {
            assertTrue(forms.contains(NameKeys.searchKey(written)), written);
        }
        for (String other : List.of("Yılmaz, Ş.", "Şahin Yılmazer", "Şahin", "Ahmet Yılmaz")) {
            assertTrue(!forms.contains(NameKeys.searchKey(other)), other);
        }
        // İ, I, ı and i are one letter whichever way the registry and the game write it
        assertTrue(NameKeys.nameForms("İlker Işık").contains(NameKeys.searchKey("ISIK, ILKER")));
        assertTrue(NameKeys.nameForms("ilker ışık").contains(NameKeys.searchKey("Işık İlker")));
        // a registry name written surname first gives the same forms; every split of a longer name is a form
        assertEquals(forms, NameKeys.nameForms("Yılmaz, Şahin"));
        java.util.Set<String> three = NameKeys.nameForms("Ali Rıza Kaya");
        assertTrue(three.contains("kaya, ali riza") && three.contains("riza kaya, ali") && three.contains("ali riza kaya"));
        assertTrue(NameKeys.nameForms("  ").isEmpty());
    }

    @Test
    void sortKeysOrderNamesByTheTurkishAlphabet() {
        List<String> expected = List.of("Cem", "Çağrı", "Gül", "Ğ", "Irmak", "İlker", "Osman", "Ömer", "Sibel", "Şahin", "Uğur", "Ümit");
        List<String> shuffled = new ArrayList<>(expected);
        java.util.Collections.reverse(shuffled);
        shuffled.sort((a, b) -> Arrays.compareUnsigned(NameKeys.sortKey(a), NameKeys.sortKey(b)));
        assertEquals(expected, shuffled);
    }

    @Test
    void asciiTextsFoldExactlyAsTheUnicodePathFoldsThem() {
        // the reference: the Unicode path (decompose, drop marks, lower-case, fold the letters without marks, one
        // space per run of white space), which the ASCII path skips
        java.util.regex.Pattern marks = java.util.regex.Pattern.compile("\\p{M}+");
        java.util.regex.Pattern spaces = java.util.regex.Pattern.compile("\\s+");
        String alphabet = "aZq09 \t\n\u000B\f\r\u001C\u001F,.-_'\"()[]Ii";
        java.util.Random random = new java.util.Random(28);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = random.nextInt(12); k > 0; k--) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String text = sb.toString();
            String s = java.text.Normalizer.normalize(text.strip(), java.text.Normalizer.Form.NFD);
            String expected = spaces.matcher(marks.matcher(s).replaceAll("").toLowerCase(java.util.Locale.ROOT))
                    .replaceAll(" ");
            assertEquals(expected, NameKeys.searchKey(text), "[" + text + "]");
        }
    }
}
