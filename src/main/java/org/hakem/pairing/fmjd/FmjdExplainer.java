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
import org.hakem.pairing.Reason;
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
    public static List<Reason> rules(FmjdOptions options) {
        List<Reason> r = new ArrayList<>();
        r.add(Reason.of("fmjd.option", options.reason()));
        r.add(Reason.of("fmjd.ranking"));
        r.add(Reason.of("fmjd.unrated"));
        r.add(Reason.of("fmjd.once"));
        r.add(Reason.of("fmjd.limits"));
        r.add(Reason.of("fmjd.groups"));
        r.add(Reason.of("fmjd.criterion1"));
        r.add(Reason.of(options.colourRelevance() ? "fmjd.criterion2.on" : "fmjd.criterion2.off"));
        r.add(Reason.of("fmjd.criterion3"));
        r.add(Reason.of("fmjd.criterion4"));
        r.add(Reason.of("fmjd.order"));
        r.add(Reason.of("fmjd.bye"));
        r.add(Reason.of("fmjd.colours"));
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
        List<Reason> warnings = new ArrayList<>();
        if (pairing.round() != request.round()) {
            warnings.add(Reason.of("warn.roundMismatch", pairing.round(), request.round()));
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
                warnings.add(Reason.of("warn.fmjd.rematch", boardNo, w.id, bl.id));
            }
            if (w.src.prohibited().contains(bl.id) || bl.src.prohibited().contains(w.id)) {
                warnings.add(Reason.of("warn.forbidden", boardNo, w.id, bl.id));
            }
            if (!w.may(Colour.WHITE)) {
                warnings.add(Reason.of("warn.fmjd.limit", boardNo, Colour.WHITE, w.id));
            }
            if (!bl.may(Colour.BLACK)) {
                warnings.add(Reason.of("warn.fmjd.limit", boardNo, Colour.BLACK, bl.id));
            }
            Colours c = round.colours(w, bl);
            boolean follows = c.white() == w;
            colours.add(new BoardColours(boardNo, w.id, bl.id, w.score, bl.score, preference(w), preference(bl),
                    c.rule(), reason(c, round), follows));
        }
        for (RoundExplanation.Float f : floats) {
            for (int r : f.repeated()) {
                boolean previous = r == request.round() - 1;
                warnings.add(Reason.of(previous ? "warn.fmjd.floatAgain" : "warn.fmjd.floatAgain2", f.player(),
                        Reason.of("direction." + f.direction().name()), r));
            }
        }
        List<Bracket> brackets = RoundChecks.brackets(round.sorted.stream().map(p -> new int[] {p.id, p.score}).toList(),
                down, up);
        Optional<RoundExplanation.Bye> bye = Optional.empty();
        if (pairing.pairingAllocatedBye().isPresent()) {
            P p = round.cards.get(pairing.pairingAllocatedBye().getAsInt());
            if (p == null) {
                warnings.add(Reason.of("warn.byeNotPlayer", pairing.pairingAllocatedBye().getAsInt()));
            } else {
                bye = Optional.of(new RoundExplanation.Bye(p.id, p.score, p.history.unplayedRounds(), byeReason(p, round, warnings)));
            }
        } else if (round.sorted.size() % 2 == 1) {
            warnings.add(Reason.of("warn.fmjd.noBye", round.sorted.size()));
        }
        return new RoundExplanation(request.round(), request.plannedRounds(), request.initialColour(), brackets,
                notPaired, floats, colours, bye, warnings, "FMJD Swiss", rules(options));
    }

    private static Reason byeReason(P p, FmjdPairer.Round round, List<Reason> warnings) {
        if (p.history.wonWithoutPlaying()) {
            warnings.add(Reason.of("warn.fmjd.byeWon", p.id));
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
        if (expected >= 0 && expected != p.id) {
            warnings.add(Reason.of("warn.fmjd.byeExpected", expected, p.id));
        }
        if (lower.isEmpty()) {
            return Reason.of("bye.fmjd.lowest");
        }
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < lower.size() && i < 5; i++) {
            s.append(i == 0 ? "" : ", ").append(lower.get(i).id);
        }
        s.append(lower.size() > 5 ? ", ..." : "");
        return Reason.of("bye.fmjd.lower", s.toString());
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

    private static Reason reason(Colours c, FmjdPairer.Round round) {
        P w = c.white();
        P b = c.black();
        return switch (c.rule()) {
            case FMJD_COLOUR_LIMIT -> Reason.of("colours.fmjd.limit", w.may(Colour.BLACK) ? b.id : w.id);
            case FMJD_BOTH_PREFERENCES -> Reason.of("colours.fmjd.both", w.id, w.pref, b.id, b.pref);
            case FMJD_STRONGER_PREFERENCE -> Reason.of("colours.fmjd.stronger", w.pref == Colour.NONE ? b.pref : w.pref,
                    w.strength > b.strength ? w.id : b.id);
            case FMJD_HIGHER_RANKED -> Reason.of("colours.fmjd.higher", w.pref, FmjdPairer.Round.above(w, b) ? w.id : b.id);
            case FMJD_INITIAL_COLOUR -> Reason.of("colours.fmjd.initial", round.req.initialColour(),
                    FmjdPairer.Round.above(w, b) ? w.id : b.id);
            default -> c.rule().reason();
        };
    }
}
