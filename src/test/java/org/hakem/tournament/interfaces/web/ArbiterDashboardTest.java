package org.hakem.tournament.interfaces.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.List;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.tournament.application.Snapshot;
import org.hakem.event.domain.BoardResult;
import org.hakem.tournament.domain.EventDetails;
import org.hakem.tournament.domain.EventRound;
import org.hakem.event.domain.EventStatus;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.tournament.domain.TournamentEvent;
import org.junit.jupiter.api.Test;

/** What the arbiter's dashboard says is left to do, step by step through a small Swiss, without a database. */
class ArbiterDashboardTest {

    private static long ids = 1;

    private static void setId(Object o, long id) throws Exception {
        Field f = org.hakem.IdField.of(o);
        f.setAccessible(true);
        f.set(o, id);
    }

    private static TournamentEvent event(int players, int rounds) throws Exception {
        TournamentEvent e = new TournamentEvent(new EventDetails("Test", null, null, null, "turkish", EventSystem.SWISS,
                rounds, false, "2-1-0", "fmjd", null, null, EventStatus.RUNNING, true));
        setId(e, ids++);
        for (int i = 1; i <= players; i++) {
            Player p = new Player(new PlayerDetails("Oyuncu " + i, "TUR", null, 2300 - 10 * i, null, null, null, null));
            setId(p, ids++);
            setId(e.enter(p, 0), ids++);
        }
        return e;
    }

    private static EventRound round(TournamentEvent e, int number) {
        return new EventRound(e, number, List.of(
                new EventRound.PlannedBoard(e.entryByNumber(1).orElseThrow(), e.entryByNumber(3).orElseThrow(), BoardResult.PENDING),
                new EventRound.PlannedBoard(e.entryByNumber(4).orElseThrow(), e.entryByNumber(2).orElseThrow(), BoardResult.PENDING)));
    }

    @Test
    void fromPlayersToPairingToResultsToTheEnd() throws Exception {
        TournamentEvent empty = event(1, 1);
        ArbiterDashboard d = ArbiterDashboard.of(new Snapshot(empty, List.of()));
        assertTrue(d.needsPlayers());
        assertEquals(ArbiterDashboard.Step.ENTER_PLAYERS, d.next());

        TournamentEvent e = event(4, 1);
        d = ArbiterDashboard.of(new Snapshot(e, List.of()));
        assertEquals(1, d.roundToPair());
        assertEquals(ArbiterDashboard.Step.PAIR, d.next());
        assertEquals(1, d.nextRound());

        EventRound r1 = round(e, 1);
        d = ArbiterDashboard.of(new Snapshot(e, List.of(r1)));
        assertEquals(List.of(1), d.unpublished());
        assertTrue(d.missing().isEmpty(), "a draft takes no results yet");
        assertEquals(ArbiterDashboard.Step.PUBLISH, d.next());

        r1.publish();
        d = ArbiterDashboard.of(new Snapshot(e, List.of(r1)));
        assertEquals(List.of(1, 2), d.missing().stream().map(m -> m.board().board()).toList(), "by board");
        assertEquals(ArbiterDashboard.Step.ENTER_RESULTS, d.next());
        assertNull(d.roundToPair(), "not before the round's results");

        r1.board(1).orElseThrow().record(BoardResult.WHITE_WINS, "hakem");
        e.withdraw(e.entryByNumber(2).orElseThrow(), 1);
        d = ArbiterDashboard.of(new Snapshot(e, List.of(r1)));
        assertEquals(1, d.withdrawn().size());
        assertEquals(2, d.withdrawn().get(0).entry().startNumber());
        assertEquals(ArbiterDashboard.Step.DECIDE_WITHDRAWN, d.next());
        assertEquals(1, d.gamesMissing().size(), "board 1 was played, its PDN is not attached");
        e.recordGames(false);
        assertTrue(ArbiterDashboard.of(new Snapshot(e, List.of(r1))).gamesMissing().isEmpty(),
                "an event that records no game scores is not asked for them (issue 33)");
        e.recordGames(true);

        r1.board(2).orElseThrow().record(BoardResult.WHITE_FORFEIT_WIN, "hakem");
        d = ArbiterDashboard.of(new Snapshot(e, List.of(r1)));
        assertTrue(d.missing().isEmpty() && d.withdrawn().isEmpty());
        assertTrue(d.finishable(), "one round planned, played");
        assertEquals(ArbiterDashboard.Step.FINISH, d.next());
        assertFalse(d.done());

        r1.board(1).orElseThrow().attachGame("1. 22-18 *", "contradicts the result", true, "hakem");
        d = ArbiterDashboard.of(new Snapshot(e, List.of(r1)));
        assertTrue(d.gamesMissing().isEmpty());
        assertEquals(1, d.gamesFlagged().size());

        r1.board(1).orElseThrow().attachGame("1. 22-18 *", "agrees", false, "hakem");
        e.changeStatus(EventStatus.FINISHED);
        d = ArbiterDashboard.of(new Snapshot(e, List.of(r1)));
        assertTrue(d.done());
        assertEquals(ArbiterDashboard.Step.NONE, d.next());
    }
}
