package org.hakem.archive.domain;

import java.util.Collection;
import java.util.List;

/**
 * The archive read by registry player (issue 35): the games linked to a player on either side, what they scored in
 * them by colour, by year, against whom and in which openings, and the games whose names may be theirs but are not
 * linked yet. Results are read the ways archives write them ({@code 2-0}, {@code 1:1}...); a game without a result
 * ({@code *}) counts as played but neither won, drawn nor lost.
 */
public interface PlayerRecords {

    /** Wins, draws and losses from the player's side; {@code games} also counts games without a result. */
    record Score(int games, int wins, int draws, int losses) {

        /** Points: a win 1, a draw ½. */
        public double points() {
            return wins + draws / 2.0;
        }

        /** Points per game with a result, as a percentage (0 when none has one). */
        public int percent() {
            int decided = wins + draws + losses;
            return decided == 0 ? 0 : (int) Math.round(100.0 * points() / decided);
        }
    }

    /** The player's score with one colour ({@code white}, {@code black}). */
    record ColourScore(String colour, Score score) {
    }

    /** The player's score in one year; null for games without a date. */
    record YearScore(Integer year, Score score) {
    }

    /**
     * An opponent: the registry player when the other side is linked (else null), the name as most games write it,
     * and the player's score against them.
     */
    record Opponent(Long playerId, String name, Score score) {
    }

    /** An opening: the variant, the player's colour, the first two plies (long notation; the second may be ""). */
    record Opening(String variant, String colour, String first, String second, Score score) {
    }

    /** A side of a game that may be the player's: not linked, its name written in one of the player's forms. */
    record Candidate(long gameId, String side) {
    }

    /** The ids of the player's games, newest first (by date, then as archived). */
    List<Long> games(long playerId, int offset, int limit);

    long countGames(long playerId);

    /** The name the player's games write most often on their side (what the explorer's player filter takes), else null. */
    String writtenName(long playerId);

    /** By colour, white first; a colour the player never had is left out. */
    List<ColourScore> byColour(long playerId);

    /** By year, newest first, games without a date last. */
    List<YearScore> byYear(long playerId);

    /** The most frequent opponents, most games first, at most {@code limit}. */
    List<Opponent> opponents(long playerId, int limit);

    /**
     * The most played openings (games from the variant's start position) of each variant and colour, most games first,
     * at most {@code limit} in all.
     */
    List<Opening> openings(long playerId, int limit);

    /**
     * Sides of games not linked to anyone whose folded name is one of {@code nameKeys}, and whose federation tag
     * ({@code WhiteFederation}, {@code BlackFederation}), where the game has one, is {@code federation} (any when the
     * player has none); newest first, at most {@code limit}.
     */
    List<Candidate> candidates(Collection<String> nameKeys, String federation, int limit);
}
