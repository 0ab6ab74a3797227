package org.hakem.event.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.pairing.team.ColourPreferenceType;
import org.hakem.platform.ValidationException;
import org.hakem.standings.TieBreakRules;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamEventDetails;
import org.hakem.event.domain.EventStatus;
import org.hakem.team.domain.TeamSystem;
import org.hakem.tournament.domain.EventDetails;
import org.hakem.event.domain.EventStatus;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.tournament.domain.ModelMapper;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.trf.TrfReader;
import org.hakem.trf.TrfTieBreakRules;
import org.hakem.trf.TrfWriter;
import org.junit.jupiter.api.Test;

/**
 * The event setting "tie-break regulations" (issue 31): the same for tournaments and team events, the start date's
 * edition by default (2026 from 2026-03-01 and without a date), the arbiter's choice otherwise, and in the TRF.
 */
class TieBreakRulesSettingTest {

    static EventDetails tournament(LocalDate start, String rules) {
        return new EventDetails("Open", null, start, null, "turkish", EventSystem.SWISS, 5, false, "2-1-0", "fide", null,
                null, EventStatus.PLANNED, true, "none", null, null, null, rules);
    }

    static TeamEventDetails team(LocalDate start, String rules) {
        return new TeamEventDetails("Lig", null, start, null, "turkish", TeamSystem.SWISS, 5, 4, 0,
                PrimaryScore.MATCH_POINTS, "2-1-0", "2-1-0", BoardColours.HOME_WHITE_ON_FIRST_BOARD,
                ColourPreferenceType.TYPE_A, null, null, EventStatus.PLANNED, true, rules);
    }

    @Test
    void theStartDateDecidesUntilTheArbiterChooses() {
        TournamentEvent undated = new TournamentEvent(tournament(null, null));
        assertEquals(null, undated.chosenTieBreakRules());
        assertEquals("auto", undated.details().tieBreakRules());
        assertEquals(TieBreakRules.FIDE_2026, undated.tieBreakRules());
        TournamentEvent february = new TournamentEvent(tournament(LocalDate.of(2026, 2, 28), null));
        assertEquals(TieBreakRules.FIDE_2024, february.tieBreakRules());
        TournamentEvent march = new TournamentEvent(tournament(LocalDate.of(2026, 3, 1), ""));
        assertEquals(TieBreakRules.FIDE_2026, march.tieBreakRules());

        march.correct(tournament(LocalDate.of(2026, 3, 1), "2024"), true);
        assertEquals(TieBreakRules.FIDE_2024, march.tieBreakRules(), "changeable, also once rounds are paired");
        assertEquals("2024", march.details().tieBreakRules());
        march.correct(tournament(LocalDate.of(2026, 3, 2), null), true);
        assertEquals(TieBreakRules.FIDE_2024, march.tieBreakRules(), "null keeps the choice");
        march.correct(tournament(LocalDate.of(2026, 3, 2), " AUTO "), true);
        assertEquals(TieBreakRules.FIDE_2026, march.tieBreakRules());
        assertEquals("auto", march.details().tieBreakRules());
    }

    @Test
    void teamEventsHaveTheSameSetting() {
        TeamEvent undated = new TeamEvent(team(null, null));
        assertEquals(TieBreakRules.FIDE_2026, undated.tieBreakRules());
        TeamEvent early = new TeamEvent(team(LocalDate.of(2025, 9, 1), null));
        assertEquals(TieBreakRules.FIDE_2024, early.tieBreakRules());
        early.correct(team(LocalDate.of(2025, 9, 1), "2026"), false);
        assertEquals(TieBreakRules.FIDE_2026, early.tieBreakRules());
        assertEquals("2026", early.details().tieBreakRules());
        early.correct(early.details().withTieBreakRules("auto"), false);
        assertEquals(TieBreakRules.FIDE_2024, early.tieBreakRules());
    }

    @Test
    void anUnknownEditionIsRefusedWithItsOwnProblem() {
        ValidationException t = assertThrows(ValidationException.class,
                () -> new TournamentEvent(tournament(null, "2023")));
        assertEquals("event.tie-break-rules.unknown", t.codes().get("tieBreakRules"));
        assertEquals("Unknown tie-break regulations '2023': auto, 2024 or 2026", t.fieldErrors().get("tieBreakRules"));
        ValidationException g = assertThrows(ValidationException.class, () -> new TeamEvent(team(null, "fide")));
        assertEquals("event.tie-break-rules.unknown", g.codes().get("tieBreakRules"));
    }

    @Test
    void theTrfExportNamesTheEditionAndHakemReadsItBack() {
        TournamentEvent e = new TournamentEvent(tournament(LocalDate.of(2026, 4, 1), "2024"));
        String trf = TrfWriter.write(ModelMapper.trf(e, List.of(), 0));
        assertTrue(trf.contains("\n042 2026/04/01\n"), trf);
        assertTrue(trf.contains("\n### tie-break regulations FIDE 2024\n"), trf);
        // the note wins over the start date, which alone would give 2026
        assertEquals(TieBreakRules.FIDE_2024, TrfTieBreakRules.of(TrfReader.read(trf, "export.trf")));
        assertEquals(TieBreakRules.FIDE_2026, TrfTieBreakRules.of(TrfReader.read(
                trf.replace("### tie-break regulations FIDE 2024\n", ""), "export.trf")));
        e.correct(tournament(LocalDate.of(2026, 4, 1), "auto"), false);
        assertTrue(TrfWriter.write(ModelMapper.trf(e, List.of(), 0)).contains("### tie-break regulations FIDE 2026"));
    }
}
