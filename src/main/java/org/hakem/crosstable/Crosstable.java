package org.hakem.crosstable;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A tournament: its players by start number, the rounds they have played, and how results score.
 *
 * <p>Contract (checked on construction): start numbers are unique; every opponent named in an entry
 * exists, and the opponent's entry of the same round names this player back.
 *
 * @param name           tournament name
 * @param systemName     free text type of tournament (TRF 092), empty when unknown
 * @param plannedRounds  total number of rounds (TRF XXR / 142), 0 when unknown
 * @param initialColour  the colour the highest-ranked player paired in round 1 had or will have (TRF
 *                       XXC / 152), empty when not stated
 * @param points         the point system
 * @param players        the players, any order; kept sorted by start number
 */
public record Crosstable(String name, String systemName, int plannedRounds, Optional<Colour> initialColour,
                         PointSystem points, List<Entrant> players) {

    public Crosstable {
        name = Objects.requireNonNullElse(name, "");
        systemName = Objects.requireNonNullElse(systemName, "");
        initialColour = Objects.requireNonNullElse(initialColour, Optional.empty());
        Objects.requireNonNull(points, "points");
        if (plannedRounds < 0) {
            throw new IllegalArgumentException("number of rounds cannot be negative: " + plannedRounds);
        }
        List<Entrant> sorted = new ArrayList<>(players);
        sorted.sort((a, b) -> Integer.compare(a.startNumber(), b.startNumber()));
        players = List.copyOf(sorted);
        checkConsistent(players);
    }

    /** A tournament with default point system and nothing else stated. */
    public static Crosstable of(PointSystem points, Collection<Entrant> players) {
        return new Crosstable("", "", 0, Optional.empty(), points, List.copyOf(players));
    }

    private static void checkConsistent(List<Entrant> players) {
        Map<Integer, Entrant> byNumber = new TreeMap<>();
        for (Entrant p : players) {
            if (byNumber.put(p.startNumber(), p) != null) {
                throw new IllegalArgumentException("start number " + p.startNumber() + " is used twice");
            }
        }
        for (Entrant p : players) {
            for (int r = 1; r <= p.rounds().size(); r++) {
                RoundEntry e = p.round(r);
                if (!e.hasOpponent()) {
                    continue;
                }
                Entrant o = byNumber.get(e.opponent());
                if (o == null) {
                    throw new IllegalArgumentException("round " + r + ": player " + p.startNumber()
                            + " has opponent " + e.opponent() + ", who is not a player");
                }
                if (o.round(r).opponent() != p.startNumber()) {
                    throw new IllegalArgumentException("round " + r + ": player " + p.startNumber() + " has opponent "
                            + e.opponent() + ", but " + e.opponent() + " has opponent " + o.round(r).opponent());
                }
            }
        }
    }

    /** The player with this start number. */
    public Entrant player(int startNumber) {
        int lo = 0;
        int hi = players.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int n = players.get(mid).startNumber();
            if (n == startNumber) {
                return players.get(mid);
            }
            if (n < startNumber) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        throw new IllegalArgumentException("no player has start number " + startNumber);
    }

    /**
     * The initial colour: as stated (XXC / 152), or else the colour that the highest-ranked player (lowest
     * start number) paired in round 1 received, which is what TRF-2026 says an absent 152 means. Empty
     * before round 1 is paired when nothing is stated.
     */
    public Optional<Colour> initialColourOrFromRound1() {
        if (initialColour.isPresent()) {
            return initialColour;
        }
        for (Entrant p : players) {
            RoundEntry e = p.round(1);
            if (e.hasOpponent() && e.colour() != Colour.NONE) {
                return Optional.of(e.colour());
            }
        }
        return Optional.empty();
    }

    /** The number of rounds for which any player has an entry. */
    public int roundsRecorded() {
        return players.stream().mapToInt(p -> p.rounds().size()).max().orElse(0);
    }

    /** Points of a player after round {@code afterRound} (0 = before round 1). */
    public double score(Entrant p, int afterRound) {
        double s = 0;
        for (int r = 1; r <= afterRound; r++) {
            s += points.points(p.round(r).result());
        }
        return s;
    }

    /** Points of a player over all recorded rounds. */
    public double score(Entrant p) {
        return score(p, roundsRecorded());
    }

    /** The same tournament with other players (e.g. after a round was added). */
    public Crosstable withPlayers(List<Entrant> newPlayers) {
        return new Crosstable(name, systemName, plannedRounds, initialColour, points, newPlayers);
    }

    /** The tournament as it stood after round {@code round}: later entries removed, points recomputed. */
    public Crosstable upToRound(int round) {
        List<Entrant> cut = new ArrayList<>();
        for (Entrant p : players) {
            List<RoundEntry> rs = p.rounds().subList(0, Math.min(round, p.rounds().size()));
            Entrant q = p.withRounds(rs);
            cut.add(q.withDeclared(score(q, round), 0));
        }
        return withPlayers(cut);
    }
}
