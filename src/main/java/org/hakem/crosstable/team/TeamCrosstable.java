package org.hakem.crosstable.team;

import java.util.List;
import java.util.Objects;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.PointSystem;

/**
 * A team event: its teams, players and the matches and byes of the rounds so far, scored by a game-point
 * system (TRF 162, for each board game) and a match-point system (TRF 362).
 *
 * <p>Contract (checked on construction): team numbers and start numbers are unique; a team plays at most one
 * match or has at most one bye per round; a match names existing teams and its board games name players (or 0);
 * board numbers of a match are 1..boards, each once.
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
 * @param matches          the matches of all rounds, in round order
 * @param byes             the team byes of all rounds
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
        teams = List.copyOf(teams);
        players = List.copyOf(players);
        matches = List.copyOf(matches);
        byes = List.copyOf(byes);
    }

    /**
     * An event with the defaults: the pairing-allocated bye worth a drawn match (match points {@code draw}, game
     * points half of {@code boards} wins), home team White on board 1.
     */
    public static TeamCrosstable of(String name, int boards, PointSystem gamePoints, MatchPoints matchPoints,
                                    int plannedRounds, List<Team> teams, List<TeamPlayer> players,
                                    List<TeamMatch> matches, List<TeamBye> byes) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** The team with this pairing number. */
    public Team team(int number) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** The player with this start number. */
    public TeamPlayer player(int startNumber) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** The highest round that has a match or a bye, 0 before round 1. */
    public int roundsRecorded() {
        throw new UnsupportedOperationException("skeleton");
    }

    /** The matches of a round, in the order recorded (the first is match 1). */
    public List<TeamMatch> matches(int round) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** What a team did in a round; {@link TeamRound.Outcome#ABSENT} when nothing is recorded. */
    public TeamRound round(int team, int round) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** A team's rounds 1..{@link #roundsRecorded()}. */
    public List<TeamRound> rounds(int team) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** Game points of one side of a match, by the game-point system (a whole-match forfeit: all boards won or lost). */
    public double gamePoints(TeamMatch match, boolean home) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** A team's match points after {@code afterRound} rounds. */
    public double matchPoints(int team, int afterRound) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** A team's game points after {@code afterRound} rounds. */
    public double gamePoints(int team, int afterRound) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** A team's primary or secondary score after {@code afterRound} rounds. */
    public double score(int team, PrimaryScore which, int afterRound) {
        return which == PrimaryScore.MATCH_POINTS ? matchPoints(team, afterRound) : gamePoints(team, afterRound);
    }

    /** The team a player is on (by roster), 0 when none. */
    public int teamOf(int startNumber) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** The event cut after round {@code round} (matches and byes of later rounds left out). */
    public TeamCrosstable upToRound(int round) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** The same event with more matches and byes (e.g. a new round paired or played). */
    public TeamCrosstable with(List<TeamMatch> moreMatches, List<TeamBye> moreByes) {
        throw new UnsupportedOperationException("skeleton");
    }

    /**
     * The individual crosstable of the players' games: one entry per round per player (opponent, colour, result;
     * not paired = blank), scored by the game-point system; for board prizes and TRF 001 records.
     */
    public Crosstable playerCrosstable() {
        throw new UnsupportedOperationException("skeleton");
    }
}
