package org.hakem.tournament.interfaces.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.tournament.application.Reports;
import org.hakem.tournament.application.Snapshot;
import org.hakem.event.domain.BoardResult;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EventDetails;
import org.hakem.tournament.domain.EventRound;
import org.hakem.event.domain.EventStatus;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.tournament.interfaces.TournamentPrints;
import org.hakem.tournament.interfaces.TournamentTexts;
import org.hakem.standings.Standings;
import org.hakem.standings.TieBreak;
import org.hakem.testdata.JpaDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What the public tournament pages compute, without a server: the standings lines, the round's boards, the
 * pairing sheet, the player's card with its tie-break parts, the numeric page addresses. The tournament is persisted
 * in a real (embedded) database, which gives its entities their ids, as the pages get them.
 */
@ExtendWith(JpaDatabase.Provider.class)
class PublicPagesTest {

    static final TournamentTexts EN = TournamentTexts.of(Locale.ENGLISH);
    static final TournamentTexts TR = TournamentTexts.of(Locale.forLanguageTag("tr"));

    /**
     * A Swiss of 5 (2-1-0, PTS BH/C1 SB): round 1 1-3 1-0, 2-4 draw, 5 bye; round 2 1-2 pending, 3-5 0-1, 4 bye. Its
     * rows are rolled back afterwards; the entities keep the ids the database gave them.
     */
    static Snapshot swiss(JpaDatabase db) {
        return db.rolledBack(em -> {
            TournamentEvent e = new TournamentEvent(new EventDetails("Yazdırma", "İzmir", java.time.LocalDate.of(2026, 11, 20),
                    java.time.LocalDate.of(2026, 11, 22), "turkish", EventSystem.SWISS, 5, false, "2-1-0", "PTS,BH/C1,SB",
                    null, null, EventStatus.RUNNING, true, null));
            em.persist(e);
            for (int i = 1; i <= 5; i++) {
                Player p = new Player(new PlayerDetails("Oyuncu Ş" + i, "TUR", null, 2100 - 10 * i, null, null, null, null));
                em.persist(p);
                e.enter(p, 0);
            }
            em.flush();
            EventRound r1 = new EventRound(e, 1, List.of(board(e, 1, 3, BoardResult.WHITE_WINS),
                    board(e, 2, 4, BoardResult.DRAW), new EventRound.PlannedBoard(no(e, 5), null, BoardResult.PAIRING_BYE)));
            EventRound r2 = new EventRound(e, 2, List.of(board(e, 1, 2, BoardResult.PENDING),
                    board(e, 3, 5, BoardResult.BLACK_WINS), new EventRound.PlannedBoard(no(e, 4), null, BoardResult.HALF_BYE)));
            em.persist(r1);
            em.persist(r2);
            return new Snapshot(e, List.of(r1, r2));
        });
    }

    static EventRound.PlannedBoard board(TournamentEvent e, int white, int black, BoardResult r) {
        return new EventRound.PlannedBoard(no(e, white), no(e, black), r);
    }

    static Entry no(TournamentEvent e, int n) {
        return e.entryByNumber(n).orElseThrow();
    }

    @Test
    void thePdnExportGivesAGameWithoutMovesTheEventsTagsAndItsResult(JpaDatabase db) throws Exception {
        assertEquals("""
                [Event "Yazdırma"]
                [Site "İzmir"]
                [Date "2026.11.20"]
                [Round "1.1"]
                [White "Oyuncu Ş1"]
                [Black "Oyuncu Ş3"]
                [Result "1-0"]
                [GameType "30"]

                1-0

                [Event "Yazdırma"]
                [Site "İzmir"]
                [Date "2026.11.20"]
                [Round "1.2"]
                [White "Oyuncu Ş2"]
                [Black "Oyuncu Ş4"]
                [Result "1/2-1/2"]
                [GameType "30"]

                1/2-1/2

                [Event "Yazdırma"]
                [Site "İzmir"]
                [Date "2026.11.20"]
                [Round "2.2"]
                [White "Oyuncu Ş3"]
                [Black "Oyuncu Ş5"]
                [Result "0-1"]
                [GameType "30"]

                0-1

                """, org.hakem.tournament.application.Reports.pdn(swiss(db), true));
    }

    @Test
    void standingsLinesAreInTheReadersLanguage(JpaDatabase db) throws Exception {
        Reports.Table table = Reports.table(swiss(db), true, 0);
        List<StandingsPage.Line> tr = StandingsPage.lines(table, TR);
        List<StandingsPage.Line> en = StandingsPage.lines(table, EN);
        StandingsPage.Line first = en.get(0);
        assertEquals(5, first.startNumber(), "2 + 2 from the bye and the win over 3");
        assertEquals("3b2", tr.stream().filter(l -> l.startNumber() == 1).findFirst().orElseThrow().cells().get(0),
                "1 had white (beyaz) against 3 and won: 2 points");
        assertEquals("3w2", en.stream().filter(l -> l.startNumber() == 1).findFirst().orElseThrow().cells().get(0));
        assertEquals("bay 2", tr.get(0).cells().get(0), "5's pairing bye");
        assertEquals(2, first.tieBreaks().size(), "BH/C1 and SB");
    }

    @Test
    void theRoundAndItsPairingSheet(JpaDatabase db) throws Exception {
        Snapshot s = swiss(db);
        EventRound r1 = TournamentPrints.round(s, true, 1);
        List<RoundPage.Board> boards = RoundPage.boards(r1, s.event().id(), true, false, "/ctx", TR);
        assertEquals(3, boards.size());
        assertEquals("1-0", boards.get(0).result());
        assertEquals("½-½", boards.get(1).result());
        assertEquals("bay (eşleştirme)", boards.get(2).result());
        assertNull(boards.get(2).black());
        assertNull(boards.get(0).pdnLink(), "no game attached");
        List<List<String>> sheet = TournamentPrints.sheet(s, r1, EN);
        assertEquals(List.of("1", "1", "Oyuncu Ş1", "2090", "0", "", "3", "Oyuncu Ş3", "2070", "0"), sheet.get(0),
                "a game's result cell stays empty on the sheet, even when the result is known; no points before round 1");
        assertEquals("bye", sheet.get(2).get(7));
        assertEquals("bye (pairing)", sheet.get(2).get(5));
        // issue 33: the points before the round, for the board list and the list by name
        EventRound r2 = TournamentPrints.round(s, true, 2);
        List<List<String>> sheet2 = TournamentPrints.sheet(s, r2, EN);
        assertEquals(List.of("2", "1"), List.of(sheet2.get(0).get(4), sheet2.get(0).get(9)), "1 won, 2 drew in round 1");
        assertEquals(List.of("0", "2"), List.of(sheet2.get(1).get(4), sheet2.get(1).get(9)), "3 lost, 5 had the bye");
        List<List<String>> byName = TournamentPrints.alphabetical(s, r2, TR);
        assertEquals(List.of("Oyuncu Ş1", "Oyuncu Ş2", "Oyuncu Ş3", "Oyuncu Ş4", "Oyuncu Ş5"),
                byName.stream().map(l -> l.get(0)).toList(), "every player once, by name");
        assertEquals(List.of("Oyuncu Ş2", "2", "1", "1", "Siyah", "1. Oyuncu Ş1"), byName.get(1));
        assertEquals(List.of("Oyuncu Ş4", "4", "1", "3", "", "bay (yarım puan)"), byName.get(3));
        byte[] pdf = TournamentPrints.pairingSheet(s, true, 1, TR);
        assertEquals("%PDF", new String(pdf, 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
        assertTrue(TournamentPrints.standings(s, true, 0, EN).length > 1000);
        org.junit.jupiter.api.Assertions.assertThrows(org.hakem.platform.NotFoundException.class,
                () -> TournamentPrints.round(s, false, 1), "the public does not see unpublished rounds");
    }

    @Test
    void thePlayersCardHasEveryRoundPointsAfterEachAndTheTieBreakParts(JpaDatabase db) throws Exception {
        Snapshot s = swiss(db);
        Reports.Card card = Reports.card(s, true, 3);
        assertEquals(2, card.rounds().size());
        Reports.CardRound r1 = card.rounds().get(0);
        assertEquals(1, r1.opponent());
        assertEquals("LOSS", r1.outcome());
        assertEquals("0", r1.points());
        assertEquals("0", r1.total());
        Reports.CardRound r2 = card.rounds().get(1);
        assertEquals("LOSS", r2.outcome(), "3 had white and lost to 5");
        assertEquals("0", r2.total());
        List<PlayerCardPage.Round> tr = PlayerCardPage.rounds(card, TR);
        assertEquals("Beyaz", tr.get(1).colour());
        assertEquals("yenilgi", tr.get(1).result());

        List<PlayerCardPage.TieBreak> tbs = PlayerCardPage.tieBreaks(Reports.card(s, true, 1), EN);
        assertEquals(List.of("BH/C1", "SB"), tbs.stream().map(PlayerCardPage.TieBreak::code).toList());
        PlayerCardPage.TieBreak bh = tbs.get(0);
        assertEquals(2, bh.parts().size(), "one part per round");
        assertEquals(1, bh.parts().stream().filter(PlayerCardPage.Part::cut).count(), "the cut leaves one out");
        assertTrue(bh.parts().get(0).text().startsWith("R1 (3): "), bh.parts().toString());
        assertEquals(card.rounds().size(), PlayerCardPage.rounds(card, EN).size());

        Reports.Card pending = Reports.card(s, true, 2);
        assertEquals("PENDING", pending.rounds().get(1).outcome());
        assertEquals("", PlayerCardPage.rounds(pending, EN).get(1).result(), "a pending game shows no result");
    }

    @Test
    void partsAddUpToTheTieBreakValue(JpaDatabase db) throws Exception {
        Snapshot s = swiss(db);
        var model = Reports.model(s, true, 0);
        Standings st = Standings.compute(model, List.of(TieBreak.parse("PTS"), TieBreak.parse("BH/C1"), TieBreak.parse("SB")),
                org.hakem.standings.TieBreakRules.FIDE_2026);
        for (Standings.Row row : st.rows()) {
            for (int k = 1; k <= 2; k++) {
                double sum = Standings.parts(model, st.tieBreaks().get(k), Standings.TournamentSystem.SWISS,
                        org.hakem.standings.TieBreakRules.FIDE_2026, row.startNumber())
                        .stream().filter(p -> !p.cut()).mapToDouble(Standings.Part::value).sum();
                assertEquals(row.value(k), sum, 1e-9, row.startNumber() + " " + st.tieBreaks().get(k));
            }
        }
        assertEquals(List.of(), Standings.parts(model, TieBreak.parse("WIN"), Standings.TournamentSystem.SWISS,
                org.hakem.standings.TieBreakRules.FIDE_2026, 1));
    }

    @Test
    void pageAddressesTakeNumbersOnlySoTheFilesBesideThemAreServed() {
        var overview = TournamentRoutes.numeric("/tournaments/{id}", "overview.xhtml");
        assertEquals("12", overview.match("/tournaments/12").get("id"));
        assertNull(overview.match("/tournaments/results.js"));
        var card = TournamentRoutes.numeric("/tournaments/{id}/players/{startNumber}", "player.xhtml");
        assertEquals("7", card.match("/tournaments/3/players/7").get("startNumber"));
        assertNull(card.match("/tournaments/3/players/x"));
        assertTrue(new TournamentRoutes().routes().stream().noneMatch(r -> r.match("/tournaments/3/standings.pdf") != null));
        assertEquals("/views/tournament/player.xhtml", card.view());
    }
}
