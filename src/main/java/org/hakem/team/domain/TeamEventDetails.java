package org.hakem.team.domain;

import org.hakem.event.domain.EventStatus;

import org.hakem.event.domain.EventBasics;
import org.hakem.event.domain.EventSettings;
import org.hakem.event.domain.EventTieBreakRules;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.MatchPoints;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.pairing.team.ColourPreferenceType;
import org.hakem.standings.TeamTieBreak;
import org.hakem.standings.team.TeamStandings;
import org.hakem.platform.Problem;

/**
 * The settings of a team event as an arbiter gives them. Text fields are trimmed; {@link #validate()} gives one
 * problem per wrong field.
 *
 * @param rounds       planned rounds; a round robin left at 0 plays as many as its teams need
 * @param boards       boards per match
 * @param reserves     players a roster may hold beyond the boards (0: none)
 * @param primaryScore match points (the default) or game points
 * @param matchPoints  points of a won, drawn and lost match: {@code 2-1-0} by default
 * @param gamePoints   points of a won, drawn and lost game on a board: {@code 2-1-0} (draughts, the default) or
 *                     {@code 1-0.5-0}
 * @param colourRule   which side has White on which board ({@link BoardColours}): the home team White on board 1
 *                     (the default) or Black on board 1, colours alternating by board
 * @param colourPreferences a team Swiss's colour preferences (C.04.6 Article 1.7): type A (the default), B or none
 * @param tieBreaks    the tie-breaks in order, primary score first ({@link TeamTieBreak} codes); empty: the defaults
 *                     of the primary score ({@link TeamStandings#defaults})
 * @param arbiters     user names of its arbiters besides the chief (accounts), comma-separated; null leaves them as
 *                     they are, blank takes them all (see {@link org.hakem.event.application.EventAccess})
 * @param tieBreakRules the edition of FIDE's tie-break regulations, as for tournaments ({@link EventTieBreakRules}):
 *                     {@code auto}, {@code 2024} or {@code 2026}; null keeps it as it is
 */
public record TeamEventDetails(String name, String place, LocalDate startDate, LocalDate endDate, String variant,
                               TeamSystem system, Integer rounds, Integer boards, Integer reserves,
                               PrimaryScore primaryScore, String matchPoints, String gamePoints, BoardColours colourRule,
                               ColourPreferenceType colourPreferences, String tieBreaks, String arbiters,
                               EventStatus status, Boolean publicEvent, String tieBreakRules) implements EventSettings {

    /** Settings that leave the tie-break regulations as they are. */
    public TeamEventDetails(String name, String place, LocalDate startDate, LocalDate endDate, String variant,
                            TeamSystem system, Integer rounds, Integer boards, Integer reserves,
                            PrimaryScore primaryScore, String matchPoints, String gamePoints, BoardColours colourRule,
                            ColourPreferenceType colourPreferences, String tieBreaks, String arbiters,
                            EventStatus status, Boolean publicEvent) {
        this(name, place, startDate, endDate, variant, system, rounds, boards, reserves, primaryScore, matchPoints,
                gamePoints, colourRule, colourPreferences, tieBreaks, arbiters, status, publicEvent, null);
    }

    /** The same settings with another tie-break regulations setting. */
    public TeamEventDetails withTieBreakRules(String setting) {
        return new TeamEventDetails(name, place, startDate, endDate, variant, system, rounds, boards, reserves,
                primaryScore, matchPoints, gamePoints, colourRule, colourPreferences, tieBreaks, arbiters, status,
                publicEvent, setting);
    }

    @Override
    public EventBasics basics() {
        return new EventBasics(name, place, startDate, endDate, variant, rounds, arbiters, status, publicEvent,
                tieBreakRules);
    }

    public TeamEventDetails normalised() {
        EventBasics b = basics().normalised();
        return new TeamEventDetails(b.name(), b.place(), b.startDate(), b.endDate(), b.variant(),
                system == null ? TeamSystem.ROUND_ROBIN : system, b.rounds(),
                boards == null ? 4 : boards, reserves == null ? 0 : reserves,
                primaryScore == null ? PrimaryScore.MATCH_POINTS : primaryScore,
                matchPoints == null || matchPoints.isBlank() ? "2-1-0" : matchPoints.strip(),
                gamePoints == null || gamePoints.isBlank() ? "2-1-0" : gamePoints.strip(),
                colourRule == null ? BoardColours.HOME_WHITE_ON_FIRST_BOARD : colourRule,
                colourPreferences == null ? ColourPreferenceType.TYPE_A : colourPreferences,
                tieBreaks == null || tieBreaks.isBlank() ? defaultTieBreaks(primaryScore == null
                        ? PrimaryScore.MATCH_POINTS : primaryScore) : tieBreaks.strip().toUpperCase(Locale.ROOT),
                b.arbiters(), b.status(), b.publicEvent(), b.tieBreakRules());
    }

    /** Problems per field; empty when the details are valid. Call on {@link #normalised()} details. */
    public Map<String, Problem> validate() {
        Map<String, Problem> e = new LinkedHashMap<>();
        basics().checkHead(e, system == TeamSystem.SWISS ? Problem.of("event.rounds.swiss") : null);
        if (boards == null || boards < 1 || boards > 32) {
            e.put("boards", Problem.of("field.range", 1, 32));
        }
        if (reserves == null || reserves < 0 || reserves > 32) {
            e.put("reserves", Problem.of("field.range", 0, 32));
        }
        try {
            MatchPoints.parse(matchPoints);
        } catch (IllegalArgumentException ex) {
            e.put("matchPoints", Problem.of("event.scoring.invalid", ex.getMessage()));
        }
        try {
            PointSystem.parse(gamePoints);
        } catch (IllegalArgumentException ex) {
            e.put("gamePoints", Problem.of("event.scoring.invalid", ex.getMessage()));
        }
        try {
            TeamTieBreak.parseList(tieBreaks);
        } catch (IllegalArgumentException ex) {
            e.put("tieBreaks", Problem.of("event.tie-breaks.invalid", ex.getMessage()));
        }
        basics().checkTail(e);
        return e;
    }

    /** The default tie-breaks of a primary score, as codes. */
    public static String defaultTieBreaks(PrimaryScore primary) {
        return String.join(",", TeamStandings.defaults(primary).stream().map(TeamTieBreak::code).toList());
    }
}
