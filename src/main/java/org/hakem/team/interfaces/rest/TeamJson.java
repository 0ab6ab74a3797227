package org.hakem.team.interfaces.rest;

import org.hakem.event.interfaces.rest.EventResource;
import org.hakem.event.domain.EventTieBreakRules;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.pairing.team.ColourPreferenceType;
import org.hakem.team.application.TeamSnapshot;
import org.hakem.team.domain.MatchBoard;
import org.hakem.team.domain.MatchScore;
import org.hakem.team.domain.Team;
import org.hakem.team.domain.TeamAudit;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamEventDetails;
import org.hakem.event.domain.EventStatus;
import org.hakem.team.domain.TeamMatch;
import org.hakem.team.domain.TeamMember;
import org.hakem.team.domain.TeamRound;
import org.hakem.team.domain.TeamSystem;

/** JSON shapes of the team event API. */
public final class TeamJson {

    private TeamJson() {
    }

    /**
     * A team event's settings; {@code version} is required when correcting them. {@code arbiters}: its arbiters' user
     * names, chief first, comma-separated (sent back unchanged it changes nothing; other names give or take the
     * event, the chief's or an admin's act); {@code chiefArbiter}: read only (see {@code /arbiters}).
     * {@code tieBreakRules}: the edition of FIDE's tie-break regulations chosen, {@code auto} (by the start date),
     * {@code 2024} or {@code 2026} (left out: as it is); {@code tieBreakRulesApplied}: read only, the edition the
     * standings apply.
     */
    @org.eclipse.microprofile.openapi.annotations.media.Schema(name = "TeamEventJson") // its operations are inherited: EventResource
    public record TeamEventJson(Long id, String name, String place, LocalDate startDate, LocalDate endDate,
                                String variant, TeamSystem system, Integer rounds, Integer plannedRounds,
                                Integer boards, Integer reserves, PrimaryScore primaryScore, String matchPoints,
                                String gamePoints, BoardColours colourRule, ColourPreferenceType colourPreferences,
                                String tieBreaks, String arbiters, EventStatus status, Boolean publicEvent,
                                Boolean imported, String initialColour, Long version, Integer roundsPaired,
                                List<TeamJ> teams, String chiefArbiter, String tieBreakRules,
                                String tieBreakRulesApplied, Boolean recordsGames)
            implements EventResource.SettingsJson<TeamEventDetails> {

        static TeamEventJson of(TeamEvent e, List<TeamRound> rounds, boolean full) {
            return new TeamEventJson(e.id(), e.name(), e.place(), e.startDate(), e.endDate(), e.variant(), e.system(),
                    e.rounds(), e.plannedRounds(), e.boards(), e.reserves(), e.primaryScore(), e.matchPoints().text(),
                    e.gamePoints().text(), e.colourRule(), e.colourPreferences(), e.tieBreaks(), e.arbiters(),
                    e.status(), e.publicEvent(), e.imported(),
                    e.initialColour().map(c -> c.name().toLowerCase(java.util.Locale.ROOT)).orElse(null), e.version(),
                    rounds == null ? null : rounds.size(), full ? e.teams().stream().map(TeamJ::of).toList() : null,
                    e.arbiterPanel().chief().orElse(null), EventTieBreakRules.setting(e.chosenTieBreakRules()),
                    e.tieBreakRules().code(), e.recordsGames());
        }

        static TeamEventJson of(TeamSnapshot s) {
            return of(s.event(), s.rounds(), true);
        }

        @Override
        public TeamEventDetails details() {
            return new TeamEventDetails(name, place, startDate, endDate, variant, system, rounds, boards, reserves,
                    primaryScore, matchPoints, gamePoints, colourRule, colourPreferences, tieBreaks, arbiters, status,
                    publicEvent, tieBreakRules);
        }
    }

    /** A team with its roster in board order. */
    public record TeamJ(Long id, int number, String name, String club, String federation, List<MemberJson> members) {
        static TeamJ of(Team t) {
            return new TeamJ(t.id(), t.number(), t.name(), t.club(), t.federation(),
                    t.members().stream().map(MemberJson::of).toList());
        }
    }

    public record MemberJson(Long id, int position, Long playerId, String name, Integer rating, String federation) {
        static MemberJson of(TeamMember m) {
            return new MemberJson(m.id(), m.position(), m.playerId(), m.name(), m.rating(), m.federation());
        }
    }

    @org.eclipse.microprofile.openapi.annotations.media.Schema(name = "TeamRoundJson") // its operations are inherited: EventResource
    public record TeamRoundJson(int number, boolean published, long version, List<MatchJson> matches) {
        static TeamRoundJson of(TeamRound r, TeamEvent e) {
            return new TeamRoundJson(r.number(), r.published(), r.version(),
                    r.matches().stream().map(m -> MatchJson.of(m, e)).toList());
        }
    }

    /**
     * A match: the teams (away null for a bye), whether each line-up is in, the whole-match forfeit, the game points
     * and the outcome so far ({@code PENDING} until every board has a result), its boards.
     */
    public record MatchJson(int number, long version, long homeId, int home, String homeName, Long awayId, Integer away,
                            String awayName, boolean homeLineup, boolean awayLineup, String forfeit, double homePoints,
                            double awayPoints, String outcome, List<TeamBoardJson> boards) {
        static MatchJson of(TeamMatch m, TeamEvent e) {
            MatchScore s = m.score(e.gamePoints());
            return new MatchJson(m.number(), m.version(), m.home().id(), m.home().number(), m.home().name(),
                    m.away() == null ? null : m.away().id(), m.away() == null ? null : m.away().number(),
                    m.away() == null ? null : m.away().name(), m.homeLineup(), m.awayLineup(), m.forfeit().name(),
                    s.home(), s.away(), s.outcome().name(), m.boards().stream().map(TeamBoardJson::of).toList());
        }
    }

    /**
     * A board: who sits there (member ids and names, null when empty), who has White, the result read from White's side
     * ({@code result}, {@code resultCode}: beside {@code white} and {@code black}) and from the home player's side
     * ({@code homeResult}: beside {@code homePlayer} and {@code awayPlayer}, as the match sheet prints it), whether
     * nobody sits there ({@code noPlayers}: the line-ups left it empty on both sides), the game's verdict.
     */
    public record TeamBoardJson(int board, long version, Long homeMember, String homePlayer, Long awayMember,
                            String awayPlayer, boolean homeWhite, String white, String black, String result,
                            String resultCode, boolean hasGame, String verdict, boolean flagged, String updatedBy,
                            String homeResult, boolean noPlayers) {
        static TeamBoardJson of(MatchBoard b) {
            return new TeamBoardJson(b.board(), b.version(), b.homeMember() == null ? null : b.homeMember().id(),
                    b.homeMember() == null ? null : b.homeMember().name(),
                    b.awayMember() == null ? null : b.awayMember().id(),
                    b.awayMember() == null ? null : b.awayMember().name(), b.homeWhite(),
                    b.white() == null ? null : b.white().name(), b.black() == null ? null : b.black().name(),
                    b.result().label(), b.result().name(), b.pdn() != null, b.pdnVerdict(), b.pdnFlagged(),
                    b.updatedBy(), b.homeView().label(), b.noPlayers());
        }
    }

    @org.eclipse.microprofile.openapi.annotations.media.Schema(name = "TeamAuditJson") // its operations are inherited: EventResource
    public record TeamAuditJson(Instant at, String actor, String action, Integer round, Integer match, Integer board,
                            String oldValue, String newValue) {
        static TeamAuditJson of(TeamAudit a) {
            return new TeamAuditJson(a.at(), a.actor(), a.action(), a.round(), a.match(), a.board(), a.oldValue(),
                    a.newValue());
        }
    }

    /** Body of POST teams. */
    public record TeamRequest(String name, String club, String federation) {
    }

    /** Body of POST members: a registered player. */
    public record MemberRequest(Long playerId) {
    }

    /**
     * Body of POST members/batch (#33): lines as a pasted list has them ({@code #12} a registry number, an FMJD or
     * national id, or a registered name), in board order, and whether names found nowhere are registered
     * ({@code createMissing}).
     */
    public record MembersBatchRequest(List<String> lines, Boolean createMissing) {
    }

    /** What adding many members did: how many were added, and each line's outcome with its text. */
    public record MembersBatchJson(long added, List<MembersBatchLineJson> lines) {
        static MembersBatchJson of(org.hakem.team.application.RosterBatch b, java.util.Locale locale) {
            return new MembersBatchJson(b.added(), b.lines().stream().map(l -> new MembersBatchLineJson(l.line(),
                    l.text(), l.outcome().key(), l.report(locale).code(), l.message(locale),
                    l.member() == null ? null : MemberJson.of(l.member()))).toList());
        }
    }

    /**
     * One line's outcome: added, created (registered, then added), already, ambiguous, unknown or refused;
     * {@code message} says it in the request's language; {@code member} is the member added or already there.
     */
    public record MembersBatchLineJson(int line, String text, String outcome, String code, String message,
                                       MemberJson member) {
    }

    /** Body of PUT roster: member ids in board order. */
    public record RosterRequest(List<Long> members) {
    }

    /** Body of PUT line-ups: the match version seen and member ids by board, null for an empty board. */
    public record LineUpRequest(Long version, List<Long> players) {
    }

    /** Body of PUT forfeit: the match version seen and {@code home}, {@code away}, {@code double} or {@code none}. */
    public record ForfeitRequest(Long version, String forfeit) {
    }

    /** Body of PUT board result. */
    public record TeamResultRequest(Long version, String result) {
    }

    /** Body of PUT board game. */
    public record TeamGameRequest(Long version, String pdn) {
    }
}
