package org.hakem.team.interfaces;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.event.domain.BoardResult;
import org.hakem.team.application.TeamReports;
import org.hakem.team.application.TeamSnapshot;
import org.hakem.team.domain.Team;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamEventDetails;
import org.hakem.team.domain.TeamMatch;
import org.hakem.team.domain.TeamMember;
import org.hakem.team.domain.TeamRound;
import org.hakem.team.domain.TeamSystem;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openpdf.text.pdf.PdfReader;
import org.openpdf.text.pdf.parser.PdfTextExtractor;

/**
 * Issue 33: the match sheet's columns are home | away | result, so every result is read from the home player's side
 * (the printed PDF, the board-by-board lines), and a board both line-ups left empty says so in words, never "-/-".
 */
class TeamSheetTest {

    TeamEvent event;
    TeamRound round;

    @BeforeEach
    void aTwoBoardMatch() throws Exception {
        event = new TeamEvent(new TeamEventDetails("Lig", "Eskişehir", null, null, "turkish", TeamSystem.ROUND_ROBIN, 0,
                3, 0, PrimaryScore.MATCH_POINTS, "2-1-0", "2-1-0", BoardColours.HOME_WHITE_ON_FIRST_BOARD, null, null,
                null, null, true));
        Team home = event.enter("Bursa", null, "TUR", 0);
        Team away = event.enter("Konya", null, "TUR", 0);
        for (String n : List.of("Çağrı Çelik", "Deniz Doğan", "Ece Er")) {
            home.addMember(null, n, null, null, false);
        }
        for (String n : List.of("Güneş Güneş", "Işık Ilgaz", "Şule Şen")) {
            away.addMember(null, n, null, null, false);
        }
        long id = 1;
        for (Object persisted : List.of(event, home, away)) { // as the database numbers them
            java.lang.reflect.Field f = org.hakem.IdField.of(persisted);
            f.setAccessible(true);
            f.set(persisted, id++);
        }
        round = new TeamRound(event, 1, List.of(new TeamRound.PlannedMatch(home, away)), b -> b % 2 == 1);
        TeamMatch m = round.match(1).orElseThrow();
        m.lineUp(home, members(home, 1, 2), true, "arb"); // board 3 left empty by both teams
        m.lineUp(away, members(away, 1, 2), true, "arb");
        m.board(1).orElseThrow().record(BoardResult.DRAW, "arb");
        // board 2: the home player (Black) against Işık Ilgaz (away, White), who wins: 0-1 read from the home side
        m.board(2).orElseThrow().record(BoardResult.WHITE_WINS, "arb");
    }

    private static List<TeamMember> members(Team t, int... positions) {
        return Arrays.stream(positions).mapToObj(p -> t.memberAt(p).orElseThrow()).toList();
    }

    private String pdfText(Locale locale) throws IOException {
        byte[] pdf = TeamPrints.matchSheets(new TeamSnapshot(event, List.of(round)), true, 1, TeamTexts.of(locale));
        try (PdfReader reader = new PdfReader(pdf)) {
            StringBuilder text = new StringBuilder();
            for (int p = 1; p <= reader.getNumberOfPages(); p++) {
                text.append(new PdfTextExtractor(reader).getTextFromPage(p)).append('\n');
            }
            return text.toString();
        }
    }

    @Test
    void thePrintedSheetReadsTheResultsFromTheHomeSide() throws IOException {
        String tr = pdfText(Locale.forLanguageTag("tr"));
        assertTrue(tr.contains("Sonuçlar ev sahibi oyuncunun gözünden yazılır: 1-0 ev sahibi oyuncu kazandı"), tr);
        String board2 = line(tr, "Işık Ilgaz");
        assertTrue(board2.contains("Deniz Doğan") && board2.endsWith("0-1"), "the away player won board 2: " + board2);
        assertTrue(line(tr, "Güneş Güneş").endsWith("½-½"), tr);
        // the words wrap in the narrow result column
        assertTrue(tr.replaceAll("\\s+", " ").contains("3 Beyaz iki dizilişte de oyuncu yok"), tr);
        assertFalse(tr.contains("-/-"), tr);
        String en = pdfText(Locale.ENGLISH);
        assertTrue(line(en, "Işık Ilgaz").endsWith("0-1"), en);
        assertTrue(en.replaceAll("\\s+", " ").contains("no player in either line-up"), en);
        assertTrue(en.contains("Results are read from the home player's side"), en);
        assertFalse(en.contains("-/-"), en);
    }

    @Test
    void theBoardLinesGiveBothReadings() {
        List<TeamReports.BoardLine> lines = TeamReports.boards(new TeamSnapshot(event, List.of(round)), true);
        TeamReports.BoardLine b2 = lines.get(1);
        assertEquals("Işık Ilgaz", b2.white());
        assertEquals("1-0", b2.result(), "White's side, beside the White and Black columns");
        assertEquals("Deniz Doğan", b2.homePlayer());
        assertEquals("0-1", b2.homeResult(), "the home side, beside the home and away columns");
        TeamReports.BoardLine b3 = lines.get(2);
        assertTrue(b3.noPlayers());
        TeamTexts tr = TeamTexts.of(Locale.forLanguageTag("tr"));
        assertEquals("iki dizilişte de oyuncu yok", tr.boardResult(b3.homeResult(), b3.noPlayers()));
        assertEquals("0-1", tr.boardResult(b2.homeResult(), b2.noPlayers()));
        assertEquals("", tr.boardResult("", true), "line-ups not in: nothing to say yet");
    }

    private static String line(String text, String containing) {
        return Arrays.stream(text.split("\n")).map(String::strip).filter(l -> l.contains(containing)).findFirst()
                .orElseThrow(() -> new AssertionError("no line with " + containing + " in\n" + text));
    }
}
