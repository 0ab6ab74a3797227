package org.hakem.team.application;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.team.BoardGame;
import org.hakem.crosstable.team.MatchForfeit;
import org.hakem.crosstable.team.TeamBye;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.crosstable.team.TeamMatch;
import org.hakem.crosstable.team.TeamPlayer;
import org.hakem.team.domain.MatchBoard;
import org.hakem.team.domain.Team;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamMember;
import org.hakem.team.domain.TeamRound;

/**
 * The persisted team event as the pure model reads it ({@link TeamCrosstable}): teams by their numbers, players
 * numbered team by team in roster order (team 1's first board is player 1), and of the rounds given the matches whose
 * every board has a result (or that were forfeited whole). A team Swiss's team without opponent has the
 * pairing-allocated bye; a round robin's team without opponent (an odd number of teams) has nothing that round.
 */
public final class TeamModel {

    private final TeamCrosstable crosstable;
    private final Map<Long, Integer> startNumbers;

    private TeamModel(TeamCrosstable crosstable, Map<Long, Integer> startNumbers) {
        this.crosstable = crosstable;
        this.startNumbers = startNumbers;
    }

    public static TeamModel of(TeamEvent e, List<TeamRound> rounds) {
        Map<Long, Integer> numbers = new HashMap<>();
        List<org.hakem.crosstable.team.Team> teams = new ArrayList<>();
        List<TeamPlayer> players = new ArrayList<>();
        Map<Integer, Integer> ratings = new HashMap<>();
        for (Team t : e.teams()) {
            List<Integer> roster = new ArrayList<>();
            for (TeamMember m : t.members()) {
                int sn = players.size() + 1;
                numbers.put(m.id(), sn);
                roster.add(sn);
                ratings.put(sn, m.rating() == null ? 0 : m.rating());
                players.add(new TeamPlayer(sn, m.name(), m.rating() == null ? 0 : m.rating(),
                        m.federation() == null ? "" : m.federation(), ""));
            }
            org.hakem.crosstable.team.Team unrated = new org.hakem.crosstable.team.Team(t.number(), t.name(), "", 0, roster);
            // the strength of the pure code's initial order: the average rating of the rated first boards
            teams.add(new org.hakem.crosstable.team.Team(t.number(), t.name(), "",
                    org.hakem.pairing.team.TeamInitialOrder.strength(unrated, ratings, e.boards()), roster));
        }
        List<TeamMatch> matches = new ArrayList<>();
        List<TeamBye> byes = new ArrayList<>();
        for (TeamRound r : rounds) {
            for (org.hakem.team.domain.TeamMatch m : r.matches()) {
                if (m.isBye()) {
                    if (!e.system().roundRobin()) {
                        byes.add(new TeamBye(r.number(), m.home().number(), TeamBye.Kind.PAIRING_ALLOCATED));
                    }
                    continue;
                }
                if (m.forfeit() != MatchForfeit.NONE) {
                    matches.add(new TeamMatch(r.number(), m.home().number(), m.away().number(), List.of(), m.forfeit()));
                    continue;
                }
                if (!m.boards().stream().allMatch(b -> b.result().decided())) {
                    continue; // not over yet: the standings count finished matches only
                }
                List<BoardGame> games = new ArrayList<>();
                for (MatchBoard b : m.boards()) {
                    games.add(new BoardGame(b.board(), number(numbers, b.homeMember()), number(numbers, b.awayMember()),
                            b.homeWhite() ? Colour.WHITE : Colour.BLACK, b.homeCode()));
                }
                matches.add(new TeamMatch(r.number(), m.home().number(), m.away().number(), games, MatchForfeit.NONE));
            }
        }
        TeamCrosstable base = TeamCrosstable.of(e.name(), e.boards(), e.gamePoints(), e.matchPoints(),
                e.plannedRounds(), teams, players, matches, byes);
        TeamCrosstable ct = new TeamCrosstable(base.name(), base.boards(), base.gamePoints(), base.matchPoints(),
                base.pabMatchPoints(), base.pabGamePoints(), base.plannedRounds(), e.colourRule(), base.teams(),
                base.players(), base.matches(), base.byes());
        return new TeamModel(ct, numbers);
    }

    private static int number(Map<Long, Integer> numbers, TeamMember m) {
        return m == null ? 0 : numbers.get(m.id());
    }

    public TeamCrosstable crosstable() {
        return crosstable;
    }

    /** The start number of a roster member in {@link #crosstable()}. */
    public int startNumber(TeamMember m) {
        return startNumbers.get(m.id());
    }
}
