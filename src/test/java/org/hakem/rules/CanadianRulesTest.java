package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.algebraic;
import static org.hakem.rules.RulesAssertions.single;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Canadian draughts: the International rules on 12x12, 30 men each. Squares are PDN numbers 1..72 (GameType 27
 * "W,12,12,N2,0": square 1 at the top left seen from White, the starting player, so 1 = b12 and 72 = k1); the
 * positions below are written with algebraic names, which numeric boards also read.
 */
class CanadianRulesTest {

    private static final Variant CANADIAN = Variants.CANADIAN;
    private static final Board BOARD = CANADIAN.board();

    private static Position canadian(String fen) {
        return Position.fromFen(CANADIAN, fen);
    }

    @Test
    void thirtyMenEachOnTheFiveNearestRanksWhiteBegins() {
        assertEquals(CANADIAN, Variant.byGameType(27).orElseThrow());
        assertTrue(BOARD.isWide(), "72 squares need more than one 64-bit word");
        Position start = CANADIAN.initialPosition();
        assertEquals("W:W43-72:B1-30", start.toFen());
        assertEquals(30, start.pieceCount(Side.WHITE));
        assertEquals(30, start.pieceCount(Side.BLACK));
        assertEquals(30, CANADIAN.menPerSide());
        assertEquals(Side.WHITE, start.sideToMove());
        // the numbering: 1 = b12 .. 6 = l12 on Black's back rank, 67 = a1 .. 72 = k1 on White's
        assertEquals("b12", BOARD.algebraic(1));
        assertEquals("l12", BOARD.algebraic(6));
        assertEquals("a11", BOARD.algebraic(7));
        assertEquals("a1", BOARD.algebraic(67));
        assertEquals("k1", BOARD.algebraic(72));
        assertEquals(72, BOARD.squareCount());
        // White's front rank is rank 5 (a5..k5 = 43..48): a5 has one step, the others two
        assertEquals(Set.of("43-37", "44-37", "44-38", "45-38", "45-39", "46-39", "46-40", "47-40", "47-41", "48-41",
                "48-42"), Set.copyOf(RulesAssertions.longNotations(start)));
    }

    @Test
    void aManCapturesBackwardAsWellAsForward() {
        assertEquals(Set.of("f6xd4"), algebraic(canadian("W:Wf6:Be5")));
        assertEquals(Set.of("e5xg7"), algebraic(canadian("B:Wf6:Be5")), "a black man captures backward too");
    }

    @Test
    void aFlyingKingCapturesFromAfarAndLandsOnAnyEmptySquareBeyond() {
        // the long diagonal a1..l12 crosses the boundary of the two words of the board's sets
        assertEquals(Set.of("a1xf6", "a1xg7", "a1xh8", "a1xi9", "a1xj10", "a1xk11", "a1xl12"),
                algebraic(canadian("W:WKa1:Be5")));
        // a king that can go on must: after e5 only a landing on h8 has a further capture (f10 on h8-g9-f10-e11)
        assertEquals(Set.of("a1xh8xe11", "a1xh8xd12"), algebraic(canadian("W:WKa1:Be5,f10")));
    }

    @Test
    void theMostPiecesMustBeTakenAndAKingCountsAsOnePiece() {
        // e5xc7 would take the king on d6; e5xg7xe9 takes the men on f6 and f8: two pieces beat one king
        assertEquals(Set.of("e5xg7xe9"), algebraic(canadian("W:We5:BKd6,f6,f8")));
        // a king and a man (e5xc7xa9) against two men (e5xg7xe9): equal counts, free choice
        assertEquals(Set.of("e5xc7xa9", "e5xg7xe9"), algebraic(canadian("W:We5:BKd6,b8,f6,f8")));
        // a king capturing counts no more than a man capturing: the man's two pieces beat the king's one
        assertEquals(Set.of("e5xg7xe9"), algebraic(canadian("W:We5,Ka1:Bc3,f6,f8")));
    }

    @Test
    void aManPassingTheLastRankDuringACaptureIsNotPromoted() {
        // f10 takes g11 landing on h12 (White's last rank), then takes i11 and ends on j10: still a man
        Position p = canadian("W:Wf10:Bg11,i11");
        Move only = single(p.legalMoves());
        assertEquals("f10xh12xj10", algebraic(p).iterator().next());
        assertFalse(only.promotes());
        assertEquals(Piece.WHITE_MAN, p.play(only).pieceAt(BOARD.parseSquare("j10")));
    }

    @Test
    void aManEndingItsMoveOnTheLastRankIsPromoted() {
        Position step = canadian("W:Wa11:Bl2");
        Move toB12 = single(step.movesMatching("a11-b12"));
        assertTrue(toB12.promotes());
        assertEquals(Piece.WHITE_KING, step.play(toB12).pieceAt(1));
        Position capture = canadian("W:Wd10:Be11");
        Move x = single(capture.legalMoves());
        assertEquals(BOARD.parseSquare("f12"), x.to());
        assertTrue(x.promotes());
        assertEquals(Piece.WHITE_KING, capture.play(x).pieceAt(BOARD.parseSquare("f12")));
        Position black = canadian("B:Wa1:Bj2");
        Position after = black.play(single(black.movesMatching("j2-k1")));
        assertEquals(Piece.BLACK_KING, after.pieceAt(72));
    }

    @Test
    void aManTakesElevenPiecesAcrossTheWholeBoard() {
        // up the a/b files, across rank 10 and down the j file: 11 jumps, landing squares on both words' bits
        Position p = canadian("W:Wa1:Bb2,b4,b6,b8,b10,d10,f10,h10,j8,j6,j4");
        Move only = single(p.legalMoves());
        assertEquals(11, only.captureCount());
        assertEquals(Set.of("a1xc3xa5xc7xa9xc11xe9xg11xi9xk7xi5xk3"), algebraic(p));
        Position after = p.play(only);
        assertEquals(0, after.pieceCount(Side.BLACK));
        assertEquals(List.of(BOARD.parseSquare("k3")), after.squares(Piece.WHITE_MAN));
    }

    @Test
    void aKingTakesAtLeastAsManyAndTheMajorityRuleKeepsOnlyTheLongest() {
        // the same eleven men for a king on a1: it has more routes, each legal move takes the most pieces
        Position p = canadian("W:WKa1:Bb2,b4,b6,b8,b10,d10,f10,h10,j8,j6,j4");
        int most = p.legalMoves().stream().mapToInt(Move::captureCount).max().orElse(0);
        assertTrue(most >= 10, "expected a capture of 10 or more pieces, got " + most);
        assertTrue(p.legalMoves().stream().allMatch(m -> m.captureCount() == most));
        assertEquals(ReferenceGenerator.legalMoves(p), Set.copyOf(asReferenceStrings(p)));
    }

    private static List<String> asReferenceStrings(Position p) {
        List<String> out = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            out.add(ReferenceGenerator.describe(m));
        }
        return out;
    }

    @Test
    void fenRoundTripWithSquaresUpTo72() {
        String fen = "B:W40,50,61-63,K72:BK1,7,20-22,K64";
        Position p = canadian(fen);
        assertEquals("B:W40,50,61-63,K72:BK1,7,20-22,K64", p.toFen());
        assertEquals(p, canadian(p.toFen()));
        assertEquals(Piece.WHITE_KING, p.pieceAt(72));
        assertEquals(Piece.BLACK_KING, p.pieceAt(64));
        assertEquals(Piece.WHITE_MAN, p.pieceAt(63));
        assertEquals(Piece.BLACK_KING, p.pieceAt(1));
        assertEquals(List.of(40, 50, 61, 62, 63), p.squares(Piece.WHITE_MAN));
        assertEquals(List.of(72), p.squares(Piece.WHITE_KING));
        assertEquals(72 - 12, p.squares(Piece.EMPTY).size());
        assertEquals(2, p.kingCount(Side.BLACK));
        // the same squares written algebraically read the same position
        assertEquals(p, canadian("B:W" + names(40, 50, 61, 62, 63) + ",Kk1:BKb12,a11," + names(20, 21, 22) + ",K"
                + BOARD.algebraic(64)));
    }

    private static String names(int... squares) {
        List<String> out = new ArrayList<>();
        for (int sq : squares) {
            out.add(BOARD.algebraic(sq));
        }
        return String.join(",", out);
    }

    @Test
    void theHashIsTheXorOfTheSquareKeysOnBothWords() {
        Position p = canadian("W:W63,K72:BK1,20");
        long expected = Zobrist.key(0, 63) ^ Zobrist.key(1, 72) ^ Zobrist.key(3, 1) ^ Zobrist.key(2, 20);
        assertEquals(expected, p.hash());
        assertFalse(p.hash() == canadian("W:W63,K71:BK1,20").hash());
    }

    @Test
    void impossiblePositionsAreRefusedNamingTheSquare() {
        assertMessage("73", () -> canadian("W:W73:B1"));
        assertMessage("white man on 3", () -> canadian("W:W3:B40"));
        assertMessage("black man on 70", () -> canadian("W:W40:B70"));
        assertMessage("70", () -> canadian("W:W70:B70"));
        assertMessage("31 pieces", () -> canadian("W:W42-72:B1"));
        assertMessage("light square", () -> canadian("W:Wa2:B1"));
    }

    private static void assertMessage(String expected, org.junit.jupiter.api.function.Executable code) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, code);
        assertTrue(e.getMessage().contains(expected), () -> "expected '" + expected + "' in: " + e.getMessage());
    }
}
