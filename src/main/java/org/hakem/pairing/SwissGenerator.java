package org.hakem.pairing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.LongConsumer;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.Crosstable;

/**
 * Random Swiss tournaments paired round by round by a {@link PairingSystem} (Dutch or FMJD): players with decreasing
 * ratings, results drawn from the rating difference, some draws, forfeits and half-point byes.
 * The same options and seed always give the same tournament.
 */
public final class SwissGenerator {

    /**
     * @param players     number of players (2 or more)
     * @param rounds      number of rounds
     * @param seed        random seed
     * @param drawRate    probability that a game between equal players is drawn (0..1)
     * @param forfeitRate probability that a paired game is forfeited (0..1)
     * @param byeRate     probability that a player asks for a half-point bye in a round (0..1)
     * @param points      the point system
     * @param system      the Swiss system pairing every round
     * @param fmjd        the FMJD system's options (colour relevance for pairing); the Dutch system takes only
     *                    the default; written into record 092 with the system
     */
    public record Options(int players, int rounds, long seed, double drawRate, double forfeitRate, double byeRate,
                          PointSystem points, PairingSystem system, FmjdOptions fmjd) {
        /** Options for a tournament paired by {@code system} with the FMJD default options. */
        public Options(int players, int rounds, long seed, double drawRate, double forfeitRate, double byeRate,
                       PointSystem points, PairingSystem system) {
            this(players, rounds, seed, drawRate, forfeitRate, byeRate, points, system, FmjdOptions.DEFAULT);
        }

        public Options {
            java.util.Objects.requireNonNull(system, "the pairing system");
            fmjd = fmjd == null ? FmjdOptions.DEFAULT : fmjd;
            if (!system.accepts(fmjd)) {
                throw new IllegalArgumentException("colour relevance for pairing is an option of the FMJD Swiss system");
            }
            if (players < 2) {
                throw new IllegalArgumentException("a tournament needs at least 2 players, not " + players);
            }
            if (rounds < 1) {
                throw new IllegalArgumentException("a tournament needs at least 1 round, not " + rounds);
            }
            check("draw rate", drawRate);
            check("forfeit rate", forfeitRate);
            check("bye rate", byeRate);
        }

        private static void check(String what, double p) {
            if (!(p >= 0 && p <= 1)) {
                throw new IllegalArgumentException(what + " must be between 0 and 1, not " + p);
            }
        }
    }

    private SwissGenerator() {
    }

    /** Generates the tournament; {@code roundNanos} receives the wall-clock time spent pairing each round. */
    public static Crosstable generate(Options o, LongConsumer roundNanos) {
        return generate(o, roundNanos, ns -> { });
    }

    /** Generates the tournament, reporting wall-clock and thread CPU time spent pairing each round. */
    public static Crosstable generate(Options o, LongConsumer roundNanos, LongConsumer roundCpuNanos) {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        Random rnd = new Random(o.seed());
        int n = o.players();
        int[] rating = new int[n];
        for (int i = 0; i < n; i++) {
            rating[i] = 1200 + rnd.nextInt(1300);
        }
        java.util.Arrays.sort(rating);
        List<List<RoundEntry>> rounds = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rounds.add(new ArrayList<>());
        }
        Colour initial = rnd.nextBoolean() ? Colour.WHITE : Colour.BLACK;
        Crosstable t = build(o, rating, rounds, initial);
        for (int r = 1; r <= o.rounds(); r++) {
            Set<Integer> absent = new HashSet<>();
            for (int i = 1; i <= n; i++) {
                if (r > 1 && r < o.rounds() && rnd.nextDouble() < o.byeRate()) {
                    absent.add(i);
                }
            }
            if (n - absent.size() < 2) {
                absent.clear();
            }
            PairingRequest req = SwissRequests.forRound(t, r, absent, Map.of(), Map.of());
            long c0 = mx.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            RoundPairing pairing = o.system().pair(req, o.fmjd());
            roundNanos.accept(System.nanoTime() - t0);
            roundCpuNanos.accept(mx.getCurrentThreadCpuTime() - c0);
            Map<Integer, RoundEntry> entry = new HashMap<>();
            for (Pair b : pairing.boards()) {
                int white = b.white();
                int black = b.black();
                if (rnd.nextDouble() < o.forfeitRate()) {
                    boolean whiteWins = rnd.nextBoolean();
                    entry.put(white, new RoundEntry(black, Colour.WHITE,
                            whiteWins ? ResultCode.FORFEIT_WIN : ResultCode.FORFEIT_LOSS));
                    entry.put(black, new RoundEntry(white, Colour.BLACK,
                            whiteWins ? ResultCode.FORFEIT_LOSS : ResultCode.FORFEIT_WIN));
                    continue;
                }
                double expected = 1 / (1 + Math.pow(10, (rating[black - 1] - rating[white - 1]) / 400.0));
                double draw = o.drawRate() * (1 - Math.abs(2 * expected - 1));
                double x = rnd.nextDouble();
                ResultCode w;
                if (x < draw) {
                    w = ResultCode.DRAW;
                } else if (x < draw + (1 - draw) * expected) {
                    w = ResultCode.WIN;
                } else {
                    w = ResultCode.LOSS;
                }
                ResultCode bl = w == ResultCode.WIN ? ResultCode.LOSS : w == ResultCode.LOSS ? ResultCode.WIN : ResultCode.DRAW;
                entry.put(white, new RoundEntry(black, Colour.WHITE, w));
                entry.put(black, new RoundEntry(white, Colour.BLACK, bl));
            }
            pairing.pairingAllocatedBye().ifPresent(p -> entry.put(p, RoundEntry.bye(ResultCode.PAIRING_ALLOCATED_BYE)));
            for (int i = 1; i <= n; i++) {
                RoundEntry e = entry.get(i);
                if (e == null) {
                    e = RoundEntry.bye(absent.contains(i) ? ResultCode.HALF_POINT_BYE : ResultCode.ZERO_POINT_BYE);
                }
                rounds.get(i - 1).add(e);
            }
            t = build(o, rating, rounds, initial);
        }
        return t;
    }

    private static Crosstable build(Options o, int[] ratingAscending, List<List<RoundEntry>> rounds, Colour initial) {
        int n = ratingAscending.length;
        List<Entrant> players = new ArrayList<>();
        Crosstable scoring = Crosstable.of(o.points(), List.of());
        for (int i = 1; i <= n; i++) {
            Entrant p = new Entrant(i, "", "", String.format("Player%04d, Generated", i), ratingAscending[n - i], "", "", "",
                    0, 0, rounds.get(i - 1));
            players.add(p.withDeclared(scoring.score(p, p.rounds().size()), 0));
        }
        return new Crosstable("Generated Swiss " + o.players() + "x" + o.rounds() + " seed " + o.seed(),
                o.system().key().trfName(o.fmjd()), o.rounds(), Optional.of(initial), o.points(), players);
    }
}
