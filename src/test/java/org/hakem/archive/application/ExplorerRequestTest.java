package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.hakem.archive.domain.GameLine;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Move;
import org.hakem.rules.Position;
import org.hakem.rules.Side;
import org.hakem.rules.Variant;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.Test;

class ExplorerRequestTest {

    static ExplorerRequest at(String variant, String moves, String fen) {
        return new ExplorerRequest(variant, moves, fen, null, null, null, null, null, null, null, null);
    }

    @Test
    void aPathOfShortMovesWalksFromTheStartPosition() {
        ExplorerRequest.Walk w = at("turkish", "c3-c4_f6-f5", null).walk();
        assertEquals(2, w.steps().size());
        assertEquals("c3-c4", w.steps().get(0).path());
        assertEquals("c3-c4_f6-f5", w.path());
        assertEquals(Side.WHITE, w.position().sideToMove());
        Position expected = Variants.TURKISH.initialPosition();
        for (String m : List.of("c3-c4", "f6-f5")) {
            expected = expected.play(only(expected, m));
        }
        assertEquals(expected, w.position());
        assertEquals("c3-c4_f6-f5_d3-d4", w.extendedBy("d3-d4"));
        assertNull(w.extendedBy("d3-d5"), "not a legal move: no link");
        assertEquals("turkish", at(null, null, null).walk().variant().id(), "Turkish draughts by default");
        assertEquals(Variants.TURKISH.initialPosition(), at("", "", null).walk().position());
    }

    @Test
    void anIllegalMoveIsNamedByItsNumberInThePath() {
        ValidationException e = assertThrows(ValidationException.class,
                () -> at("turkish", "c3-c4_c4-c5_f6-f5", null).walk());
        String text = e.fieldErrors().get("moves");
        assertTrue(text.startsWith("move 2 of the path, 'c4-c5', is not a legal move in B:"), text);
        String tr = e.fieldErrors(Locale.forLanguageTag("tr")).get("moves");
        assertTrue(tr.startsWith("yoldaki 2. hamle, 'c4-c5',"), tr);
        ValidationException first = assertThrows(ValidationException.class, () -> at("international", "31-26x", null).walk());
        assertTrue(first.fieldErrors().get("moves").startsWith("move 1 of the path, '31-26x'"), first.fieldErrors().toString());
    }

    @Test
    void aFenStartsThePathAndMistakesNameTheirParameter() {
        ExplorerRequest.Walk w = at("international", "32-28", "W:W31-50:B1-20").walk();
        assertEquals("W:W31-50:B1-20", w.fen());
        assertEquals(Side.BLACK, w.position().sideToMove());
        ValidationException variant = assertThrows(ValidationException.class, () -> at("shogi", "c3-c4", null).walk());
        assertTrue(variant.fieldErrors().get("variant").contains("no variant 'shogi'"), variant.fieldErrors().toString());
        ValidationException fen = assertThrows(ValidationException.class, () -> at("international", "32-28", "W:W1-50:B1").walk());
        assertTrue(fen.fieldErrors().containsKey("fen"), fen.fieldErrors().toString());
        ValidationException filters = assertThrows(ValidationException.class, () -> new ExplorerRequest("turkish", null,
                null, "x", "left", null, 2000, 1990, 2200, 2100, null).walk());
        assertEquals(List.of("side", "yearTo", "ratingTo"), List.copyOf(filters.problems().keySet()));
    }

    @Test
    void everyGamesMovesWalkToItsPositions() {
        for (Variant v : List.of(Variants.TURKISH, Variants.INTERNATIONAL, Variants.ENGLISH, Variants.BRAZILIAN)) {
            RandomGames random = new RandomGames(v.id().hashCode());
            for (int i = 0; i < 20; i++) {
                GameLine line = random.play(v, 80);
                for (int ply = 0; ply < line.moves().size(); ply += 7) {
                    assertEquals(line.positions().get(ply), at(v.id(), ExplorerRequest.pathOf(line, ply), null).walk().position());
                }
                String path = ExplorerRequest.pathOf(line, line.moves().size());
                ExplorerRequest.Walk w = at(v.id(), path, null).walk();
                assertEquals(line.positions().get(line.positions().size() - 1), w.position(), v.id() + " " + path);
                assertEquals(line.moves().size(), w.steps().size());
            }
        }
    }

    static Move only(Position p, String notation) {
        return p.legalMoves().stream().filter(m -> m.notation(p.variant().board()).equals(notation)).findFirst().orElseThrow();
    }
}
