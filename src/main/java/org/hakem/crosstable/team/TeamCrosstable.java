package org.hakem.crosstable.team;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.RoundEntry;

/**
 * A team event: its teams, players and the matches and byes of the rounds so far, scored by a game-point
 * system (TRF 162, for each board game) and a match-point system (TRF 362).
 *
 * <p>Contract (checked on construction): team numbers and start numbers are unique; a team plays at most one
 * match or has at most one bye per round; a match names existing teams and its board games name players (or 0);
 * board numbers of a match are 1..boards, each once; a player sits at most at one board per round.
 *
 * @param name             event name
 * @param boards           boards per match (at least 1)
 * @param gamePoints       points of a board game (win, draw, loss, ...), e.g. 1-½-0 or 2-1-0
 * @param matchPoints      points of a match won, drawn, lost
 * @param pabMatchPoints   match points of the pairing-allocated bye (C.04.6 Article 1.4: a draw unless the
 *                         regulation says otherwise; TRF 320)
 * @param pabGamePoints    game points of the pairing-allocated bye (C.04.6 Article 1.4: a drawn match's, i.e.
 *                         half the boards won; TRF 320)
 * @param plannedRounds    total rounds, 0 when unknown
 * @param boardColours     the colours of the boards by who is home
 * @param teams            the teams, any order; kept sorted by number
 * @param players          the players, any order; kept sorted by start number
 * @param matches          the matches of all rounds; kept in round order (the order within a round as given)
 * @param byes             the team byes of all rounds; kept in round order
 */
public record TeamCrosstable(String name, int boards, PointSystem gamePoints, MatchPoints matchPoints,
                             double pabMatchPoints, double pabGamePoints, int plannedRounds,
                             BoardColours boardColours, List<Team> teams, List<TeamPlayer> players,
                             List<TeamMatch> matches, List<TeamBye> byes) {

    public TeamCrosstable {
        name = Objects.requireNonNullElse(name, "");
        Objects.requireNonNull(gamePoints, "gamePoints");
        Objects.requireNonNull(matchPoints, "matchPoints");
        Objects.requireNonNull(boardColours, "boardColours");
        if (boards < 1) {
            throw new IllegalArgumentException("a match has at least one board, not " + boards);
        }
        if (plannedRounds < 0) {
            throw new IllegalArgumentException("number of rounds cannot be negative: " + plannedRounds);
        }
        List<Team> ts = new ArrayList<>(teams);
        ts.sort((a, b) -> Integer.compare(a.number(), b.number()));
        teams = List.copyOf(ts);
        List<TeamPlayer> ps = new ArrayList<>(players);
        ps.sort((a, b) -> Integer.compare(a.startNumber(), b.startNumber()));
        players = List.copyOf(ps);
        List<TeamMatch> ms = new ArrayList<>(matches);
        ms.sort((a, b) -> Integer.compare(a.round(), b.round()));
        matches = List.copyOf(ms);
        List<TeamBye> bs = new ArrayList<>(byes);
        bs.sort((a, b) -> Integer.compare(a.round(), b.round()));
        byes = List.copyOf(bs);
        checkConsistent(boards, teams, players, matches, byes);
    }

    private static void checkConsistent(int boards, List<Team> teams, List<TeamPlayer> players,
                                        List<TeamMatch> matches, List<TeamBye> byes) {
        Set<Integer> teamNumbers = new HashSet<>();
        for (Team t : teams) {
            if (!teamNumbers.add(t.number())) {
                throw new IllegalArgumentException("team number " + t.number() + " is used twice");
            }
        }
        Set<Integer> startNumbers = new HashSet<>();
        for (TeamPlayer p : players) {
            if (!startNumbers.add(p.startNumber())) {
                throw new IllegalArgumentException("start number " + p.startNumber() + " is used twice");
            }
        }
        Set<String> teamRounds = new HashSet<>();
        Set<String> playerRounds = new HashSet<>();
        for (TeamMatch m : matches) {
            if (m.round() < 1) {
                throw new IllegalArgumentException("rounds are numbered from 1, not " + m.round());
            }
            for (int t : new int[] {m.home(), m.away()}) {
                if (!teamNumbers.contains(t)) {
                    throw new IllegalArgumentException("round " + m.round() + ": team " + t + " is not a team");
                }
                if (!teamRounds.add(m.round() + ":" + t)) {
                    throw new IllegalArgumentException("round " + m.round() + ": team " + t + " is paired twice");
                }
            }
            Set<Integer> seen = new HashSet<>();
            for (BoardGame g : m.boards()) {
                if (g.board() > boards || !seen.add(g.board())) {
                    throw new IllegalArgumentException("round " + m.round() + ", match " + m.home() + "-" + m.away()
                            + ": board " + g.board() + " is not one of 1.." + boards + " or is given twice");
                }
                for (int p : new int[] {g.homePlayer(), g.awayPlayer()}) {
                    if (p == 0) {
                        continue;
                    }
                    if (!startNumbers.contains(p)) {
                        throw new IllegalArgumentException("round " + m.round() + ", board " + g.board()
                                + ": player " + p + " is not a player");
                    }
                    if (!playerRounds.add(m.round() + ":" + p)) {
                        throw new IllegalArgumentException("round " + m.round() + ": player " + p
                                + " plays on two boards");
                    }
                }
            }
        }
        for (TeamBye b : byes) {
            if (b.round() < 1) {
                throw new IllegalArgumentException("rounds are numbered from 1, not " + b.round());
            }
            if (!teamNumbers.contains(b.team())) {
                throw new IllegalArgumentException("round " + b.round() + ": team " + b.team() + " is not a team");
            }
            if (!teamRounds.add(b.round() + ":" + b.team())) {
                throw new IllegalArgumentException("round " + b.round() + ": team " + b.team()
                        + " has a bye and another match or bye");
            }
        }
    }

    /**
     * An event with the defaults: the pairing-allocated bye worth a drawn match (match points {@code draw}, game
     * points {@code boards} draws), home team White on board 1.
     */
    public static TeamCrosstable of(String name, int boards, PointSystem gamePoints, MatchPoints matchPoints,
                                    int plannedRounds, List<Team> teams, List<TeamPlayer> players,
                                    List<TeamMatch> matches, List<TeamBye> byes) {
        return new TeamCrosstable(name, boards, gamePoints, matchPoints, matchPoints.draw(),
                boards * gamePoints.draw(), plannedRounds, BoardColours.HOME_WHITE_ON_FIRST_BOARD, teams, players,
                matches, byes);
    }

    /** The team with this pairing number. */
    public Team team(int number) {
        for (Team t : teams) {
            if (t.number() == number) {
                return t;
            }
        }
        throw new IllegalArgumentException("no team " + number);
    }

    /** The player with this start number. */
    public TeamPlayer player(int startNumber) {
        for (TeamPlayer p : players) {
            if (p.startNumber() == startNumber) {
                return p;
            }
        }
        throw new IllegalArgumentException("no player " + startNumber);
    }

    /** The highest round that has a match or a bye, 0 before round 1. */
    public int roundsRecorded() {
        int r = 0;
        for (TeamMatch m : matches) {
            r = Math.max(r, m.round());
        }
        for (TeamBye b : byes) {
            r = Math.max(r, b.round());
        }
        return r;
    }

    /** The matches of a round, in the order recorded (the first is match 1). */
    public List<TeamMatch> matches(int round) {
        return matches.stream().filter(m -> m.round() == round).toList();
    }

    /** The byes of a round. */
    public List<TeamBye> byes(int round) {
        return byes.stream().filter(b -> b.round() == round).toList();
    }

    /** The match of a team in a round, if it had one. */
    public Optional<TeamMatch> match(int team, int round) {
        return matches.stream().filter(m -> m.round() == round && m.involves(team)).findFirst();
    }

    /** What a team did in a round; {@link TeamRound.Outcome#ABSENT} when nothing is recorded. */
    public TeamRound round(int team, int round) {
        Optional<TeamMatch> found = match(team, round);
        if (found.isPresent()) {
            TeamMatch m = found.get();
            boolean home = m.home() == team;
            double own = gamePoints(m, home);
            double other = gamePoints(m, !home);
            int opponent = m.opponent(team);
            TeamRound.Outcome outcome;
            double mp;
            switch (m.forfeit()) {
                case HOME_WINS, AWAY_WINS -> {
                    boolean won = (m.forfeit() == MatchForfeit.HOME_WINS) == home;
                    outcome = won ? TeamRound.Outcome.FORFEIT_WON : TeamRound.Outcome.FORFEIT_LOST;
                    mp = won ? matchPoints.win() : matchPoints.loss();
                }
                case DOUBLE -> {
                    outcome = TeamRound.Outcome.DOUBLE_FORFEIT;
                    mp = matchPoints.loss();
                }
                default -> {
                    mp = matchPoints.of(own, other);
                    boolean played = m.boards().stream().anyMatch(BoardGame::played);
                    if (played || (own == other && own > 0)) {
                        outcome = own > other ? TeamRound.Outcome.WON
                                : own < other ? TeamRound.Outcome.LOST : TeamRound.Outcome.DRAWN;
                    } else {
                        outcome = own > other ? TeamRound.Outcome.FORFEIT_WON
                                : own < other ? TeamRound.Outcome.FORFEIT_LOST : TeamRound.Outcome.DOUBLE_FORFEIT;
                        if (outcome == TeamRound.Outcome.DOUBLE_FORFEIT) {
                            mp = matchPoints.loss();
                        }
                    }
                }
            }
            Colour first = Colour.NONE;
            if (outcome.played()) {
                first = m.boards().stream().filter(g -> g.board() == 1).findFirst()
                        .map(g -> g.homeColour() == Colour.NONE ? boardColours.colour(1, true) : g.homeColour())
                        .orElse(boardColours.colour(1, true));
                first = home ? first : first.opposite();
            }
            return new TeamRound(round, team, opponent, home, outcome, own, other, mp, first);
        }
        for (TeamBye b : byes) {
            if (b.round() == round && b.team() == team) {
                return switch (b.kind()) {
                    case PAIRING_ALLOCATED -> new TeamRound(round, team, 0, false, TeamRound.Outcome.PAIRING_BYE,
                            pabGamePoints, 0, pabMatchPoints, Colour.NONE);
                    case FULL_POINT -> new TeamRound(round, team, 0, false, TeamRound.Outcome.FULL_BYE,
                            boards * gamePoints.win(), 0, matchPoints.win(), Colour.NONE);
                    case HALF_POINT -> new TeamRound(round, team, 0, false, TeamRound.Outcome.HALF_BYE,
                            boards * gamePoints.draw(), 0, matchPoints.draw(), Colour.NONE);
                    case ZERO_POINT -> new TeamRound(round, team, 0, false, TeamRound.Outcome.ZERO_BYE,
                            0, 0, 0, Colour.NONE);
                };
            }
        }
        return new TeamRound(round, team, 0, false, TeamRound.Outcome.ABSENT, 0, 0, 0, Colour.NONE);
    }

    /** A team's rounds 1..{@link #roundsRecorded()}. */
    public List<TeamRound> rounds(int team) {
        List<TeamRound> out = new ArrayList<>();
        for (int r = 1, n = roundsRecorded(); r <= n; r++) {
            out.add(round(team, r));
        }
        return out;
    }

    /**
     * Game points of one side of a match, by the game-point system: the sum of its board results; a whole-match
     * forfeit gives the team that appeared every board as won by forfeit and the other nothing.
     */
    public double gamePoints(TeamMatch match, boolean home) {
        return switch (match.forfeit()) {
            case HOME_WINS -> home ? boards * gamePoints.win() : boards * gamePoints.absence();
            case AWAY_WINS -> home ? boards * gamePoints.absence() : boards * gamePoints.win();
            case DOUBLE -> boards * gamePoints.absence();
            case NONE -> {
                double sum = 0;
                for (BoardGame g : match.boards()) {
                    sum += gamePoints.points(g.result(home));
                }
                yield sum;
            }
        };
    }

    /** A team's match points after {@code afterRound} rounds. */
    public double matchPoints(int team, int afterRound) {
        double sum = 0;
        for (int r = 1; r <= afterRound; r++) {
            sum += round(team, r).matchPoints();
        }
        return sum;
    }

    /** A team's game points after {@code afterRound} rounds. */
    public double gamePoints(int team, int afterRound) {
        double sum = 0;
        for (int r = 1; r <= afterRound; r++) {
            sum += round(team, r).gamePoints();
        }
        return sum;
    }

    /** A team's primary or secondary score after {@code afterRound} rounds. */
    public double score(int team, PrimaryScore which, int afterRound) {
        return which == PrimaryScore.MATCH_POINTS ? matchPoints(team, afterRound) : gamePoints(team, afterRound);
    }

    /** The team a player is on (by roster), 0 when none. */
    public int teamOf(int startNumber) {
        for (Team t : teams) {
            if (t.roster().contains(startNumber)) {
                return t.number();
            }
        }
        return 0;
    }

    /** The event cut after round {@code round} (matches and byes of later rounds left out). */
    public TeamCrosstable upToRound(int round) {
        return new TeamCrosstable(name, boards, gamePoints, matchPoints, pabMatchPoints, pabGamePoints,
                plannedRounds, boardColours, teams, players,
                matches.stream().filter(m -> m.round() <= round).toList(),
                byes.stream().filter(b -> b.round() <= round).toList());
    }

    /** The same event with more matches and byes (e.g. a new round paired or played). */
    public TeamCrosstable with(List<TeamMatch> moreMatches, List<TeamBye> moreByes) {
        List<TeamMatch> ms = new ArrayList<>(matches);
        ms.addAll(moreMatches);
        List<TeamBye> bs = new ArrayList<>(byes);
        bs.addAll(moreByes);
        return new TeamCrosstable(name, boards, gamePoints, matchPoints, pabMatchPoints, pabGamePoints,
                plannedRounds, boardColours, teams, players, ms, bs);
    }

    /**
     * The individual crosstable of the players' games: one entry per round per player (opponent, colour, result;
     * not seated = blank; a board whose opponent's seat was empty: no opponent and the forfeit result), scored by
     * the game-point system; for board prizes and TRF 001 records.
     */
    public Crosstable playerCrosstable() {
        int rounds = roundsRecorded();
        Map<Integer, RoundEntry[]> entries = new HashMap<>();
        for (TeamPlayer p : players) {
            RoundEntry[] es = new RoundEntry[rounds];
            java.util.Arrays.fill(es, RoundEntry.ABSENT);
            entries.put(p.startNumber(), es);
        }
        for (TeamMatch m : matches) {
            for (BoardGame g : m.boards()) {
                if (g.homePlayer() != 0) {
                    entries.get(g.homePlayer())[m.round() - 1] = new RoundEntry(g.awayPlayer(),
                            g.awayPlayer() == 0 ? Colour.NONE : g.homeColour(), g.homeResult());
                }
                if (g.awayPlayer() != 0) {
                    entries.get(g.awayPlayer())[m.round() - 1] = new RoundEntry(g.homePlayer(),
                            g.homePlayer() == 0 ? Colour.NONE : g.homeColour().opposite(), g.awayResult());
                }
            }
        }
        List<Entrant> out = new ArrayList<>();
        for (TeamPlayer p : players) {
            out.add(new Entrant(p.startNumber(), "", "", p.name(), p.rating(), p.federation(), p.id(), "", 0, 0,
                    List.of(entries.get(p.startNumber()))));
        }
        return new Crosstable(name, "", plannedRounds, Optional.empty(), gamePoints, out);
    }
}
