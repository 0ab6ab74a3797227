package org.hakem.rules;

import static org.hakem.rules.RulesAssertions.capturesOf;
import static org.hakem.rules.RulesAssertions.longNotations;
import static org.hakem.rules.RulesAssertions.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The Turkish rules as the TDF V4.0 text (seed 001) states them, with its worked examples rebuilt from
 * the text (the seed's diagrams are missing, so each position holds exactly the pieces the text names,
 * plus a blocker where noted). Diagrams: {@code w}/{@code W} white man/king, {@code b}/{@code B} black.
 */
class TurkishRulesTest {

    private static final Variant TURKISH = Variants.TURKISH;
    private static final Variant CLASSIC = Variants.TURKISH_CLASSIC;

    private static Position turkish(String fen) {
        return Position.fromFen(TURKISH, fen);
    }

    @Test
    void startPositionHasSixteenMenEachOnRanksTwoThreeAndSixSevenWithWhiteToMove() {
        Position start = TURKISH.initialPosition();
        assertEquals(Side.WHITE, start.sideToMove());
        assertEquals(16, start.count(Piece.WHITE_MAN));
        assertEquals(16, start.count(Piece.BLACK_MAN));
        assertEquals("""
                . . . . . . . .
                b b b b b b b b
                b b b b b b b b
                . . . . . . . .
                . . . . . . . .
                w w w w w w w w
                w w w w w w w w
                . . . . . . . .
                """, start.diagram());
        assertEquals(8, start.legalMoves().size(), "only the eight men of rank 3 can step forward");
    }

    @Test
    void aManStepsOneSquareForwardOrSidewaysNeverBackwardOrDiagonally() {
        Position p = turkish("W:Wd4:BKh7");
        assertEquals(Set.of("d4-d5", "d4-c4", "d4-e4"), Set.copyOf(longNotations(p)));
    }

    @Test
    void aKingMovesAnyDistanceOrthogonallyOverEmptySquares() {
        Position p = turkish("W:WKd4,d6:Ba7");
        List<String> kingMoves = longNotations(p).stream().filter(m -> m.startsWith("d4")).toList();
        assertEquals(Set.of("d4-d5", "d4-d3", "d4-d2", "d4-d1", "d4-a4", "d4-b4", "d4-c4", "d4-e4", "d4-f4",
                "d4-g4", "d4-h4"), Set.copyOf(kingMoves), "the own man on d6 stops the king going up");
    }

    @Test
    void captureIsCompulsory() {
        Position p = turkish("W:Wd4,a2:Bd5,h7");
        assertEquals(List.of("d4xd6"), longNotations(p), "the plain moves of a2 are not allowed");
    }

    @Test
    void aManCapturesForwardAndSidewaysButNotBackward() {
        Position p = turkish("W:Wd4:Bd5,c4,e4,d3");
        assertEquals(Set.of("d4xd6", "d4xb4", "d4xf4"), Set.copyOf(longNotations(p)));
    }

    @Test
    void example1MaximumCaptureIsAMust_FourRatherThanTwo() {
        // White man f3 may take 4 (f3xf4xe5xd6xc7 to b7) or 2 (f3xf4xg5 to h5): the 4 must be taken.
        Position p = turkish("W:Wf3:Bf4,e5,d6,c7,g5");
        Move only = RulesAssertions.single(p.legalMoves());
        assertEquals("f3xf5xd5xd7xb7", only.longNotation(TURKISH.board()));
        assertEquals(List.of("f4", "e5", "d6", "c7"), capturesOf(TURKISH, only));
    }

    @Test
    void example2MaximumCaptureIsAMust_SixRatherThanFiveOrFour() {
        // f3xf4xg5xh6xg7xe7xc7 (6), f3xf4xe5xd6xe7xg7 (5), f3xf4xe5xd6xc7 (4): only the 6 is legal.
        Position p = turkish("W:Wf3:Bf4,g5,h6,g7,e7,c7,e5,d6");
        Move only = RulesAssertions.single(p.legalMoves());
        assertEquals(List.of("f4", "g5", "h6", "g7", "e7", "c7"), capturesOf(TURKISH, only));
        assertEquals("b7", TURKISH.board().name(only.to()));
    }

    @Test
    void example3AKingCapturesEightInLShapesAlongEitherOfTwoOrders() {
        // Black king c8 takes 8: c5 c3 e2 g2 h3 g4 f3 b2, or c5 c3 e2 f3 g4 h3 g2 b2. Pieces jumped are removed
        // at once, so on the last jump the king crosses e2 and c2 again to reach b2.
        Position p = turkish("B:Wc5,c3,e2,g2,h3,g4,f3,b2:BKc8");
        Set<List<String>> orders = p.legalMoves().stream().map(m -> capturesOf(TURKISH, m))
                .collect(Collectors.toSet());
        assertEquals(Set.of(
                List.of("c5", "c3", "e2", "g2", "h3", "g4", "f3", "b2"),
                List.of("c5", "c3", "e2", "f3", "g4", "h3", "g2", "b2")), orders);
        assertTrue(p.legalMoves().stream().allMatch(m -> TURKISH.board().name(m.to()).equals("a2")));
        assertEquals(1, p.movesMatching("c8xa2").size(), "both orders take the same pieces: one distinct move");
        Position after = play(p, "c8xa2");
        assertEquals("W:W:BKa2", after.toFen());
    }

    @Test
    void example4AKingMayNotTurnBack180DegreesBetweenTwoCaptures() {
        // The king takes c5, c3, e2, g2 and stops on h2; turning back west to take b2 is forbidden.
        Position p = turkish("B:Wc5,c3,e2,g2,b2:BKc8");
        Move only = RulesAssertions.single(p.legalMoves());
        assertEquals(List.of("c5", "c3", "e2", "g2"), capturesOf(TURKISH, only));
        assertEquals("h2", TURKISH.board().name(only.to()));
    }

    @Test
    void example5AManCapturingOntoTheLastRankIsPromotedWhenTheMoveEnds() {
        Position p = turkish("W:We4:Be5,e7");
        Move only = RulesAssertions.single(p.legalMoves());
        assertEquals("e4xe6xe8", only.longNotation(TURKISH.board()));
        assertTrue(only.promotes());
        assertEquals(Piece.WHITE_KING, p.play(only).pieceAt(TURKISH.board().parseSquare("e8")));
    }

    @Test
    void example6AManReachingTheLastRankWithoutCaptureStopsThereAndCannotCaptureInTheSameMove() {
        // f7-f8 promotes but cannot go on to take the king on e8; then Black's king must take e3 and d2
        // (two pieces) rather than the new king on f8 (one).
        Position p = turkish("W:Wf7,e3,d2:BKe8");
        assertTrue(longNotations(p).contains("f7-f8"));
        assertTrue(p.legalMoves().stream().noneMatch(Move::isCapture));
        Position after = play(p, "f7-f8");
        assertEquals(Piece.WHITE_KING, after.pieceAt(TURKISH.board().parseSquare("f8")));
        Set<List<String>> blackCaptures = after.legalMoves().stream().map(m -> capturesOf(TURKISH, m))
                .collect(Collectors.toSet());
        assertEquals(Set.of(List.of("e3", "d2")), blackCaptures);
    }

    @Test
    void example7AManCapturingThroughTheLastRankGoesOnAsAManAndIsPromotedAtTheEnd() {
        // f6 takes f7 and lands on f8, then takes the king on e8 sideways as a man and stops on d8.
        Position p = turkish("W:Wf6:Bf7,Ke8");
        Move only = RulesAssertions.single(p.legalMoves());
        assertEquals("f6xf8xd8", only.longNotation(TURKISH.board()));
        assertTrue(only.promotes());
    }

    @Test
    void aManOnTheLastRankInACaptureCapturesOnlyAsAManNotAsAFlyingKing() {
        // After f6xf8 the man could take c8 only as a king (at a distance): it is still a man.
        Position p = turkish("W:Wf6:Bf7,Kc8");
        Move only = RulesAssertions.single(p.legalMoves());
        assertEquals("f6xf8", only.longNotation(TURKISH.board()));
    }

    @Test
    void example8EqualCapturesByManOrKingAreBothAllowed() {
        Position p = turkish("W:We5,Kh1:Bf5,h6");
        assertEquals(Set.of("e5xg5", "h1xh7", "h1xh8"), Set.copyOf(longNotations(p)));
    }

    @Test
    void example9TheManMustCaptureWhenItTakesMoreThanTheKing() {
        Position p = turkish("W:We5,Kh1:Bf5,g6,h6");
        assertEquals(List.of("e5xg5xg7"), longNotations(p));
    }

    @Test
    void example10TheKingMustCaptureWhenItTakesMoreThanTheMan() {
        // h1xh6xg7 (2) beats e5xf5 (1). The own man on f6 stops the king turning south onto f5 from f7.
        Position p = turkish("W:We5,f6,Kh1:Bf5,h6,g7");
        assertTrue(p.legalMoves().stream().allMatch(m -> m.from() == TURKISH.board().parseSquare("h1")));
        assertTrue(p.legalMoves().stream().allMatch(m -> capturesOf(TURKISH, m).equals(List.of("h6", "g7"))));
        assertEquals(Set.of("h1xh7xf7", "h1xh7xe7", "h1xh7xd7", "h1xh7xc7", "h1xh7xb7", "h1xh7xa7"),
                Set.copyOf(longNotations(p)));
    }

    @Test
    void capturedKingsAndMenCountTheSameForTheMaximum() {
        // a4 takes two men (a5, a7), e4 takes two kings (e5, e7): two pieces each way, both allowed.
        Position p = turkish("W:Wa4,e4:Ba5,a7,Ke5,Ke7");
        Set<String> moves = Set.copyOf(longNotations(p));
        assertEquals(Set.of("a4xa6xa8", "e4xe6xe8"), moves);
    }

    @Test
    void aKingCapturesAtADistanceAndLandsOnAnyEmptySquareBeyond() {
        Position p = turkish("W:WKa1:Ba4,h7");
        assertEquals(Set.of("a1xa5", "a1xa6", "a1xa7", "a1xa8"), Set.copyOf(longNotations(p)));
    }

    @Nested
    class Classic {

        @Test
        void promotionEndsTheMove() {
            // Seed 000/003: "A piece reaching the far row ... gets promoted to a king, and the move terminates."
            Position p = Position.fromFen(CLASSIC, "W:Wf6:Bf7,Ke8");
            Move only = RulesAssertions.single(p.legalMoves());
            assertEquals("f6xf8", only.longNotation(CLASSIC.board()));
            assertTrue(only.promotes());
        }

        @Test
        void aKingAgainstASingleManWins() {
            Game g = Game.start(Position.fromFen(CLASSIC, "W:WKa1:Bh7"));
            assertEquals(Outcome.win(Side.WHITE, Outcome.Reason.KING_AGAINST_SINGLE_MAN), g.outcome().orElseThrow());
        }

        @Test
        void oneKingEachIsNotADrawInTheClassicReading() {
            Game g = Game.start(Position.fromFen(CLASSIC, "W:WKa1:BKh8"));
            assertFalse(g.isOver());
        }
    }

    @Nested
    class EndOfGame {

        @Test
        void onePieceEachIsADraw() {
            Game g = Game.start(turkish("W:WKa1:Bh7"));
            assertEquals(Outcome.draw(Outcome.Reason.ONE_PIECE_EACH), g.outcome().orElseThrow());
        }

        @Test
        void aSideWithNoLegalMoveLoses() {
            // White's man on a7 is blocked by the black kings on a8 and b7 (it cannot jump b7: c7 is taken).
            Game g = Game.start(turkish("W:Wa7:BKa8,Kb7,c7"));
            assertEquals(Outcome.win(Side.BLACK, Outcome.Reason.NO_LEGAL_MOVE), g.outcome().orElseThrow());
        }

        @Test
        void theThirdOccurrenceOfAPositionIsADraw() {
            Game g = Game.start(turkish("W:WKa1,Kb1:BKh8,Kg8"));
            for (int round = 0; round < 2; round++) {
                assertFalse(g.isOver());
                playText(g, "a1-a2");
                playText(g, "h8-h7");
                playText(g, "a2-a1");
                playText(g, "h7-h8");
            }
            assertEquals(3, g.repetitions());
            assertEquals(Outcome.draw(Outcome.Reason.THREEFOLD_REPETITION), g.outcome().orElseThrow());
        }

        @Test
        void fiftyPliesWithoutCaptureDrawOnlyUnderTheOptionalTournamentRule() {
            Position start = turkish("W:WKa1,Kb1:BKh8,Kg8");
            Game tournament = Game.start(start, Game.Options.turkishTournament());
            RulesAssertions.playQuietKingMovesUntilTheEnd(tournament);
            assertEquals(Outcome.draw(Outcome.Reason.NO_CAPTURE_DRAW), tournament.outcome().orElseThrow());
            assertEquals(50, tournament.ply());
            Game plain = Game.start(start);
            tournament.moves().forEach(plain::play);
            assertFalse(plain.isOver(), "without the tournament option the game goes on");
        }
    }

    private static void playText(Game g, String text) {
        RulesAssertions.play(g, text);
    }
}
