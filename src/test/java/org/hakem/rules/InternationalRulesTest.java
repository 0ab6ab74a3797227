package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.capturesOf;
import static org.hakem.rules.RulesAssertions.longNotations;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** International draughts: seed 002 and the FMJD game-end rules. Squares are PDN numbers 1..50. */
class InternationalRulesTest {

    private static final Variant INTERNATIONAL = Variants.INTERNATIONAL;

    private static Position international(String fen) {
        return Position.fromFen(INTERNATIONAL, fen);
    }

    @Test
    void twentyMenEachOnTheFourNearestRanksWhiteBegins() {
        Position start = INTERNATIONAL.initialPosition();
        assertEquals("W:W31-50:B1-20", start.toFen());
        assertEquals(Set.of("31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"),
                Set.copyOf(longNotations(start)));
    }

    @Test
    void aManCapturesBackwardAsWellAsForward() {
        assertEquals(List.of("28x37"), longNotations(international("W:W28:B32")));
    }

    @Test
    void theCaptureTakingMostPiecesIsCompulsoryAndAKingCountsAsOnePiece() {
        // 28x19 would take the king on 23; 28x17x6 takes the men on 22 and 11: two pieces beat one king.
        assertEquals(List.of("28x17x6"), longNotations(international("W:W28:B11,22,K23")));
    }

    @Test
    void capturedPiecesStayUntilTheEndOfTheMoveAndBlockTheKing() {
        //   a7 .  .          The king on a1 (46) takes c3 (37), d6 (22) and b6 (21), landing on a5 (26).
        //   a5 .  b . b      Going on from a5 towards d2 (39) would cross c3, which is still on the board
        //                    until the move ends: the piece on d2 stays.
        //   c3 b, d2 b, a1 W
        Position p = international("W:WKa1:Bc3,d6,b6,d2");
        Move only = RulesAssertions.single(p.legalMoves());
        assertEquals(List.of("37", "22", "21"), capturesOf(INTERNATIONAL, only));
        assertEquals(26, only.to());
    }

    @Test
    void aManPassingTheLastRankDuringACaptureIsNotPromoted() {
        // 11 takes 7 landing on 2 (last rank), then takes 8 and ends on 13: still a man.
        Position p = international("W:W11:B7,8");
        Move only = RulesAssertions.single(p.legalMoves());
        assertEquals("11x2x13", only.longNotation(INTERNATIONAL.board()));
        assertFalse(only.promotes());
        assertEquals(Piece.WHITE_MAN, p.play(only).pieceAt(13));
    }

    @Test
    void aManEndingItsMoveOnTheLastRankIsPromoted() {
        Move only = RulesAssertions.single(international("W:W11:B7").legalMoves());
        assertTrue(only.promotes());
    }

    @Test
    void aKingFliesAlongTheDiagonalsOverEmptySquares() {
        Set<String> moves = Set.copyOf(longNotations(international("W:WK33:B1")));
        assertEquals(Set.of("33-28", "33-22", "33-17", "33-11", "33-6", "33-29", "33-24", "33-20", "33-15",
                "33-38", "33-42", "33-47", "33-39", "33-44", "33-50"), moves);
    }

    @Test
    void aKingMayLandOnAnyEmptySquareBeyondThePieceWhenTheCaptureEnds() {
        assertEquals(Set.of("46x32", "46x28", "46x23", "46x19", "46x14", "46x10", "46x5"),
                Set.copyOf(longNotations(international("W:WK46:B37"))));
    }

    @Test
    void aPlayerWithNoLegalMoveLosesTheGame() {
        // White's only man, on 6, is blocked by the black man on 1 (it cannot jump off the board).
        Game g = Game.start(international("W:W6:B1"));
        assertEquals(Outcome.win(Side.BLACK, Outcome.Reason.NO_LEGAL_MOVE), g.outcome().orElseThrow());
    }

    @Test
    void theBottomLeftSquareFromEachPlayersSideIsPlayable() {
        Board b = INTERNATIONAL.board();
        assertEquals(46, b.parseSquare("a1"));
        assertEquals(5, b.parseSquare("j10"));
    }

    @Test
    void twentyFiveMovesEachOfKingMovesOnlyWithoutCaptureIsADraw() {
        Game g = Game.start(international("W:WK46,K5,45:BK1,K50,6"));
        RulesAssertions.playQuietKingMovesUntilTheEnd(g);
        assertEquals(Outcome.draw(Outcome.Reason.KING_MOVES_ONLY), g.outcome().orElseThrow());
        assertEquals(50, g.ply());
    }

    @Test
    void threeKingsAgainstAKingIsDrawnAfterSixteenMovesEach() {
        Game g = Game.start(international("W:WK46,K5,K45:BK1"));
        RulesAssertions.playQuietKingMovesUntilTheEnd(g);
        assertEquals(Outcome.draw(Outcome.Reason.SIXTEEN_MOVE_RULE), g.outcome().orElseThrow());
        assertEquals(32, g.ply());
    }

    @Test
    void twoKingsAgainstAKingIsDrawnAfterFiveMovesEach() {
        Game g = Game.start(international("W:WK46,K5:BK1"));
        RulesAssertions.playQuietKingMovesUntilTheEnd(g);
        assertEquals(Outcome.draw(Outcome.Reason.FIVE_MOVE_RULE), g.outcome().orElseThrow());
        assertEquals(10, g.ply());
    }

    @Test
    void theThirdOccurrenceOfAPositionIsADraw() {
        Game g = Game.start(international("W:WK47,K48:BK3,K4"));
        for (int i = 0; i < 2; i++) {
            RulesAssertions.play(g, "47-42");
            RulesAssertions.play(g, "3-9");
            RulesAssertions.play(g, "42-47");
            RulesAssertions.play(g, "9-3");
        }
        assertEquals(Outcome.draw(Outcome.Reason.THREEFOLD_REPETITION), g.outcome().orElseThrow());
    }
}
