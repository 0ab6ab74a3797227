package org.hakem.pairing.explain;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.hakem.pairing.ByeRule;
import org.hakem.pairing.ColourRule;
import org.hakem.pairing.Preference;
import org.hakem.pairing.Reason;
import org.hakem.pairing.RoundExplanation;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.RoundPairing;
import org.hakem.crosstable.PointSystem;
import org.hakem.pairing.SwissPlayer;
import org.hakem.pairing.SwissRound;
import org.hakem.pairing.Preference.Strength;
import org.hakem.pairing.RoundExplanation.BoardColours;
import org.hakem.pairing.RoundExplanation.Bracket;
import org.hakem.pairing.RoundExplanation.Bye;
import org.hakem.pairing.RoundExplanation.Direction;
import org.hakem.crosstable.Colour;

/**
 * Explains a Swiss round from the pairing engine's input and the round's pairing. Everything stated is
 * derived here from the request by the definitions of C.04.3 (scores, pairing numbers, colour
 * preferences, floats), not read from the engine, so the explanation of a pairing changed by hand says
 * where it departs from the rules.
 *
 * <p>Definitions used: the pairing score is the points before the round plus the acceleration of the
 * round; pairing numbers rank, by start number, the players who take part in the round or took part
 * in an earlier one; a float is a game against a different pairing score (the higher player floats
 * down), and a round won without playing (pairing-allocated bye, forfeit win, full or half-point bye)
 * counts as a downfloat; the colour history skips rounds without a game.
 */
public final class RoundExplainer {

    private RoundExplainer() {
    }

    /** What the explanation needs of one player. */
    private static final class Card {
        SwissPlayer src;
        int id;
        int pairingNumber;
        int score;
        Preference pref;
        final List<Colour> colours = new ArrayList<>();
        int playedGames;
        boolean byeEligible = true;
        Direction float1;
        Direction float2;
        final Map<Integer, Integer> metIn = new HashMap<>();
    }

    /** Explains {@code pairing} as a pairing of {@code request}'s round. */
    public static RoundExplanation explain(PairingRequest request, RoundPairing pairing) {
        return new Run(request).explain(pairing);
    }

    private static final class Run {
        final PairingRequest req;
        final PointSystem.Tenths sc;
        final int played;
        final Map<Integer, SwissPlayer> byId = new TreeMap<>();
        final Map<Integer, Card> cards = new HashMap<>();
        final List<Reason> warnings = new ArrayList<>();

        Run(PairingRequest req) {
            this.req = req;
            this.sc = req.points().tenths();
            this.played = req.round() - 1;
            for (SwissPlayer p : req.players()) {
                if (byId.put(p.id(), p) != null) {
                    throw new IllegalArgumentException("start number " + p.id() + " appears twice in the request");
                }
            }
            int number = 0;
            for (SwissPlayer p : byId.values()) {
                boolean counted = p.available() || p.rounds().stream().anyMatch(SwissRound::paired);
                Card c = card(p);
                c.pairingNumber = counted ? ++number : 0;
                cards.put(p.id(), c);
            }
        }

        int scoreBefore(SwissPlayer p, int roundsBack) {
            int upTo = played - roundsBack;
            return p.points(upTo) + p.acceleration(upTo + 1);
        }

        Direction floatOf(SwissPlayer p, int roundsBack) {
            SwissRound r = p.rounds().get(played - roundsBack);
            if (!r.played()) {
                return r.points() > sc.loss() ? Direction.DOWN : null;
            }
            SwissPlayer o = byId.get(r.opponent());
            if (o == null) {
                return null;
            }
            int a = scoreBefore(p, roundsBack);
            int b = scoreBefore(o, roundsBack);
            return a > b ? Direction.DOWN : a < b ? Direction.UP : null;
        }

        Card card(SwissPlayer s) {
            Card c = new Card();
            c.src = s;
            c.id = s.id();
            c.score = s.points(played) + s.acceleration(req.round());
            int diff = 0;
            StringBuilder history = new StringBuilder();
            for (int i = 0; i < s.rounds().size(); i++) {
                SwissRound r = s.rounds().get(i);
                if (r.played()) {
                    c.playedGames++;
                    c.colours.add(r.colour());
                    c.metIn.put(r.opponent(), i + 1);
                    diff += r.colour() == Colour.WHITE ? 1 : -1;
                    history.append(r.colour() == Colour.WHITE ? 'W' : 'B');
                } else if (r.points() >= sc.win()) {
                    c.byeEligible = false;
                }
            }
            int n = c.colours.size();
            Colour last = n == 0 ? Colour.NONE : c.colours.get(n - 1);
            boolean twice = n >= 2 && c.colours.get(n - 2) == last;
            Colour lower = diff > 0 ? Colour.BLACK : Colour.WHITE;
            if (Math.abs(diff) > 1) {
                c.pref = new Preference(lower, Strength.ABSOLUTE, diff, history.toString());
            } else if (twice) {
                c.pref = new Preference(last.opposite(), Strength.ABSOLUTE, diff, history.toString());
            } else if (diff != 0) {
                c.pref = new Preference(lower, Strength.STRONG, diff, history.toString());
            } else if (n > 0) {
                c.pref = new Preference(last.opposite(), Strength.MILD, diff, history.toString());
            } else {
                c.pref = new Preference(Colour.NONE, Strength.NONE, 0, "");
            }
            if (played >= 1) {
                c.float1 = floatOf(s, 1);
            }
            if (played >= 2) {
                c.float2 = floatOf(s, 2);
            }
            return c;
        }

        /** Higher in the pairing order: higher pairing score, then lower pairing number. */
        boolean higher(Card a, Card b) {
            return a.score != b.score ? a.score > b.score : a.pairingNumber < b.pairingNumber;
        }

        RoundExplanation explain(RoundPairing pairing) {
            if (pairing.round() != req.round()) {
                warnings.add(Reason.of("warn.roundMismatch", pairing.round(), req.round()));
            }
            List<Card> available = new ArrayList<>();
            List<Integer> notPaired = new ArrayList<>();
            for (SwissPlayer p : byId.values()) {
                if (p.available()) {
                    available.add(cards.get(p.id()));
                } else {
                    notPaired.add(p.id());
                }
            }
            available.sort((a, b) -> higher(a, b) ? -1 : higher(b, a) ? 1 : 0);

            // every player once, only available players
            List<Pair> boards = RoundChecks.players(pairing, byId, available.stream().map(c -> c.id).toList(), warnings);

            // floats
            List<RoundExplanation.Float> floats = new ArrayList<>();
            Map<Integer, List<Integer>> down = new HashMap<>();
            Map<Integer, List<Integer>> up = new HashMap<>();
            List<BoardColours> colours = new ArrayList<>();
            int boardNo = 0;
            for (Pair b : boards) {
                boardNo++;
                Card w = cards.get(b.white());
                Card bl = cards.get(b.black());
                if (w.score != bl.score) {
                    Card hi = w.score > bl.score ? w : bl;
                    Card lo = hi == w ? bl : w;
                    floats.add(floatOf(hi, Direction.DOWN, lo, boardNo));
                    floats.add(floatOf(lo, Direction.UP, hi, boardNo));
                    down.computeIfAbsent(hi.score, k -> new ArrayList<>()).add(hi.id);
                    up.computeIfAbsent(lo.score, k -> new ArrayList<>()).add(lo.id);
                }
                Integer met = w.metIn.get(bl.id);
                if (met != null) {
                    warnings.add(Reason.of("warn.rematch", boardNo, w.id, bl.id, met));
                }
                if (w.src.prohibited().contains(bl.id) || bl.src.prohibited().contains(w.id)) {
                    warnings.add(Reason.of("warn.forbidden", boardNo, w.id, bl.id));
                }
                colours.add(colours(boardNo, w, bl));
            }
            for (RoundExplanation.Float f : floats) {
                if (!f.repeated().isEmpty()) {
                    warnings.add(Reason.of("warn.floatAgain", f.player(), Reason.of("direction." + f.direction().name()),
                            f.repeated()));
                }
            }

            // brackets
            List<Bracket> brackets = RoundChecks.brackets(available.stream().map(c -> new int[] {c.id, c.score}).toList(),
                    down, up);

            Optional<Bye> bye = Optional.empty();
            if (pairing.pairingAllocatedBye().isPresent() && cards.containsKey(pairing.pairingAllocatedBye().getAsInt())) {
                bye = Optional.of(bye(cards.get(pairing.pairingAllocatedBye().getAsInt()), available, down));
            } else if (pairing.pairingAllocatedBye().isPresent()) {
                warnings.add(Reason.of("warn.byeNotPlayer", pairing.pairingAllocatedBye().getAsInt()));
            } else if (available.size() % 2 == 1) {
                warnings.add(Reason.of("warn.noBye", available.size()));
            }
            return new RoundExplanation(req.round(), req.plannedRounds(), req.initialColour(), brackets, notPaired,
                    floats, colours, bye, warnings);
        }

        RoundExplanation.Float floatOf(Card c, Direction d, Card opponent, int board) {
            List<Integer> repeated = new ArrayList<>();
            if (c.float1 == d) {
                repeated.add(req.round() - 1);
            }
            if (c.float2 == d) {
                repeated.add(req.round() - 2);
            }
            return new RoundExplanation.Float(c.id, d, c.score, opponent.score, opponent.id, board, repeated);
        }

        /** The rule of C.04.3 5.2 that decides the colours of the pair, and whether the board follows it. */
        BoardColours colours(int board, Card w, Card b) {
            Decision d = decide(w, b);
            boolean follows = d.forFirst == Colour.WHITE;
            if (!follows) {
                warnings.add(Reason.of("warn.coloursReversed", board, Reason.of("colourArticle." + d.rule.name()), d.reason));
            }
            absoluteCheck(board, w, Colour.WHITE);
            absoluteCheck(board, b, Colour.BLACK);
            return new BoardColours(board, w.id, b.id, w.score, b.score, w.pref, b.pref, d.rule, d.reason, follows);
        }

        /** A colour that gives the player a colour difference beyond ±2 or the same colour three times running. */
        void absoluteCheck(int board, Card c, Colour got) {
            int diff = c.pref.colourDifference() + (got == Colour.WHITE ? 1 : -1);
            int n = c.colours.size();
            boolean third = n >= 2 && c.colours.get(n - 1) == got && c.colours.get(n - 2) == got;
            if (Math.abs(diff) > 2 || third) {
                int topscore = played * Math.max(sc.win(), sc.draw()) / 2;
                boolean topscorer = req.round() == req.plannedRounds() && c.score > topscore;
                String key = (third ? "warn.thirdColour" : "warn.colourDifference") + (topscorer ? ".topscorer" : "");
                warnings.add(Reason.of(key, board, c.id, got, (diff > 0 ? "+" : "") + diff));
            }
        }

        record Decision(ColourRule rule, Colour forFirst, Reason reason) {
        }

        /** The colour of {@code a} against {@code b} by C.04.3 5.2.1–5.2.5, with the reason. */
        Decision decide(Card a, Card b) {
            Preference pa = a.pref;
            Preference pb = b.pref;
            if (pa.colour() == Colour.NONE && pb.colour() == Colour.NONE) {
                Card hi = higher(a, b) ? a : b;
                boolean odd = (hi.pairingNumber & 1) == 1;
                Colour hiColour = odd ? req.initialColour() : req.initialColour().opposite();
                Reason why = Reason.of(odd ? "colours.initial.odd" : "colours.initial.even", hi.id, hi.pairingNumber,
                        hiColour);
                return new Decision(ColourRule.INITIAL_COLOUR, hi == a ? hiColour : hiColour.opposite(), why);
            }
            if (pa.colour() != pb.colour()) {
                Reason why = pa.colour() == Colour.NONE
                        ? Reason.of("colours.onlyOne", b.id, pb.reason(), a.id)
                        : pb.colour() == Colour.NONE
                        ? Reason.of("colours.onlyOne", a.id, pa.reason(), b.id)
                        : Reason.of("colours.both", a.id, pa.reason(), b.id, pb.reason());
                Colour forA = pa.colour() != Colour.NONE ? pa.colour() : pb.colour().opposite();
                return new Decision(ColourRule.BOTH_PREFERENCES, forA, why);
            }
            Reason both = Reason.of("colours.same", pa.colour(), a.id, pa.reason(), b.id, pb.reason());
            boolean aAbs = pa.strength() == Strength.ABSOLUTE;
            boolean bAbs = pb.strength() == Strength.ABSOLUTE;
            int aWide = Math.abs(pa.colourDifference());
            int bWide = Math.abs(pb.colourDifference());
            if (aAbs && (!bAbs || aWide > bWide)) {
                return new Decision(ColourRule.STRONGER_PREFERENCE, pa.colour(),
                        Reason.of(bAbs ? "colours.wider" : "colours.absolute", both, a.id));
            }
            if (bAbs && (!aAbs || bWide > aWide)) {
                return new Decision(ColourRule.STRONGER_PREFERENCE, pb.colour().opposite(),
                        Reason.of(aAbs ? "colours.wider" : "colours.absolute", both, b.id));
            }
            if (pa.strength() == Strength.STRONG && pb.strength() == Strength.MILD) {
                return new Decision(ColourRule.STRONGER_PREFERENCE, pa.colour(), Reason.of("colours.strong", both, a.id));
            }
            if (pb.strength() == Strength.STRONG && pa.strength() == Strength.MILD) {
                return new Decision(ColourRule.STRONGER_PREFERENCE, pb.colour().opposite(),
                        Reason.of("colours.strong", both, b.id));
            }
            int i = a.colours.size() - 1;
            int j = b.colours.size() - 1;
            int back = 1;
            while (i >= 0 && j >= 0 && a.colours.get(i) == b.colours.get(j)) {
                i--;
                j--;
                back++;
            }
            if (i >= 0 && j >= 0) {
                Colour forA = b.colours.get(j);
                return new Decision(ColourRule.ALTERNATION, forA, Reason.of("colours.alternation", both, back, a.id,
                        a.colours.get(i), b.id, b.colours.get(j)));
            }
            Card hi = higher(a, b) ? a : b;
            Colour hiColour = hi.pref.colour();
            return new Decision(ColourRule.HIGHER_RANKED_PREFERENCE, hi == a ? hiColour : hiColour.opposite(),
                    Reason.of("colours.higherRanked", both, hi.id, new Reason.Points(hi.score), hi.pairingNumber));
        }

        Bye bye(Card c, List<Card> available, Map<Integer, List<Integer>> down) {
            int unplayed = played - c.playedGames;
            ByeRule rule;
            List<Reason> why = new ArrayList<>();
            why.add(Reason.of("bye.odd", available.size()));
            if (!c.byeEligible) {
                warnings.add(Reason.of("warn.byeNotEligible", c.id));
                why.add(Reason.of("bye.notEligible"));
            } else {
                why.add(Reason.of("bye.eligible"));
            }
            List<Integer> lower = new ArrayList<>();
            for (Card o : available) {
                if (o != c && o.byeEligible && o.score < c.score) {
                    lower.add(o.id);
                }
            }
            if (lower.isEmpty()) {
                why.add(Reason.of("bye.lowestGroup"));
                rule = ByeRule.LOWEST_SCORE;
            } else {
                why.add(Reason.of("bye.lowerPaired", lower));
                rule = ByeRule.COMPLETION;
            }
            // The eligible players of its score who left their score group to pair a lower player: the bracket
            // that left the bye player over chose among them (C9 when it downfloats only the bye player).
            List<Card> movedDown = new ArrayList<>();
            for (int id : down.getOrDefault(c.score, List.of())) {
                Card o = cards.get(id);
                if (o != null && o.byeEligible) {
                    movedDown.add(o);
                }
            }
            int fewestMoved = movedDown.stream().mapToInt(o -> played - o.playedGames).min().orElse(Integer.MAX_VALUE);
            List<Card> peers = available.stream().filter(o -> o != c && o.byeEligible && o.score == c.score).toList();
            if (!peers.isEmpty()) {
                int fewest = peers.stream().mapToInt(o -> played - o.playedGames).min().orElse(unplayed);
                if (unplayed < fewest) {
                    why.add(Reason.of("bye.fewest", unplayed));
                    rule = ByeRule.FEWEST_UNPLAYED;
                } else if (unplayed == fewest) {
                    List<Card> tied = peers.stream().filter(o -> played - o.playedGames == unplayed).toList();
                    boolean lowest = tied.stream().allMatch(o -> higher(o, c));
                    if (lowest) {
                        why.add(Reason.of("bye.asFew.lowest", unplayed, tied.size(), c.pairingNumber));
                    } else {
                        why.add(Reason.of("bye.asFew", unplayed, tied.size()));
                        why.add(Reason.of("bye.othersNeeded"));
                    }
                    rule = lowest ? ByeRule.LOWEST_RANKED : ByeRule.BRACKET_QUALITY;
                    if (!lowest && !movedDown.isEmpty() && unplayed < fewestMoved) {
                        // Those with as few unplayed games were paired within the score group; of the players of
                        // its score moved down, the bracket that downfloats only the bye player leaves over the
                        // one with the fewest unplayed games (C9), before colours, floats and the order.
                        List<Integer> ids = new ArrayList<>(movedDown.stream().map(o -> o.id).toList());
                        ids.add(c.id);
                        ids.sort(null);
                        why.add(Reason.of("bye.movedDown", ids, unplayed, fewestMoved));
                        rule = ByeRule.FEWEST_UNPLAYED;
                    }
                } else {
                    // Others of its score had fewer unplayed games but were paired in their own group, which comes
                    // first (C5-C8). The choice fell among the players of its score moved down to the last bracket.
                    why.add(Reason.of("bye.othersPaired", fewest));
                    rule = ByeRule.BRACKET_QUALITY;
                    if (!movedDown.isEmpty() && unplayed <= fewestMoved) {
                        List<Integer> ids = new ArrayList<>(movedDown.stream().map(o -> o.id).toList());
                        ids.add(c.id);
                        ids.sort(null);
                        if (unplayed == fewestMoved) {
                            why.add(Reason.of("bye.lastBracket.tie", ids, unplayed));
                        } else {
                            why.add(Reason.of("bye.lastBracket", ids, unplayed));
                            rule = ByeRule.FEWEST_UNPLAYED;
                        }
                    }
                }
            }
            if (!c.byeEligible) {
                rule = ByeRule.NOT_ELIGIBLE;
            }
            if (c.float1 == Direction.DOWN) {
                warnings.add(Reason.of("warn.byeAfterDownfloat", c.id, req.round() - 1));
            }
            return new Bye(c.id, c.score, unplayed, Reason.seq(why), rule);
        }
    }

    static String colourName(Colour c) {
        return c.name().toLowerCase(Locale.ROOT);
    }

}
