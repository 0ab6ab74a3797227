package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.algebraic;
import static org.hakem.rules.RulesAssertions.longNotations;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Italian draughts (FID, GameType 22). The board has a dark square at each player's bottom right (h1), so
 * a1 is light; squares are numbered 1 (a8) to 32 (h1) from White's top left; Black on 1-12, White on 21-32
 * starts. Positions are written with FID numbers or, where geometry matters, algebraic names.
 */
class ItalianRulesTest {

    private static final Variant ITALIAN = Variants.ITALIAN;

    private static Position italian(String fen) {
        return Position.fromFen(ITALIAN, fen);
    }

    @Test
    void theBoardHasItsDarkCornerAtWhitesRightAndSquareOneTopLeft() {
        Board b = ITALIAN.board();
        assertEquals("a8", b.algebraic(1));
        assertEquals("h1", b.algebraic(32));
        assertEquals("b1", b.algebraic(29));
        assertEquals(ITALIAN, Variant.byGameType(22).orElseThrow());
    }

    @Test
    void whiteOnTwentyOneToThirtyTwoBegins() {
        Position start = ITALIAN.initialPosition();
        assertEquals("W:W21-32:B1-12", start.toFen());
        assertEquals(Set.of("21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"),
                Set.copyOf(longNotations(start)));
    }

    @Test
    void menMoveAndCaptureForwardOnly() {
        // the black man on 22 stands behind the white man on 18: no capture, only the two forward steps
        assertEquals(Set.of("18-13", "18-14"), Set.copyOf(longNotations(italian("W:W18:B22"))));
    }

    @Test
    void aManMayNotCaptureAKing() {
        assertEquals(List.of("22x13"), longNotations(italian("W:W22:B18")));
        assertEquals(List.of("22-19"), longNotations(italian("W:W22:BK18")));
    }

    @Test
    void kingsMoveOneSquare() {
        assertEquals(Set.of("18-13", "18-14", "18-21", "18-22"), Set.copyOf(longNotations(italian("W:WK18:B1"))));
    }

    @Test
    void theCaptureTakingMostPiecesComesFirst() {
        // the man on d3 can take e4 and f6 (via f5); the king on b5 only one man
        assertEquals(Set.of("d3xf5xh7"), algebraic(italian("W:Wd3,Kb5:Be4,g6,c6")));
    }

    @Test
    void amongEqualCapturesTheKingMustCapture() {
        // man b3 could take c4, king f3 could take g4: the king must
        assertEquals(Set.of("f3xh5"), algebraic(italian("W:Wb3,Kf3:Bc4,g4")));
    }

    @Test
    void aKingMustTakeTheMostKings() {
        assertEquals(Set.of("d3xf5"), algebraic(italian("W:WKd3:Bc4,Ke4")));
    }

    @Test
    void amongCapturesOfEqualKingsTheOneMeetingAKingFirst() {
        // both captures take a king and a man; d1xf3xh5 meets the king on e2 first
        assertEquals(Set.of("d1xf3xh5"), algebraic(italian("W:WKd1:BKe2,g4,c2,Kc4")));
    }

    @Test
    void aManReachingTheLastRankIsCrowned() {
        Move m = RulesAssertions.single(italian("W:W5:B20").legalMoves().stream()
                .filter(x -> x.to() == 1).toList());
        assertEquals(true, m.promotes());
    }

    @Test
    void noAutomaticRepetitionDraw() {
        Game g = Game.start(italian("W:WK29:BK4"));
        for (int i = 0; i < 3; i++) {
            RulesAssertions.play(g, "29-25");
            RulesAssertions.play(g, "4-8");
            RulesAssertions.play(g, "25-29");
            RulesAssertions.play(g, "8-4");
        }
        assertFalse(g.isOver());
    }
}
