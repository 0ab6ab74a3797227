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
}
