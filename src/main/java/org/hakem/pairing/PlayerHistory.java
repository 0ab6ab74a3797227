package org.hakem.pairing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.PointSystem;

/**
 * What every Swiss system reads from a player's past rounds: opponents of games played, colours,
 * floats, byes. Computed once per player and round to pair, from the engine's input alone.
 *
 * <p>Definitions shared by the Swiss systems: a forfeit is not a game (no colour, no rematch
 * restriction); rounds without a game are skipped in the colour history; a float in a past round is a
 * game against a different pairing score (points before that round plus that round's acceleration): the
 * higher player floated down, the lower one up; a round not played floats down only when it scored more
 * than a loss (pairing-allocated bye, forfeit win, half or full-point bye).
 */
public final class PlayerHistory {

    /** Direction of a player's float in one round. */
    public enum Float { DOWN, UP, NONE }

    private final SwissPlayer player;
    private final Set<Integer> metOverTheBoard = new HashSet<>();
    private final List<Colour> colours = new ArrayList<>();
    private final List<Float> floats = new ArrayList<>();
    private final int whites;
    private final int blacks;
    private final int run;
    private final boolean wonWithoutPlaying;

    private PlayerHistory(SwissPlayer player, Map<Integer, SwissPlayer> byId, PointSystem.Tenths points) {
        this.player = player;
        int w = 0;
        int b = 0;
        int consecutive = 0;
        Colour last = Colour.NONE;
        boolean unplayedWin = false;
        List<SwissRound> rounds = player.rounds();
        for (int i = 0; i < rounds.size(); i++) {
            SwissRound r = rounds.get(i);
            if (r.played()) {
                metOverTheBoard.add(r.opponent());
                colours.add(r.colour());
                if (r.colour() == Colour.WHITE) {
                    w++;
                } else {
                    b++;
                }
                consecutive = consecutive == 0 || r.colour() != last ? 1 : consecutive + 1;
                last = r.colour();
            } else if (r.points() >= points.win()) {
                unplayedWin = true;
            }
            floats.add(floatIn(player, i, byId, points));
        }
        this.whites = w;
        this.blacks = b;
        this.run = consecutive;
        this.wonWithoutPlaying = unplayedWin;
    }

    /** The history of {@code player}; {@code byId} holds every player of the request (for opponents' scores). */
    public static PlayerHistory of(SwissPlayer player, Map<Integer, SwissPlayer> byId, PointSystem.Tenths points) {
        return new PlayerHistory(player, byId, points);
    }

    private static Float floatIn(SwissPlayer p, int index, Map<Integer, SwissPlayer> byId, PointSystem.Tenths points) {
        SwissRound r = p.rounds().get(index);
        if (!r.played()) {
            return r.points() > points.loss() ? Float.DOWN : Float.NONE;
        }
        SwissPlayer o = byId.get(r.opponent());
        if (o == null) {
            return Float.NONE;
        }
        int a = p.points(index) + p.acceleration(index + 1);
        int b = o.points(index) + o.acceleration(index + 1);
        return a > b ? Float.DOWN : a < b ? Float.UP : Float.NONE;
    }

    public SwissPlayer player() {
        return player;
    }

    /** True when the two met in a game played over the board. */
    public boolean met(int opponent) {
        return metOverTheBoard.contains(opponent);
    }

    /** Opponents of the games played over the board. */
    public Set<Integer> opponentsMet() {
        return Set.copyOf(metOverTheBoard);
    }

    /** Colours of the games played, oldest first. */
    public List<Colour> colours() {
        return List.copyOf(colours);
    }

    /** Games with white minus games with black. */
    public int colourDifference() {
        return whites - blacks;
    }

    /** The colour of the last game played, {@link Colour#NONE} before any game. */
    public Colour lastColour() {
        return colours.isEmpty() ? Colour.NONE : colours.get(colours.size() - 1);
    }

    /** How many of the last games played in a row had {@link #lastColour()}. */
    public int sameColourRun() {
        return run;
    }

    /** Games played over the board. */
    public int playedGames() {
        return colours.size();
    }

    /** Rounds before this one without a game over the board. */
    public int unplayedRounds() {
        return player.rounds().size() - colours.size();
    }

    /**
     * True when the player already scored a win without playing (pairing-allocated bye, forfeit win,
     * full-point bye): he may not receive the pairing-allocated bye again.
     */
    public boolean wonWithoutPlaying() {
        return wonWithoutPlaying;
    }

    /** The float of round {@code round} (1-based), {@link Float#NONE} outside the rounds played. */
    public Float floatIn(int round) {
        return round >= 1 && round <= floats.size() ? floats.get(round - 1) : Float.NONE;
    }

    /** Rounds (most recent first) among the last {@code back} in which the player floated {@code direction}. */
    public List<Integer> floatedIn(Float direction, int back) {
        List<Integer> out = new ArrayList<>();
        for (int r = floats.size(); r >= 1 && r > floats.size() - back; r--) {
            if (floats.get(r - 1) == direction) {
                out.add(r);
            }
        }
        return out;
    }

    /**
     * Whether the player may have {@code colour} in the coming game under a colour difference limit of
     * {@code maxDifference} and at most {@code maxRun} games in a row with the same colour.
     */
    public boolean mayHave(Colour colour, int maxDifference, int maxRun) {
        int diff = colourDifference() + (colour == Colour.WHITE ? 1 : -1);
        if (Math.abs(diff) > maxDifference) {
            return false;
        }
        return !(lastColour() == colour && run >= maxRun);
    }
}
