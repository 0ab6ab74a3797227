package org.hakem.crosstable.team;

import java.util.ArrayList;
import java.util.List;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;

/**
 * Builds team events for tests: teams 1..n with {@code boards} players each (team t's board k is player
 * (t-1)*boards+k, rated 2000 + 10*(n*boards - start number)), matches given as the home team's results board by
 * board ({@code "1=0+"}: won, drew, lost, won by forfeit; {@code '-'} a forfeit loss, {@code '_'} an empty home
 * board).
 */
public final class TeamEventBuilder {

    private final String name;
    private final int boards;
    private final PointSystem gamePoints;
    private final MatchPoints matchPoints;
    private BoardColours colours = BoardColours.HOME_WHITE_ON_FIRST_BOARD;
    private int rounds;
    private final List<Team> teams = new ArrayList<>();
    private final List<TeamPlayer> players = new ArrayList<>();
    private final List<TeamMatch> matches = new ArrayList<>();
    private final List<TeamBye> byes = new ArrayList<>();

    public TeamEventBuilder(int teamCount, int boards, PointSystem gamePoints, MatchPoints matchPoints) {
        this.name = "Test cup";
        this.boards = boards;
        this.gamePoints = gamePoints;
        this.matchPoints = matchPoints;
        int total = teamCount * boards;
        for (int t = 1; t <= teamCount; t++) {
            List<Integer> roster = new ArrayList<>();
            for (int k = 1; k <= boards; k++) {
                int sn = (t - 1) * boards + k;
                roster.add(sn);
                players.add(new TeamPlayer(sn, "Player " + sn, 2000 + 10 * (total - sn), "TUR", ""));
            }
            teams.add(new Team(t, "Team " + t, "T" + t, 0, roster));
        }
    }

    public TeamEventBuilder colours(BoardColours c) {
        this.colours = c;
        return this;
    }

    /** Every player unrated (rating 0). */
    public TeamEventBuilder withoutRatings() {
        players.replaceAll(p -> new TeamPlayer(p.startNumber(), p.name(), 0, p.federation(), p.id()));
        return this;
    }

    public TeamEventBuilder rounds(int r) {
        this.rounds = r;
        return this;
    }

    public int boards() {
        return boards;
    }

    /** A match with the home team's results, board 1 first. */
    public TeamEventBuilder match(int round, int home, int away, String homeResults) {
        matches.add(match(round, home, away, homeResults, boards, colours));
        return this;
    }

    public static TeamMatch match(int round, int home, int away, String homeResults, int boards, BoardColours colours) {
        List<BoardGame> games = new ArrayList<>();
        for (int k = 1; k <= homeResults.length(); k++) {
            char c = homeResults.charAt(k - 1);
            int hp = (home - 1) * boards + k;
            int ap = (away - 1) * boards + k;
            if (c == '_') {
                games.add(new BoardGame(k, 0, ap, colours.colour(k, true), ResultCode.FORFEIT_LOSS));
            } else {
                games.add(new BoardGame(k, hp, ap, colours.colour(k, true), ResultCode.fromCode(c)));
            }
        }
        return new TeamMatch(round, home, away, games, MatchForfeit.NONE);
    }

    public TeamEventBuilder forfeit(int round, int home, int away, MatchForfeit f) {
        matches.add(new TeamMatch(round, home, away, List.of(), f));
        return this;
    }

    public TeamEventBuilder bye(int round, int team, TeamBye.Kind kind) {
        byes.add(new TeamBye(round, team, kind));
        return this;
    }

    public TeamCrosstable build() {
        return new TeamCrosstable(name, boards, gamePoints, matchPoints, matchPoints.draw(),
                boards * gamePoints.draw(), rounds, colours, teams, players, matches, byes);
    }
}
