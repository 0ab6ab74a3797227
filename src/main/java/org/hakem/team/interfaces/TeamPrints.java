package org.hakem.team.interfaces;

import java.util.ArrayList;
import java.util.List;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.team.application.TeamSnapshot;
import org.hakem.team.domain.MatchBoard;
import org.hakem.team.domain.MatchScore;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamMatch;
import org.hakem.team.domain.TeamRound;
import org.hakem.event.interfaces.PdfCrosstable;

/**
 * The printed match sheets of a round (PDF, A4 portrait, for posting at the venue and for the captains to sign): every
 * match with its boards, who has White, the players of the line-ups, the result read from the home player's side as
 * the columns home | away | result say (empty until entered, with room to write it by hand), the match score, and a
 * line for the signatures.
 */
public final class TeamPrints {

    private TeamPrints() {
    }

    public static byte[] matchSheets(TeamSnapshot s, boolean arbiter, int n, TeamTexts t) {
        TeamEvent e = s.event();
        int number = n > 0 ? n : s.visibleRounds(arbiter).stream().mapToInt(TeamRound::number).max().orElse(0);
        TeamRound r = s.visibleRound(number, arbiter)
                .orElseThrow(() -> new NotFoundException(Problem.of("team.round.not-found", e.id(), number)));
        List<List<String>> rows = new ArrayList<>();
        for (TeamMatch m : r.matches()) {
            if (m.isBye()) {
                rows.add(List.of(Integer.toString(m.number()), m.home().name() + " – " + t.get("match.bye"), "", "", "",
                        "", ""));
                continue;
            }
            MatchScore score = m.score(e.gamePoints());
            rows.add(List.of(Integer.toString(m.number()), m.home().name() + " – " + m.away().name(), "", "", "", "",
                    score.decided() ? score.text() : ""));
            for (MatchBoard b : m.boards()) {
                rows.add(List.of("", "", Integer.toString(b.board()),
                        b.homeWhite() ? t.get("colour.white") : t.get("colour.black"),
                        b.homeMember() == null ? "" : b.homeMember().name(),
                        b.awayMember() == null ? "" : b.awayMember().name(),
                        t.boardResult(b.homeView().label(), b.noPlayers())));
            }
        }
        List<String> header = List.of(t.get("sheet.match"), t.get("sheet.teams"), t.get("sheet.board"),
                t.get("sheet.home-colour"), t.get("sheet.home-player"), t.get("sheet.away-player"), t.get("sheet.result"));
        return PdfCrosstable.render(new PdfCrosstable.Sheet(e.name(),
                officials(t.get("sheet.round", r.number()), e.place() == null ? "" : e.place(),
                        t.officials(e.officials()), t.get("sheet.reading")),
                header, rows, new float[]{3, 13, 3, 5, 10, 10, 8}, false, 10, 18, 6, t.get("sheet.signatures")));
    }

    /** The lines under the title, the officials' line when any is named. */
    private static List<String> officials(String round, String place, String officials, String reading) {
        List<String> out = new ArrayList<>(List.of(round, place));
        if (officials != null) {
            out.add(officials);
        }
        out.add(reading);
        return out;
    }
}
