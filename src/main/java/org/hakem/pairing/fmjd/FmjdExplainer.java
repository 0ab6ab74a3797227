package org.hakem.pairing.fmjd;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.hakem.pairing.FmjdOptions;
import org.hakem.crosstable.Colour;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.PlayerHistory;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissPlayer;
import org.hakem.pairing.ColourRule;
import org.hakem.pairing.Preference;
import org.hakem.pairing.explain.RoundChecks;
import org.hakem.pairing.RoundExplanation;
import org.hakem.pairing.RoundExplanation.BoardColours;
import org.hakem.pairing.RoundExplanation.Bracket;
import org.hakem.pairing.RoundExplanation.Direction;
import org.hakem.pairing.fmjd.FmjdPairer.Colours;
import org.hakem.pairing.fmjd.FmjdPairer.P;

/**
 * "Why this pairing?" for a round of the FMJD Swiss system: the option and the rules the system applies (with
 * the annex article, the summary's criterion, or the DECISION of docs/pairing.md where the texts are open),
 * the score groups and who floats, the colour rule of each board and why the bye went where it went; and
 * warnings where a pairing (for example one changed by hand) breaks a rule. Derived from the engine's input and the pairing, like the
 * Dutch {@code RoundExplainer}.
 */
public final class FmjdExplainer {

    /**
     * The rules of the FMJD Swiss system as applied with {@code options}, each with its source (annex article,
     * summary "Swiss System Based on Rating", or the DECISION of docs/pairing.md); shown with every FMJD round.
     */
    public static List<String> rules(FmjdOptions options) {
        List<String> r = new ArrayList<>();
        r.add("Option (summary): " + options.describe());
        r.add("2.1/3.1.1 (annex): players ranked by rating (capital points), then FMJD title, then name; "
                + "pairing numbers follow that ranking");
        r.add("3.1.2 + DECISION D-R: unrated players without an estimated rating are ranked after all rated players");
        r.add("2.3 (annex), summary: two players meet at most once; a game not played (forfeit) does not count");
        r.add("DECISION D-C1: colour difference at most 2 and never three games in a row with the same colour "
                + "(absolute, also in the last round)");
        r.add("Summary, score groups: players with the same score form a score group, ordered by rating; the "
                + "adjustment criteria below apply in descending priority, a lower one given up first");
        r.add("Summary criterion 1, 2.2 (annex) + DECISION D-S: as many games as possible inside the score groups, "
                + "the fewest players moved to another group; the pairing minimises the sum of the squared "
                + "score-group distances of its boards");
        r.add(options.colourRelevance()
                ? "Summary criterion 2 + DECISION D-C (colour relevance on): the colour preferences of the most "
                        + "players granted, without fewer games inside the score groups; equalising the colours "
                        + "weighs more than alternating"
                : "Summary criterion 2 (colour relevance off): colour preferences do not change who meets whom, "
                        + "only the colours of each board");
        r.add("Summary criterion 3 + DECISION D-F: a player who floated down (up) in the previous round does not "
                + "float down (up) again if avoidable");
        r.add("Summary criterion 4 + DECISION D-F2: nor a player who floated down (up) two rounds before, if "
                + "avoidable");
        r.add("Summary + DECISION D-O: within a score group the top player meets the player just under the "
                + "half-way mark, the second the next one, ..., as closely as the rules above allow; the lowest "
                + "of an odd group meets the top available player of the next group down");
        r.add("DECISION D-B: the bye goes to the lowest-ranked player of the lowest score group who has not yet"
                + " won without playing and whose absence still lets all the others be paired; it scores as the "
                + "tournament's pairing-allocated bye");
        r.add("DECISION D-C2..D-C5: colours of a board: the only colours within the limits; else both "
                + "preferences; else the stronger one; else the higher-ranked player's; else the initial colour by "
                + "the higher-ranked player's pairing number");
        return List.copyOf(r);
    }

    private FmjdExplainer() {
    }

    /** Explains {@code pairing} as an FMJD Swiss pairing of {@code request}'s round, by the summary's basic system. */
    public static RoundExplanation explain(PairingRequest request, RoundPairing pairing) {
        return explain(request, pairing, FmjdOptions.DEFAULT);
    }

    /** Explains {@code pairing} as an FMJD Swiss pairing of {@code request}'s round with {@code options}. */
    public static RoundExplanation explain(PairingRequest request, RoundPairing pairing, FmjdOptions options) {
        FmjdPairer.Round round = new FmjdPairer.Round(request, options);
        List<String> warnings = new ArrayList<>();
        if (pairing.round() != request.round()) {
            warnings.add("the pairing is of round " + pairing.round() + ", the request of round " + request.round());
        }
        List<Integer> notPaired = new ArrayList<>();
        for (SwissPlayer p : new TreeMap<>(round.byId).values()) {
            if (!p.available()) {
                notPaired.add(p.id());
            }
        }
        List<Pair> boards = RoundChecks.players(pairing, round.byId, round.sorted.stream().map(p -> p.id).toList(),
                warnings);

        List<RoundExplanation.Float> floats = new ArrayList<>();
        Map<Integer, List<Integer>> down = new HashMap<>();
        Map<Integer, List<Integer>> up = new HashMap<>();
        List<BoardColours> colours = new ArrayList<>();
        int boardNo = 0;
        for (Pair b : boards) {
            boardNo++;
            P w = round.cards.get(b.white());
            P bl = round.cards.get(b.black());
            if (w.score != bl.score) {
                P hi = w.score > bl.score ? w : bl;
                P lo = hi == w ? bl : w;
                floats.add(new RoundExplanation.Float(hi.id, Direction.DOWN, hi.score, lo.score, lo.id, boardNo,
                        hi.history.floatedIn(PlayerHistory.Float.DOWN, 2)));
                floats.add(new RoundExplanation.Float(lo.id, Direction.UP, lo.score, hi.score, hi.id, boardNo,
                        lo.history.floatedIn(PlayerHistory.Float.UP, 2)));
                down.computeIfAbsent(hi.score, k -> new ArrayList<>()).add(hi.id);
                up.computeIfAbsent(lo.score, k -> new ArrayList<>()).add(lo.id);
            }
            if (w.history.met(bl.id)) {
                warnings.add("board " + boardNo + ": " + w.id + " and " + bl.id + " already played each other (annex 2.3)");
            }
            if (w.src.prohibited().contains(bl.id) || bl.src.prohibited().contains(w.id)) {
                warnings.add("board " + boardNo + ": " + w.id + " and " + bl.id + " are a forbidden pair");
            }
            if (!w.may(Colour.WHITE)) {
                warnings.add("board " + boardNo + ": white for " + w.id + " breaks the colour limits (D-C1)");
            }
            if (!bl.may(Colour.BLACK)) {
                warnings.add("board " + boardNo + ": black for " + bl.id + " breaks the colour limits (D-C1)");
            }
            Colours c = round.colours(w, bl);
            boolean follows = c.white() == w;
            colours.add(new BoardColours(boardNo, w.id, bl.id, w.score, bl.score, preference(w), preference(bl),
                    c.rule(), reason(c, round), follows));
        }
        for (RoundExplanation.Float f : floats) {
            for (int r : f.repeated()) {
                boolean previous = r == request.round() - 1;
                warnings.add(f.player() + " floats " + f.direction().name().toLowerCase(Locale.ROOT)
                        + " again (also in round " + r + (previous ? "; summary criterion 3, D-F" : "; summary criterion 4, D-F2")
                        + ", avoids it when the scores allow)");
            }
        }
        List<Bracket> brackets = RoundChecks.brackets(round.sorted.stream().map(p -> new int[] {p.id, p.score}).toList(),
                down, up);
        Optional<RoundExplanation.Bye> bye = Optional.empty();
        if (pairing.pairingAllocatedBye().isPresent()) {
            P p = round.cards.get(pairing.pairingAllocatedBye().getAsInt());
            if (p == null) {
                warnings.add("the bye goes to " + pairing.pairingAllocatedBye().getAsInt() + ", who is not a player of the tournament");
            } else {
                bye = Optional.of(new RoundExplanation.Bye(p.id, p.score, p.history.unplayedRounds(), byeReason(p, round, warnings)));
            }
        } else if (round.sorted.size() % 2 == 1) {
            warnings.add(round.sorted.size() + " players take part but nobody gets the bye");
        }
        return new RoundExplanation(request.round(), request.plannedRounds(), request.initialColour(), brackets,
                notPaired, floats, colours, bye, warnings, "FMJD Swiss", rules(options));
    }

    private static String byeReason(P p, FmjdPairer.Round round, List<String> warnings) {
        if (p.history.wonWithoutPlaying()) {
            warnings.add("the bye goes to " + p.id + ", who already won a round without playing (D-B)");
        }
        FmjdPairer.Round fresh = new FmjdPairer.Round(round.req, round.options);
        int expected = -1;
        try {
            expected = FmjdPairer.pair(round.req, round.options).pairingAllocatedBye().orElse(-1);
        } catch (RuntimeException e) {
            // no legal pairing: said by the engine when pairing
        }
        List<P> lower = new ArrayList<>();
        for (P q : fresh.sorted) {
            if (FmjdPairer.Round.above(fresh.cards.get(p.id), q) && !q.history.wonWithoutPlaying()) {
                lower.add(q);
            }
        }
        StringBuilder s = new StringBuilder("D-B: ");
        if (lower.isEmpty()) {
            s.append("the lowest-ranked player of the lowest score group who has not yet won without playing");
        } else {
            s.append("lower-ranked players who could have it (");
            for (int i = 0; i < lower.size() && i < 5; i++) {
                s.append(i == 0 ? "" : ", ").append(lower.get(i).id);
            }
            s.append(lower.size() > 5 ? ", ..." : "").append(") could not be left over without making the others unpairable");
        }
        if (expected >= 0 && expected != p.id) {
            warnings.add("the FMJD rules give the bye to " + expected + ", not " + p.id);
        }
        return s.toString();
    }

    private static Preference preference(P p) {
        StringBuilder h = new StringBuilder();
        for (Colour c : p.history.colours()) {
            h.append(c == Colour.WHITE ? 'W' : 'B');
        }
        Preference.Strength s = switch (p.strength) {
            case 0 -> Preference.Strength.NONE;
            case 1 -> Preference.Strength.MILD;
            case 2 -> Preference.Strength.STRONG;
            default -> Preference.Strength.ABSOLUTE;
        };
        return new Preference(p.pref, s, p.history.colourDifference(), h.toString());
    }

    private static String reason(Colours c, FmjdPairer.Round round) {
        P w = c.white();
        P b = c.black();
        return switch (c.rule()) {
            case FMJD_COLOUR_LIMIT -> "the other colours would break the limits for " + (w.may(Colour.BLACK) ? b.id : w.id);
            case FMJD_BOTH_PREFERENCES -> w.id + " wants " + text(w.pref) + ", " + b.id + " wants " + text(b.pref);
            case FMJD_STRONGER_PREFERENCE -> "both want " + text(w.pref == Colour.NONE ? b.pref : w.pref)
                    + "; " + (w.strength > b.strength ? w.id : b.id) + " has the stronger preference";
            case FMJD_HIGHER_RANKED -> "both want " + text(w.pref) + " as strongly; " + (FmjdPairer.Round.above(w, b) ? w.id : b.id)
                    + " ranks higher";
            case FMJD_INITIAL_COLOUR -> "no preferences; initial colour " + text(round.req.initialColour())
                    + " by the pairing number of " + (FmjdPairer.Round.above(w, b) ? w.id : b.id);
            default -> c.rule().summary();
        };
    }

    private static String text(Colour c) {
        return c.name().toLowerCase(Locale.ROOT);
    }
}
