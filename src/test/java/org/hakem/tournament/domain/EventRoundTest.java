package org.hakem.tournament.domain;

import org.hakem.event.domain.InvalidEventException;

import static org.hakem.tournament.domain.SwissEventTest.event;
import static org.hakem.tournament.domain.SwissEventTest.no;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.hakem.event.domain.BoardResult;

/**
 * A tournament round: its boards in order (games, then byes), each entry once, published until it has results; a board
 * takes the results and the game of its kind, noting who changed them.
 */
class EventRoundTest {

    @Test
    void theByesComeAfterTheGamesWhateverTheOrderPlanned() throws Exception {
        TournamentEvent e = event(EventSystem.SWISS, 5, null);
        EventRound r = new EventRound(e, 1, List.of(
                new EventRound.PlannedBoard(no(e, 5), null, BoardResult.PAIRING_BYE),
                new EventRound.PlannedBoard(no(e, 1), no(e, 3), BoardResult.PENDING),
                new EventRound.PlannedBoard(no(e, 4), no(e, 2), BoardResult.PENDING)));
        assertEquals(List.of("1: 1 Oyuncu 1 – 3 Oyuncu 3", "2: 4 Oyuncu 4 – 2 Oyuncu 2", "3: 5 Oyuncu 5 bye"),
                r.boards().stream().map(Pairing::describe).toList());
        assertEquals(e.id(), r.eventId());
        assertEquals(1, r.number());
    }

    @Test
    void anEntryPairedTwiceIsRefusedByName() throws Exception {
        TournamentEvent e = event(EventSystem.SWISS, 4, null);
        InvalidEventException twice = assertThrows(InvalidEventException.class, () -> new EventRound(e, 2, List.of(
                new EventRound.PlannedBoard(no(e, 1), no(e, 3), BoardResult.PENDING),
                new EventRound.PlannedBoard(no(e, 2), no(e, 3), BoardResult.PENDING))));
        assertEquals("event.round.paired-twice", twice.problems().get("boards").code());
        assertEquals("3 Oyuncu 3 is paired twice in round 2", twice.problems().get("boards").message());
        InvalidEventException byeToo = assertThrows(InvalidEventException.class, () -> new EventRound(e, 1, List.of(
                new EventRound.PlannedBoard(no(e, 4), null, BoardResult.PAIRING_BYE),
                new EventRound.PlannedBoard(no(e, 1), no(e, 4), BoardResult.PENDING))));
        assertEquals("4 Oyuncu 4 is paired twice in round 1", byeToo.problems().get("boards").message());
    }

    @Test
    void aPublishedRoundKeepsItsFirstPublicationAndStaysPublishedOnceAGameHasAResult() throws Exception {
        TournamentEvent e = event(EventSystem.SWISS, 3, null);
        EventRound r = new EventRound(e, 1, List.of(
                new EventRound.PlannedBoard(no(e, 1), no(e, 2), BoardResult.PENDING),
                new EventRound.PlannedBoard(no(e, 3), null, BoardResult.PAIRING_BYE)));
        assertFalse(r.published(), "a draft at first");
        r.unpublish();
        r.publish();
        Instant first = r.publishedAt();
        r.publish();
        assertSame(first, r.publishedAt());
        r.unpublish();
        assertFalse(r.published(), "no game has a result: back to a draft");
        r.publish();
        r.board(1).orElseThrow().record(BoardResult.DRAW, "arb");
        InvalidEventException stays = assertThrows(InvalidEventException.class, r::unpublish);
        assertEquals("round 1 has results: it stays published", stays.problems().get("round").message());
        assertTrue(r.published());
    }

    @Test
    void aBoardTakesTheResultsAndTheGameOfItsKindAndNotesWhoChangedThem() throws Exception {
        TournamentEvent e = event(EventSystem.SWISS, 3, null);
        EventRound r = new EventRound(e, 1, List.of(
                new EventRound.PlannedBoard(no(e, 1), no(e, 2), BoardResult.PENDING),
                new EventRound.PlannedBoard(no(e, 3), null, BoardResult.PAIRING_BYE)));
        Pairing game = r.board(1).orElseThrow();
        Pairing bye = r.board(2).orElseThrow();
        assertNull(game.updatedBy(), "nobody has entered anything yet");
        assertEquals(BoardResult.PENDING, game.record(BoardResult.WHITE_WINS, "ayse"));
        assertEquals(BoardResult.WHITE_WINS, game.record(BoardResult.DRAW, "mehmet"), "the result before");
        assertEquals(BoardResult.DRAW, game.result());
        assertEquals("mehmet", game.updatedBy());
        game.attachGame("1. 22-18 *", "ok", true, "ayse");
        assertEquals("1. 22-18 *", game.pdn());
        assertEquals("ok", game.pdnVerdict());
        assertTrue(game.pdnFlagged());
        assertEquals("ayse", game.updatedBy());
        game.attachGame(null, null, false, "mehmet");
        assertNull(game.pdn());
        assertFalse(game.pdnFlagged());
        assertEquals("board 1 is a game: its result is 1-0, ½-½, 0-1, +/-, -/+, -/- or unplayed", assertThrows(InvalidEventException.class,
                () -> game.record(BoardResult.HALF_BYE, "ayse")).problems().get("result").message());
        assertEquals("event.board.bye-result", assertThrows(InvalidEventException.class,
                () -> bye.record(BoardResult.DRAW, "ayse")).problems().get("result").code());
        assertEquals("event.bye.no-game", assertThrows(InvalidEventException.class,
                () -> bye.attachGame("1. 22-18 *", "ok", false, "ayse")).problems().get("pdn").code());
        assertEquals(BoardResult.PAIRING_BYE, bye.record(BoardResult.ZERO_BYE, "ayse"));
        assertNull(bye.pdn());
    }
}
