package org.hakem.pairing.team;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.pairing.PairingException;
import org.hakem.pairing.matching.CardinalityMatching;
import org.hakem.pairing.matching.MaxWeightMatching;
import org.hakem.pairing.matching.Weight;

/**
 * The FIDE Swiss Team Pairing System (Handbook C.04.6, effective 1 February 2026): pairs a round bracket by
 * bracket, from the top score group down, choosing the pairing-allocated bye (Article 3.4), the upfloaters of each
 * bracket (3.5) and the bracket's pairing (3.6) as the first candidates in the orders the text defines that satisfy
 * its criteria (2.1 to 2.3), then allocates colours (Article 4).
 *
 * <p>How the text's "enumerate, sort, take the first compliant" is computed without enumerating every pairing:
 * the quality criteria of a bracket's pairing (C8 to C10, Articles 2.3.5 to 2.3.7) are costs of the pairs, so the
 * best attainable cost is that of a minimum-cost perfect matching (Edmonds' blossom algorithm of
 * {@code pairing.matching}); the first pairing in the order of Article 3.6 with that cost is then built team by
 * team, each step keeping only choices after which a perfect matching of that cost still exists. The upfloater
 * sets of Article 3.5 are enumerated, narrowed first by matchings (their least number, Article 2.3.1, and their
 * lowest score, 2.3.2). See docs/teams.md for every reading of the text.
 */
public final class TeamSwissPairer {

    private TeamSwissPairer() {
    }

    /** Upfloater sets examined at most per bracket before the first valid one in matching order is taken. */
    private static final int MAX_SETS = 50_000;

    /**
     * The pairing of a round.
     *
     * @throws PairingException when no pairing satisfies the absolute criteria (Article 3.3.3: the arbiter decides)
     */
    public static TeamRoundPairing pair(TeamSwissRequest request) {
        return new Run(request).pair();
    }

    /** One pairing run; teams are indexed 0..n-1 in ascending TPN. */
    private static final class Run {
        private final TeamSwissRequest request;
        private final TeamSwissRules rules;
        private final SwissTeam[] teams;
        private final int n;
        private final boolean[][] legal;
        /** In the last two rounds C7 and C10 do not apply (Articles 2.3.4, 2.3.7). */
        private final boolean lastTwo;
        private final boolean lastRound;
        private final TeamColourPreference[] preference;

        Run(TeamSwissRequest request) {
            this.request = request;
            this.rules = request.rules();
            this.teams = request.teams().stream().sorted(Comparator.comparingInt(SwissTeam::number))
                    .toArray(SwissTeam[]::new);
            this.n = teams.length;
            for (int i = 1; i < n; i++) {
                if (teams[i].number() == teams[i - 1].number()) {
                    throw new IllegalArgumentException("team " + teams[i].number() + " is given twice");
                }
            }
            legal = new boolean[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    // 2.1.1, and the pairs the regulation forbids this round (TRF 260)
                    legal[i][j] = i != j && !teams[i].opponents().contains(teams[j].number())
                            && !teams[j].opponents().contains(teams[i].number())
                            && !request.prohibited(teams[i].number(), teams[j].number());
                }
            }
            lastRound = request.round() >= rules.totalRounds();
            lastTwo = request.round() >= rules.totalRounds() - 1;
            preference = new TeamColourPreference[n];
            for (int i = 0; i < n; i++) {
                List<Colour> played = teams[i].playedColours();
                preference[i] = TeamColourPreference.of(rules.colourType(), teams[i].colourDifference(),
                        played.subList(Math.max(0, played.size() - 2), played.size()), teams[i].matchesPlayed(),
                        lastRound);
            }
        }

        TeamRoundPairing pair() {
            boolean[] unpaired = new boolean[n];
            Arrays.fill(unpaired, true);
            OptionalInt bye = OptionalInt.empty();
            if (n % 2 == 1) {
                int b = pairingAllocatedBye();
                unpaired[b] = false;
                bye = OptionalInt.of(teams[b].number());
            } else if (!perfect(members(unpaired))) {
                throw new PairingException("round " + request.round()
                        + ": the teams cannot all be paired without two of them meeting again (C.04.6 2.1.1)");
            }
            List<int[]> pairs = new ArrayList<>();
            while (count(unpaired) > 0) {
                double top = Double.NEGATIVE_INFINITY;
                for (int i = 0; i < n; i++) {
                    if (unpaired[i]) {
                        top = Math.max(top, teams[i].primary());
                    }
                }
                List<Integer> residents = new ArrayList<>();
                List<Integer> lower = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    if (unpaired[i]) {
                        (teams[i].primary() == top ? residents : lower).add(i);
                    }
                }
                List<Integer> upfloaters = upfloaters(residents, lower);
                List<Integer> bracket = new ArrayList<>(residents);
                bracket.addAll(upfloaters);
                bracket.sort(null);
                boolean[] isUpfloater = new boolean[n];
                for (int u : upfloaters) {
                    isUpfloater[u] = true;
                }
                pairs.addAll(pairBracket(bracket, isUpfloater));
                for (int i : bracket) {
                    unpaired[i] = false;
                }
            }
            List<TeamFixture> fixtures = new ArrayList<>();
            // C.04.2 3.6's order: the first-team's score, the sum of both scores, the first-team's number
            pairs.sort(Comparator.<int[]>comparingDouble(p -> -teams[firstTeam(p[0], p[1])].primary())
                    .thenComparingDouble(p -> -(teams[p[0]].primary() + teams[p[1]].primary()))
                    .thenComparingInt(p -> teams[firstTeam(p[0], p[1])].number()));
            for (int[] p : pairs) {
                fixtures.add(fixture(p[0], p[1]));
            }
            return new TeamRoundPairing(request.round(), fixtures, bye);
        }

        // ---- Article 3.4: the pairing-allocated bye

        private int pairingAllocatedBye() {
            List<Integer> candidates = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (!teams[i].byeBarred()) {
                    candidates.add(i);
                }
            }
            // 3.4.2 lowest score, 3.4.3 most matches played, 3.4.4 largest TPN; 3.4.1 first: the rest can be paired
            candidates.sort(Comparator.<Integer>comparingDouble(i -> teams[i].primary())
                    .thenComparingInt(i -> -teams[i].matchesPlayed())
                    .thenComparingInt(i -> -teams[i].number()));
            for (int c : candidates) {
                List<Integer> rest = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    if (i != c) {
                        rest.add(i);
                    }
                }
                if (perfect(rest)) {
                    return c;
                }
            }
            throw new PairingException("round " + request.round() + ": no team may receive the pairing-allocated bye"
                    + " and leave the others a legal pairing (C.04.6 2.1.2, 3.4.1)");
        }

        // ---- Article 3.5: the upfloaters of a bracket

        private List<Integer> upfloaters(List<Integer> residents, List<Integer> lower) {
            List<Integer> all = new ArrayList<>(residents);
            all.addAll(lower);
            boolean[] isResident = new boolean[n];
            for (int r : residents) {
                isResident[r] = true;
            }
            // 2.3.1 (C4): the least number of upfloaters = the least number of resident-lower pairs of a perfect
            // matching of all unpaired teams (the completion criterion 2.2.1 holds for every set counted)
            int k = leastCrossing(all, isResident, Double.NEGATIVE_INFINITY);
            if (k == 0) {
                return List.of();
            }
            // 2.3.2 (C5): the highest lowest score t among sets of k upfloaters
            List<Double> scores = lower.stream().map(i -> teams[i].primary()).distinct()
                    .sorted(Comparator.reverseOrder()).toList();
            double threshold = scores.get(scores.size() - 1);
            for (double t : scores) {
                if (leastCrossing(all, isResident, t) == k) {
                    threshold = t;
                    break;
                }
            }
            List<Integer> pool = new ArrayList<>();
            for (int i : lower) {
                if (teams[i].primary() >= threshold) {
                    pool.add(i);
                }
            }
            // 3.5.3: within a set, descending score then ascending TPN
            pool.sort(Comparator.<Integer>comparingDouble(i -> -teams[i].primary()).thenComparingInt(i -> i));
            List<List<Integer>> valid = new ArrayList<>();
            combinations(pool, k, 0, new ArrayList<>(), residents, all, valid, new int[] {0});
            if (valid.isEmpty()) {
                // more sets than examined: the matching's own set is valid (it has k upfloaters)
                valid.add(matchingSet(all, isResident, threshold));
            }
            // 2.3.2 (C5): score differences, largest first, as small as possible
            double[] bestScores = null;
            for (List<Integer> set : valid) {
                double[] sc = ascendingScores(set);
                if (bestScores == null || compareDescending(sc, bestScores) < 0) {
                    bestScores = sc;
                }
            }
            final double[] c5 = bestScores;
            List<List<Integer>> sets = new ArrayList<>(valid.stream()
                    .filter(set -> compareDescending(ascendingScores(set), c5) == 0).toList());
            // 2.3.3 (C6): the following score group can then be paired with as few upfloaters as possible
            sets = keepLeast(sets, set -> nextBracketUpfloaters(all, residents, set));
            // 2.3.4 (C7): as few upfloaters that floated in the previous round, except in the last two rounds
            if (!lastTwo) {
                sets = keepLeast(sets, set -> (int) set.stream().filter(i -> teams[i].floatedLastRound()).count());
            }
            // 3.5.4: the first in the lexicographic order of the TPNs
            sets.sort(TeamSwissPairer::compareLexicographic);
            return sets.get(0);
        }

        private static List<List<Integer>> keepLeast(List<List<Integer>> sets,
                                                     java.util.function.ToIntFunction<List<Integer>> key) {
            int[] keys = sets.stream().mapToInt(key).toArray();
            int least = Arrays.stream(keys).min().orElse(0);
            List<List<Integer>> out = new ArrayList<>();
            for (int i = 0; i < sets.size(); i++) {
                if (keys[i] == least) {
                    out.add(sets.get(i));
                }
            }
            return out;
        }

        private double[] ascendingScores(List<Integer> set) {
            return set.stream().mapToDouble(i -> teams[i].primary()).sorted().toArray();
        }

        private void combinations(List<Integer> pool, int k, int from, List<Integer> chosen, List<Integer> residents,
                                  List<Integer> all, List<List<Integer>> out, int[] examined) {
            if (examined[0] > MAX_SETS) {
                return;
            }
            if (chosen.size() == k) {
                examined[0]++;
                List<Integer> bracket = new ArrayList<>(residents);
                bracket.addAll(chosen);
                List<Integer> rest = new ArrayList<>(all);
                rest.removeAll(bracket);
                if (perfect(bracket) && perfect(rest)) {
                    out.add(List.copyOf(chosen));
                }
                return;
            }
            for (int i = from; i <= pool.size() - (k - chosen.size()); i++) {
                chosen.add(pool.get(i));
                combinations(pool, k, i + 1, chosen, residents, all, out, examined);
                chosen.remove(chosen.size() - 1);
            }
        }

        /** 2.3.3: the upfloaters the following score group would need after this set; 0 when it is now empty. */
        private int nextBracketUpfloaters(List<Integer> all, List<Integer> residents, List<Integer> set) {
            List<Integer> rest = new ArrayList<>(all);
            rest.removeAll(residents);
            rest.removeAll(set);
            if (rest.isEmpty()) {
                return 0;
            }
            double next = rest.stream().mapToDouble(i -> teams[i].primary()).max().orElseThrow();
            boolean[] top = new boolean[n];
            for (int i : rest) {
                top[i] = teams[i].primary() == next;
            }
            return leastCrossing(rest, top, Double.NEGATIVE_INFINITY);
        }

        /**
         * The least number of pairs between {@code top} teams and the others in a perfect matching of {@code group}
         * in which those others have a score of at least {@code threshold}; {@code Integer.MAX_VALUE} when there
         * is no such matching.
         */
        private int leastCrossing(List<Integer> group, boolean[] top, double threshold) {
            int[] mate = solve(group, (u, v) -> {
                if (top[u] == top[v]) {
                    return 2L;
                }
                int other = top[u] ? v : u;
                return teams[other].primary() >= threshold ? 1L : 0L;
            });
            int crossing = 0;
            for (int i = 0; i < group.size(); i++) {
                if (mate[i] < 0) {
                    return Integer.MAX_VALUE;
                }
                if (top[group.get(i)] && !top[group.get(mate[i])]) {
                    crossing++;
                }
            }
            return crossing;
        }

        private List<Integer> matchingSet(List<Integer> group, boolean[] top, double threshold) {
            int[] mate = solve(group, (u, v) -> {
                if (top[u] == top[v]) {
                    return 2L;
                }
                int other = top[u] ? v : u;
                return teams[other].primary() >= threshold ? 1L : 0L;
            });
            List<Integer> set = new ArrayList<>();
            for (int i = 0; i < group.size(); i++) {
                if (!top[group.get(i)] && mate[i] >= 0 && top[group.get(mate[i])]) {
                    set.add(group.get(i));
                }
            }
            set.sort(Comparator.<Integer>comparingDouble(i -> -teams[i].primary()).thenComparingInt(i -> i));
            return set;
        }

        // ---- Article 3.6: the pairing of a bracket

        /** Cost of a pair for C8, C9, C10 in separate bit fields, most important highest. */
        private long cost(int u, int v, boolean[] isUpfloater) {
            long c8 = 0;
            long c9 = 0;
            if (preference[u].any() && preference[u].colour() == preference[v].colour()) {
                c8 = 1;
                if (rules.colourType() == ColourPreferenceType.TYPE_B && preference[u].strong()
                        && preference[v].strong()) {
                    c9 = 1;
                }
            }
            long c10 = 0;
            if (!lastTwo) {
                c10 += isUpfloater[u] && teams[v].floatedLastRound() ? 1 : 0;
                c10 += isUpfloater[v] && teams[u].floatedLastRound() ? 1 : 0;
            }
            return (c8 << 40) | (c9 << 20) | c10;
        }

        private List<int[]> pairBracket(List<Integer> bracket, boolean[] isUpfloater) {
            int m = bracket.size();
            int[] role = new int[m]; // 0 free, 1 top (partner has a larger TPN), 2 bottom
            int[] fixed = new int[m];
            Arrays.fill(fixed, -1);
            long best = bestCost(bracket, isUpfloater, role, fixed);
            if (best < 0) {
                throw new PairingException("round " + request.round() + ": a bracket cannot be paired (C.04.6 3.3.3)");
            }
            // 3.6.2/3.6.3: top members as small as possible, in ascending order
            for (int i = 0; i < m; i++) {
                role[i] = 1;
                if (bestCost(bracket, isUpfloater, role, fixed) != best) {
                    role[i] = 2;
                }
            }
            // then their bottom members, in the order of the top members
            List<int[]> out = new ArrayList<>();
            for (int i = 0; i < m; i++) {
                if (role[i] != 1) {
                    continue;
                }
                for (int j = i + 1; j < m; j++) {
                    if (role[j] != 2 || fixed[j] >= 0 || !legal[bracket.get(i)][bracket.get(j)]) {
                        continue;
                    }
                    fixed[i] = j;
                    fixed[j] = i;
                    if (bestCost(bracket, isUpfloater, role, fixed) == best) {
                        break;
                    }
                    fixed[i] = -1;
                    fixed[j] = -1;
                }
                if (fixed[i] < 0) {
                    throw new IllegalStateException("no bottom member found for team " + teams[bracket.get(i)].number());
                }
                out.add(new int[] {bracket.get(i), bracket.get(fixed[i])});
            }
            return out;
        }

        /** The least total cost of a perfect matching of the bracket under the constraints, -1 when none. */
        private long bestCost(List<Integer> bracket, boolean[] isUpfloater, int[] role, int[] fixed) {
            int m = bracket.size();
            final long base = 1L << 60;
            int[] mate = solveIndexed(m, (a, b) -> {
                int i = Math.min(a, b);
                int j = Math.max(a, b);
                if (!legal[bracket.get(i)][bracket.get(j)] || role[i] == 2 || role[j] == 1) {
                    return 0L;
                }
                if ((fixed[i] >= 0 && fixed[i] != j) || (fixed[j] >= 0 && fixed[j] != i)) {
                    return 0L;
                }
                return base - cost(bracket.get(i), bracket.get(j), isUpfloater);
            });
            long total = 0;
            for (int a = 0; a < m; a++) {
                if (mate[a] < 0) {
                    return -1;
                }
                if (a < mate[a]) {
                    total += cost(bracket.get(a), bracket.get(mate[a]), isUpfloater);
                }
            }
            return total;
        }

        // ---- Article 4: colours

        /** 4.2: the first-team of a pair: higher primary score, then higher secondary score, then smaller TPN. */
        private int firstTeam(int a, int b) {
            if (teams[a].primary() != teams[b].primary()) {
                return teams[a].primary() > teams[b].primary() ? a : b;
            }
            if (rules.useSecondaryForColour() && teams[a].secondary() != teams[b].secondary()) {
                return teams[a].secondary() > teams[b].secondary() ? a : b;
            }
            return teams[a].number() < teams[b].number() ? a : b;
        }

        private TeamFixture fixture(int a, int b) {
            int first = firstTeam(a, b);
            int other = first == a ? b : a;
            Colour firstColour = colourOfFirstTeam(first, other);
            int white = firstColour == Colour.WHITE ? first : other;
            int black = white == first ? other : first;
            return rules.boardColours() == BoardColours.HOME_WHITE_ON_FIRST_BOARD
                    ? new TeamFixture(teams[white].number(), teams[black].number())
                    : new TeamFixture(teams[black].number(), teams[white].number());
        }

        /** 4.3: the first-board colour of the first-team. */
        Colour colourOfFirstTeam(int f, int o) {
            SwissTeam ft = teams[f];
            SwissTeam ot = teams[o];
            // 4.3.1 both yet to play: odd TPN of the first-team gets the initial colour
            if (ft.matchesPlayed() == 0 && ot.matchesPlayed() == 0) {
                return ft.number() % 2 == 1 ? rules.initialColour() : rules.initialColour().opposite();
            }
            TeamColourPreference fp = preference[f];
            TeamColourPreference op = preference[o];
            // 4.3.2 only one has a preference
            if (fp.any() && !op.any()) {
                return fp.colour();
            }
            if (op.any() && !fp.any()) {
                return op.colour().opposite();
            }
            // 4.3.3 opposite preferences
            if (fp.any() && fp.colour() != op.colour()) {
                return fp.colour();
            }
            // 4.3.4 type B: only one strong preference
            if (rules.colourType() == ColourPreferenceType.TYPE_B && fp.any() && fp.strong() != op.strong()) {
                return fp.strong() ? fp.colour() : op.colour().opposite();
            }
            // 4.3.5 the lower colour difference gets White
            if (ft.colourDifference() != ot.colourDifference()) {
                return ft.colourDifference() < ot.colourDifference() ? Colour.WHITE : Colour.BLACK;
            }
            // 4.3.6 alternate from the most recent round in which one had White and the other Black
            int rounds = Math.min(ft.colours().size(), ot.colours().size());
            for (int r = rounds - 1; r >= 0; r--) {
                Colour fc = ft.colours().get(r);
                Colour oc = ot.colours().get(r);
                if (fc != Colour.NONE && oc != Colour.NONE && fc != oc) {
                    return fc.opposite();
                }
            }
            // 4.3.7 the first-team's preference
            if (fp.any()) {
                return fp.colour();
            }
            // 4.3.8 alternate the first-team's colour from its last match played
            List<Colour> fPlayed = ft.playedColours();
            if (!fPlayed.isEmpty()) {
                return fPlayed.get(fPlayed.size() - 1).opposite();
            }
            // 4.3.9 alternate the other team's colour from its last match played
            List<Colour> oPlayed = ot.playedColours();
            if (!oPlayed.isEmpty()) {
                return oPlayed.get(oPlayed.size() - 1);
            }
            return rules.initialColour();
        }

        // ---- matchings

        private interface EdgeWeight {
            long weight(int u, int v);
        }

        private boolean perfect(List<Integer> group) {
            int m = group.size();
            if (m % 2 == 1) {
                return false;
            }
            boolean[][] adj = new boolean[m][m];
            for (int a = 0; a < m; a++) {
                for (int b = 0; b < m; b++) {
                    adj[a][b] = legal[group.get(a)][group.get(b)];
                }
            }
            for (int mate : new CardinalityMatching(adj).mates()) {
                if (mate < 0) {
                    return false;
                }
            }
            return true;
        }

        /** Maximum-weight maximum-cardinality matching of {@code group} (legal pairs only); mates as group indices. */
        private int[] solve(List<Integer> group, EdgeWeight w) {
            return solveIndexed(group.size(), (a, b) -> legal[group.get(a)][group.get(b)]
                    ? w.weight(group.get(a), group.get(b)) : 0L);
        }

        private static int[] solveIndexed(int m, EdgeWeight w) {
            int limbs = Weight.limbsFor(62, m);
            MaxWeightMatching matching = new MaxWeightMatching(m, limbs);
            for (int a = 0; a < m; a++) {
                for (int b = a + 1; b < m; b++) {
                    long x = w.weight(a, b);
                    if (x > 0) {
                        matching.setWeight(a, b, new Weight(limbs).add(x));
                    }
                }
            }
            return matching.solve();
        }

        private static int count(boolean[] flags) {
            int c = 0;
            for (boolean f : flags) {
                c += f ? 1 : 0;
            }
            return c;
        }

        private List<Integer> members(boolean[] flags) {
            List<Integer> out = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (flags[i]) {
                    out.add(i);
                }
            }
            return out;
        }
    }

    /** Score differences: the largest first, as small as possible = ascending scores compared from the lowest up. */
    private static int compareDescending(double[] a, double[] b) {
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (a[i] != b[i]) {
                return a[i] > b[i] ? -1 : 1;
            }
        }
        return Integer.compare(a.length, b.length);
    }

    private static int compareLexicographic(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = Integer.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
