package org.hakem.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FEN reading and writing, and the refusal of positions that cannot occur. */
class PositionTest {

    @Test
    void fenRoundTripsForEveryVariant() {
        for (Variant v : Variant.all()) {
            Position start = v.obstacleCount() > 0 ? v.initialPosition(3) : v.initialPosition();
            assertEquals(start, Position.fromFen(v, start.toFen()), v.id());
        }
    }

    @Test
    void theWholeBoardAtOnceIsWhatEverySquareHolds() {
        // every variant (a wide board, obstacles), played on at random until kings appear or the game ends
        java.util.Random random = new java.util.Random(7);
        for (Variant v : Variant.all()) {
            Position p = v.obstacleCount() > 0 ? v.initialPosition(5) : v.initialPosition();
            Piece[] out = new Piece[v.board().squareCount() + 1];
            for (int ply = 0; ply < 200; ply++) {
                p.piecesBySquare(out);
                for (int sq = 1; sq <= v.board().squareCount(); sq++) {
                    assertEquals(p.pieceAt(sq), out[sq], v.id() + " square " + sq + " in " + p.toFen());
                }
                var moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                p = p.play(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    @Test
    void theChangesFromThePreviousPositionGiveItsSquaresAndItsHash() {
        // every variant (a wide board, obstacles), played on at random: the squares differingSquares names are
        // exactly those whose piece changed, and the hash followed from the previous one is the whole hash
        java.util.Random random = new java.util.Random(11);
        for (Variant v : Variant.all()) {
            Position p = v.obstacleCount() > 0 ? v.initialPosition(5) : v.initialPosition();
            long hash = p.hash();
            int[] changed = new int[v.board().squareCount()];
            for (int ply = 0; ply < 200; ply++) {
                var moves = p.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                Position next = p.play(moves.get(random.nextInt(moves.size())));
                Set<Integer> expected = new java.util.TreeSet<>();
                for (int sq = 1; sq <= v.board().squareCount(); sq++) {
                    if (next.pieceAt(sq) != p.pieceAt(sq)) {
                        expected.add(sq);
                    }
                }
                int n = next.differingSquares(p, changed);
                Set<Integer> actual = new java.util.TreeSet<>();
                for (int i = 0; i < n; i++) {
                    actual.add(changed[i]);
                }
                assertEquals(expected, actual, v.id() + " after " + p.toFen());
                assertEquals(n, actual.size(), "each square once");
                assertTrue(n >= 2, "a move empties one square and fills another");
                hash = next.hash(p, hash);
                assertEquals(next.hash(), hash, v.id() + " " + next.toFen());
                p = next;
            }
        }
    }

    @Test
    void kingsArePrefixedWithKAndRangesAreRead() {
        Position p = Position.fromFen(Variants.INTERNATIONAL, "B:W31-33,K40:BK1,12-14.");
        assertEquals("B:W31-33,K40:BK1,12-14", p.toFen());
        assertEquals(Piece.WHITE_KING, p.pieceAt(40));
        assertEquals(Piece.BLACK_MAN, p.pieceAt(13));
        assertEquals(Side.BLACK, p.sideToMove());
    }

    @Test
    void turkishUsesAlgebraicSquares() {
        Position p = Position.fromFen(Variants.TURKISH, "W:Wa2,Kh8:Bd5");
        assertEquals("W:Wa2,Kh8:Bd5", p.toFen());
        assertEquals(Piece.WHITE_KING, p.pieceAt(Variants.TURKISH.board().parseSquare("h8")));
    }

    @ParameterizedTest(name = "{0} {1} is refused: {2}")
    @CsvSource(delimiter = '|', value = {
        "international|W:W51:B1|square 51 is off the board",
        "international|W:W0:B1|square 0 is off the board",
        "turkish|W:Wi2:Bd5|'i2' is off the 8x8 board",
        "czech|W:Wa2:Bh8|'a2' is a light square",
        "english|W:W21-32,1:B5-12,13-16|white has 13 pieces",
        "turkish|W:Wa1:Bh7|white man on a1 cannot occur: turkish men start on rank 2",
        "turkish|W:Wa2:Bh8|black man on h8 cannot occur",
        "international|W:W3:B40|white man on 3 cannot occur: a man on its last rank is a king",
        "english|W:W5,5:B1|already taken",
        "english|W:W5:B5|already taken",
        "english|X:W5:B1|expected W or B",
        "english|W:W5|expected side to move and both sides' pieces",
        "english|W:W5:X1,2,3|both W and B fields are required",
        "english|W:W5:B1:Q3|expected W, B or X",
        "english|W:W:B|no pieces on the board",
        "english|W:WK:B1|empty square",
    })
    void invalidPositionsAreRefusedWithAClearMessage(String variant, String fen, String expected) {
        var e = assertThrows(InvalidPositionException.class, () -> Position.fromFen(Variant.require(variant), fen));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertTrue(e.getMessage().contains(fen), "the message quotes the FEN: " + e.getMessage());
    }

    @Test
    void variantsAreFoundByIdAndByGameType() {
        assertEquals(Variants.TURKISH, Variant.byGameType(30).orElseThrow());
        assertEquals(Variants.INTERNATIONAL, Variant.byGameType(20).orElseThrow());
        assertEquals(Variants.ENGLISH, Variant.byGameType(21).orElseThrow());
        assertEquals(Variants.CZECH, Variant.byGameType(29).orElseThrow());
        assertEquals(Variants.TURKISH_CLASSIC, Variant.require("turkish-classic"));
        var e = assertThrows(IllegalArgumentException.class, () -> Variant.require("chess"));
        assertTrue(e.getMessage().contains("turkish"), e.getMessage());
    }

    @Test
    void zobristHashIsStableAcrossRunsAndDistinguishesTheSideToMove() {
        Position start = Variants.INTERNATIONAL.initialPosition();
        // Pinned: the archive stores these hashes, so they must never change.
        assertEquals(0xc1e45201caefdc82L, start.hash(), Long.toHexString(start.hash()));
        assertNotEquals(start.hash(), start.withSideToMove(Side.BLACK).hash());
        Position a = RulesAssertions.play(RulesAssertions.play(start, "32-28"), "19-23");
        Position b = RulesAssertions.play(RulesAssertions.play(start, "32-28"), "19-23");
        assertEquals(a.hash(), b.hash());
    }

    @Test
    void aMoveIsWrittenShortUnlessAnotherCaptureSharesItsOriginAndDestination() {
        // English: the king on 14 may take 17 alone (14x21), or go round 10, 11, 19, 18 (either way round) and
        // take 17 last, also ending on 21 (free choice). The long capture is written with its landing squares.
        Position p = Position.fromFen(Variants.ENGLISH, "W:WK14:B5,10,11,17-19,28");
        assertEquals(Set.of("14x21", "14x7x16x23x14x21", "14x23x16x7x14x21"),
                p.legalMoves().stream().map(p::notation).collect(Collectors.toSet()));
        for (Move m : p.legalMoves()) {
            String written = p.notation(m);
            assertEquals(1, p.movesMatching(written).size(), written);
            assertTrue(p.movesMatching(written).get(0).sameEffect(m), written);
        }
        Position start = Variants.ENGLISH.initialPosition();
        assertEquals("9-13", start.notation(start.movesMatching("9-13").get(0)));
    }

    @Test
    void anIllegalMoveIsRefused() {
        Position start = Variants.ENGLISH.initialPosition();
        Move fake = new Move(21, new int[] {17}, new int[0], false);
        var e = assertThrows(IllegalMoveException.class, () -> start.play(fake));
        assertTrue(e.getMessage().contains("21-17"), e.getMessage());
    }
}
