package org.hakem.archive.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class SearchWordsTest {

    @Test
    void foldsAndSplitsNames() {
        assertEquals(List.of("sahin", "yilmaz"), SearchWords.of("Şahin YILMAZ"));
        assertTrue(SearchWords.containsAll("İzmir Kış Turnuvası 2026", "izmir kis"));
    }

    @Test
    void noWordIsLongerThanTheBoundNorAreThereMoreWordsThanIt() {
        List<String> one = SearchWords.of("ğ".repeat(1_000_000));
        assertEquals(1, one.size());
        assertEquals(SearchWords.MAX_WORD_LENGTH, one.get(0).length());
        assertTrue(one.get(0).getBytes(StandardCharsets.UTF_8).length < 32_766, "a term Lucene accepts");
        assertEquals(SearchWords.MAX_WORDS, SearchWords.of("w1 w2 ".repeat(1000) + String.join(" ",
                java.util.stream.IntStream.range(0, 500).mapToObj(i -> "x" + i).toList())).size());
        assertEquals(SearchWords.of("a".repeat(200)), SearchWords.of("A".repeat(100)), "a query cut the same way still matches");
        String astral = "𝔸".repeat(100);
        assertEquals(SearchWords.MAX_WORD_LENGTH, SearchWords.of(astral).get(0).codePointCount(0, SearchWords.of(astral).get(0).length()),
                "cut between code points, never inside one");
    }

    @Test
    void asciiKeysSplitExactlyAsThePatternSplitsThem() {
        java.util.regex.Pattern notWord = java.util.regex.Pattern.compile("[^\\p{L}\\p{N}]+");
        String alphabet = "abZ09 x-_.,'\t";
        java.util.Random random = new java.util.Random(28);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = random.nextInt(i % 100 == 0 ? 400 : 20); k > 0; k--) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
                if (random.nextInt(50) == 0) {
                    sb.append("y".repeat(70)); // longer than a word may be
                }
            }
            String text = sb.toString();
            java.util.LinkedHashSet<String> expected = new java.util.LinkedHashSet<>();
            for (String w : notWord.split(org.hakem.player.domain.NameKeys.searchKey(text))) {
                if (expected.size() == SearchWords.MAX_WORDS) {
                    break;
                }
                if (!w.isEmpty()) {
                    expected.add(w.length() <= SearchWords.MAX_WORD_LENGTH ? w : w.substring(0, SearchWords.MAX_WORD_LENGTH));
                }
            }
            assertEquals(List.copyOf(expected), SearchWords.of(text), "[" + text + "]");
        }
    }
}
