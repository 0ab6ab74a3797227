package org.hakem.pairing.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.MatchForfeit;
import org.hakem.crosstable.team.MatchPoints;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.crosstable.team.TeamBye;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.crosstable.team.TeamEventBuilder;
import org.hakem.crosstable.team.TeamMatch;
import org.hakem.crosstable.team.TeamRound;
import org.junit.jupiter.api.Test;

/**
 * Whole team Swiss events played with random results, every round paired by the engine: the absolute rules hold in
 * every round, colour preferences that can be granted are, and the check re-pairs every round identically.
 */
class TeamSwissPropertyTest {

    /** Plays a Swiss of {@code teams} teams over {@code rounds} rounds with random board results. */
    static TeamCrosstable play(int teams, int boards, int rounds, TeamSwissRules rules, long seed,
                               List<TeamRoundPairing> pairings, List<TeamSwissRequest> requests) {
        Random random = new Random(seed);
        TeamCrosstable event = new TeamEventBuilder(teams, boards, PointSystem.DEFAULT, MatchPoints.DEFAULT)
                .colours(rules.boardColours()).rounds(rounds).build();
        for (int r = 1; r <= rounds; r++) {
            TeamSwissRequest request = TeamSwissRequests.of(event, r, Set.of(), rules);
            TeamRoundPairing p = TeamSwissPairer.pair(request);
            requests.add(request);
            pairings.add(p);
            List<TeamMatch> matches = new ArrayList<>();
            for (TeamFixture f : p.fixtures()) {
                if (random.nextInt(40) == 0) {
                    matches.add(new TeamMatch(r, f.home(), f.away(), List.of(),
                            random.nextBoolean() ? MatchForfeit.HOME_WINS : MatchForfeit.AWAY_WINS));
                    continue;
                }
                StringBuilder results = new StringBuilder();
                for (int b = 0; b < boards; b++) {
                    int x = random.nextInt(20);
                    results.append(x < 7 ? '1' : x < 13 ? '=' : x < 19 ? '0' : '+');
                }
                matches.add(TeamEventBuilder.match(r, f.home(), f.away(), results.toString(), boards,
                        rules.boardColours()));
            }
            List<TeamBye> byes = new ArrayList<>();
            if (p.bye().isPresent()) {
                byes.add(new TeamBye(r, p.bye().getAsInt(), TeamBye.Kind.PAIRING_ALLOCATED));
            }
            event = event.with(matches, byes);
        }
        return event;
    }

    @Test
    void randomEventsKeepTheAbsoluteRulesAndGrantThePreferencesThatCanBe() {
        int events = 0;
        for (long seed = 1; seed <= 24; seed++) {
            Random random = new Random(seed * 7919);
            int teams = 4 + random.nextInt(17);
            // at most half the field: a Swiss of (nearly) a round robin's length can run out of legal pairings
            int rounds = Math.min(teams / 2, 3 + random.nextInt(5));
            ColourPreferenceType type = ColourPreferenceType.values()[random.nextInt(3)];
            TeamSwissRules rules = new TeamSwissRules(random.nextBoolean() ? PrimaryScore.MATCH_POINTS
                    : PrimaryScore.GAME_POINTS, random.nextBoolean(), type,
                    random.nextBoolean() ? Colour.WHITE : Colour.BLACK, rounds,
                    random.nextBoolean() ? BoardColours.HOME_WHITE_ON_FIRST_BOARD
                            : BoardColours.HOME_BLACK_ON_FIRST_BOARD);
            List<TeamRoundPairing> pairings = new ArrayList<>();
            List<TeamSwissRequest> requests = new ArrayList<>();
            TeamCrosstable event = play(teams, 4, rounds, rules, seed, pairings, requests);
            String label = "seed " + seed + " (" + teams + " teams, " + rounds + " rounds, " + type + ")";
            Map<Integer, Set<Integer>> met = new HashMap<>();
            Map<Integer, Integer> byes = new HashMap<>();
            for (int r = 1; r <= rounds; r++) {
                TeamRoundPairing p = pairings.get(r - 1);
                TeamSwissRequest req = requests.get(r - 1);
                assertEquals(List.of(), TeamPairingCheck.violations(req, p), label);
                assertEquals(teams % 2 == 1, p.bye().isPresent(), label);
                p.bye().ifPresent(b -> byes.merge(b, 1, Integer::sum));
                for (TeamFixture f : p.fixtures()) {
                    assertFalse(met.getOrDefault(f.home(), Set.of()).contains(f.away()),
                            label + ": " + f + " meet twice");
                    TeamRound played = event.round(f.home(), r);
                    if (played.played()) {
                        met.computeIfAbsent(f.home(), k -> new HashSet<>()).add(f.away());
                        met.computeIfAbsent(f.away(), k -> new HashSet<>()).add(f.home());
                    }
                    grantsWhatCanBeGranted(req, f, rules, label + " round " + r);
                }
            }
            byes.forEach((team, n) -> assertEquals(1, n, label + ": team " + team + " has one bye at most"));
            assertEquals(List.of(), TeamPairingCheck.check(event, rules), label);
            events++;
        }
        assertEquals(24, events);
    }

    /** 4.3.2 and 4.3.3: one preference, or two opposite ones, are granted. */
    private static void grantsWhatCanBeGranted(TeamSwissRequest req, TeamFixture f, TeamSwissRules rules,
                                               String label) {
        SwissTeam home = req.teams().stream().filter(t -> t.number() == f.home()).findFirst().orElseThrow();
        SwissTeam away = req.teams().stream().filter(t -> t.number() == f.away()).findFirst().orElseThrow();
        boolean last = req.round() >= rules.totalRounds();
        TeamColourPreference hp = preference(home, rules, last);
        TeamColourPreference ap = preference(away, rules, last);
        Colour homeColour = rules.boardColours().colour(1, true);
        if (home.matchesPlayed() == 0 && away.matchesPlayed() == 0) {
            return;
        }
        if (hp.any() && (!ap.any() || ap.colour() != hp.colour())) {
            assertEquals(hp.colour(), homeColour, label + ": " + f + " home preference");
        }
        if (ap.any() && (!hp.any() || ap.colour() != hp.colour())) {
            assertEquals(ap.colour(), homeColour.opposite(), label + ": " + f + " away preference");
        }
    }

    private static TeamColourPreference preference(SwissTeam t, TeamSwissRules rules, boolean last) {
        List<Colour> played = t.playedColours();
        return TeamColourPreference.of(rules.colourType(), t.colourDifference(),
                played.subList(Math.max(0, played.size() - 2), played.size()), t.matchesPlayed(), last);
    }

    @Test
    void aTwentyFourTeamSwissOfSevenRoundsIsPairedToTheEnd() {
        List<TeamRoundPairing> pairings = new ArrayList<>();
        TeamCrosstable event = play(24, 4, 7, TeamSwissRules.defaults(7), 2026, pairings, new ArrayList<>());
        assertEquals(7, event.roundsRecorded());
        for (TeamRoundPairing p : pairings) {
            assertEquals(12, p.fixtures().size());
        }
        // round 1 folds the field: 1-13, 14-2, 3-15, ...
        assertEquals(new TeamFixture(1, 13), pairings.get(0).fixtures().get(0));
        assertEquals(new TeamFixture(14, 2), pairings.get(0).fixtures().get(1));
        assertTrue(pairings.get(6).fixtures().stream().allMatch(f -> f.home() != f.away()));
    }

    @Test
    void theCheckReportsARematchAndAnotherPairing() {
        TeamCrosstable event = new TeamEventBuilder(4, 2, PointSystem.DEFAULT, MatchPoints.DEFAULT).rounds(3)
                .match(1, 1, 3, "11").match(1, 4, 2, "==")
                .match(2, 1, 3, "1=").match(2, 2, 4, "0=").build();
        List<TeamPairingCheck.Finding> findings = TeamPairingCheck.check(event, TeamSwissRules.defaults(3));
        assertTrue(findings.stream().anyMatch(f -> f.toString()
                .equals("round 2: teams 1 and 3 have met before (C.04.6 2.1.1)")), findings.toString());
        assertTrue(findings.stream().anyMatch(f -> f.toString().startsWith("round 2: recorded 1-3, engine pairs 1")),
                findings.toString());
        assertEquals(0, findings.stream().filter(f -> f.round() == 1).count(), findings.toString());
    }
}
