package org.hakem.crosstable;

import java.util.List;
import java.util.Objects;

/**
 * A participant and the entries of the rounds it has so far (index 0 is round 1).
 *
 * <p>Identity fields are kept as text as the organiser gave them; {@code rating} 0 means unrated.
 * {@code declaredPoints} and {@code declaredRank} are what a report file stated (or 0 when unknown);
 * the standings recompute points from the entries.
 *
 * @param startNumber    1..9999, unique in the tournament
 * @param sex            "m", "w" or empty
 * @param title          GM, IM, WGM, ... or empty
 * @param name           "Lastname, Firstname"
 * @param rating         rating, 0 when unrated
 * @param federation     three-letter code or empty
 * @param id             the rating organisation's number (FIDE id) or empty
 * @param birthDate      "YYYY/MM/DD" or as given, or empty
 * @param declaredPoints points stated by the source
 * @param declaredRank   rank stated by the source, 0 when none
 * @param rounds         one entry per round, in round order
 */
public record Entrant(int startNumber, String sex, String title, String name, int rating, String federation,
                     String id, String birthDate, double declaredPoints, int declaredRank,
                     List<RoundEntry> rounds) {

    public Entrant {
        if (startNumber < 1 || startNumber > 9999) {
            throw new IllegalArgumentException("start number must be 1..9999, not " + startNumber);
        }
        sex = Objects.requireNonNullElse(sex, "");
        title = Objects.requireNonNullElse(title, "");
        name = Objects.requireNonNullElse(name, "");
        federation = Objects.requireNonNullElse(federation, "");
        id = Objects.requireNonNullElse(id, "");
        birthDate = Objects.requireNonNullElse(birthDate, "");
        rounds = List.copyOf(rounds);
    }

    /** A player with only a start number, name and rating, and the given rounds. */
    public static Entrant of(int startNumber, String name, int rating, List<RoundEntry> rounds) {
        return new Entrant(startNumber, "", "", name, rating, "", "", "", 0, 0, rounds);
    }

    /** The entry of round {@code round} (1-based); {@link RoundEntry#ABSENT} beyond the recorded rounds. */
    public RoundEntry round(int round) {
        if (round < 1) {
            throw new IllegalArgumentException("rounds are numbered from 1, not " + round);
        }
        return round <= rounds.size() ? rounds.get(round - 1) : RoundEntry.ABSENT;
    }

    /** The same player with other round entries. */
    public Entrant withRounds(List<RoundEntry> newRounds) {
        return new Entrant(startNumber, sex, title, name, rating, federation, id, birthDate, declaredPoints,
                declaredRank, newRounds);
    }

    /** The same player with other stated points and rank. */
    public Entrant withDeclared(double points, int rank) {
        return new Entrant(startNumber, sex, title, name, rating, federation, id, birthDate, points, rank, rounds);
    }
}
