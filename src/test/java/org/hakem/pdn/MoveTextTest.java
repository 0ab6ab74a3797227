package org.hakem.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The normalized form of a move text: every square as {@link Square#toString()} writes it, joined by one separator. */
class MoveTextTest {

    @Test
    void normalizedJoinsTheSquaresAsWrittenWhateverTheInputLookedLike() {
        Random random = new Random(28);
        int checked = 0;
        for (int i = 0; i < 20_000; i++) {
            boolean algebraic = random.nextBoolean();
            int count = 2 + random.nextInt(4);
            char sep = "-x:X".charAt(random.nextInt(4));
            List<String> written = new ArrayList<>();
            for (int k = 0; k < count; k++) {
                if (algebraic) {
                    written.add((char) ('a' + random.nextInt(12)) + pad(1 + random.nextInt(12), random));
                } else {
                    written.add(pad(1 + random.nextInt(120), random));
                }
            }
            if (sep == '-' && count > 2) {
                sep = 'x'; // a step names two squares
            }
            String raw = String.join(String.valueOf(sep), written);
            MoveText t = MoveText.parse(raw).orElse(null);
            if (t == null) {
                continue; // not every random square is a square of any board
            }
            for (char to : new char[] {'x', ':', '-'}) {
                char expectedSep = t.kind() == MoveText.Kind.STEP ? '-' : to;
                String expected = t.squares().stream().map(Square::toString)
                        .collect(Collectors.joining(String.valueOf(expectedSep)));
                assertEquals(expected, t.normalized(to), raw);
            }
            checked++;
        }
        assertEquals(true, checked > 10_000, "texts checked: " + checked);
    }

    @Test
    void leadingZerosAndOtherSeparatorsAreRewrittenAndACanonicalTextKept() {
        assertEquals("6-11", MoveText.parse("06-11").orElseThrow().normalized('x'));
        assertEquals("47x38x24", MoveText.parse("47:38:24").orElseThrow().normalized('x'));
        assertEquals("47:38:24", MoveText.parse("47x38x24").orElseThrow().normalized(':'));
        assertEquals("c3-d4", MoveText.parse("c3-d4").orElseThrow().normalized('x'));
        assertEquals("a3xc5xe7", MoveText.parse("a3:c5:e7").orElseThrow().normalized('x'));
        assertEquals("32-28", MoveText.parse("32-28").orElseThrow().normalized('x'));
    }

    @Test
    void squaresAreReadAsSquareParseReadsThem() {
        assertEquals(List.of(Square.algebraic('a', 3), Square.algebraic('c', 5)), MoveText.parse("a03xc5").orElseThrow().squares());
        assertEquals(List.of(Square.numeric(6), Square.numeric(11)), MoveText.parse("06-11").orElseThrow().squares());
        assertEquals(List.of(Square.algebraic('l', 99), Square.algebraic('k', 98)), MoveText.parse("l99-k98").orElseThrow().squares());
        for (String refused : List.of("a100-b4", "a0-b1", "00-11", "0-5", "a-b4", "32-", "132-28", "a1234-b2")) {
            assertEquals(java.util.Optional.empty(), MoveText.parse(refused), refused);
        }
        assertEquals(Square.parse("07"), MoveText.parse("07-11").orElseThrow().squares().get(0));
        assertEquals(Square.parse("h12"), MoveText.parse("h12-g11").orElseThrow().squares().get(0));
    }

    /** A number, sometimes with a leading zero (old files write {@code 06-11}). */
    private static String pad(int n, Random random) {
        return (random.nextInt(5) == 0 ? "0" : "") + n;
    }
}
