package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.algebraic;
import static org.hakem.rules.RulesAssertions.longNotations;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Spanish draughts (GameType 24) and Portuguese draughts (GameType 28): a1 is light (h1 dark), square 1 is
 * h1 at White's right; White on 1-12 starts.
 */
class SpanishRulesTest {

    private static Position spanish(String fen) {
        return Position.fromFen(Variants.SPANISH, fen);
    }

    @Test
    void squareOneIsAtWhitesRightCornerAndWhiteStartsOnOneToTwelve() {
        for (Variant v : new Variant[] {Variants.SPANISH, Variants.PORTUGUESE}) {
            Board b = v.board();
            assertEquals("h1", b.algebraic(1));
            assertEquals("b1", b.algebraic(4));
            assertEquals("a8", b.algebraic(32));
            assertEquals("W:W1-12:B21-32", v.initialPosition().toFen());
        }
        assertEquals(Variants.SPANISH, Variant.byGameType(24).orElseThrow());
        assertEquals(Variants.PORTUGUESE, Variant.byGameType(28).orElseThrow());
    }

    @Test
    void menCaptureForwardOnly() {
        assertEquals(Set.of("e4-d5", "e4-f5"), algebraic(spanish("W:We4:Bd3")));
    }

    @Test
    void mostPiecesFirstAKingCountingAsOne() {
        // d3 could take the king on e4 alone, or the men c4 and c6: two men
        assertEquals(Set.of("d3xb5xd7"), algebraic(spanish("W:Wd3:Bc4,c6,Ke4")));
    }

    @Test
    void amongEqualNumbersTheMostKings() {
        // two pieces either way; via e4 (a king) and g6
        for (Variant v : new Variant[] {Variants.SPANISH, Variants.PORTUGUESE}) {
            assertEquals(Set.of("d3xf5xh7"), algebraic(Position.fromFen(v, "W:Wd3:Bc4,c6,Ke4,g6")));
        }
    }

    @Test
    void flyingKings() {
        assertEquals(Set.of("h1xe4", "h1xd5", "h1xc6", "h1xb7", "h1xa8"), algebraic(spanish("W:WKh1:Bf3")));
        assertEquals(7, longNotations(spanish("W:WKh1:Ba2")).size());
    }
}
