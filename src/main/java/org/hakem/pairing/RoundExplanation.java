package org.hakem.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hakem.crosstable.Colour;

/**
 * Why a round is paired as it is. Scores are in tenths of a point, as the pairing engine counts them
 * (pairing scores: points plus any acceleration for the round); {@link #points(int)} writes them.
 *
 * @param round        the round
 * @param plannedRounds the tournament's number of rounds
 * @param initialColour the initial colour (drawn by lot before round 1)
 * @param brackets     score groups of the players to pair, highest first
 * @param notPaired    start numbers of the players who do not take part (withdrawn, absent, requested bye)
 * @param floats       players paired outside their score group
 * @param boards       each board's colours and the rule that gave them, in board order
 * @param bye          the pairing-allocated bye and why, if any
 * @param warnings     what does not follow the rules or deserves the arbiter's attention (reasons: a page words
 *                     them in its language, {@link Reason#english()} in plain English)
 * @param system       the Swiss system's name ({@code FIDE Dutch}, {@code FMJD Swiss})
 * @param rules        the rules the system applied to this round, each with its article or DECISION reference
 *                     (empty for the Dutch system, whose rules are those of C.04.3)
 */
public record RoundExplanation(int round, int plannedRounds, Colour initialColour, List<Bracket> brackets,
                               List<Integer> notPaired, List<Float> floats, List<BoardColours> boards,
                               Optional<Bye> bye, List<Reason> warnings, String system, List<Reason> rules) {

    public RoundExplanation {
        rules = List.copyOf(rules);
        brackets = List.copyOf(brackets);
        notPaired = List.copyOf(notPaired);
        floats = List.copyOf(floats);
        boards = List.copyOf(boards);
        warnings = List.copyOf(warnings);
    }

    /**
     * A score group.
     *
     * @param score     pairing score in tenths
     * @param players   its players in pairing order (pairing number)
     * @param movedDown players of this group paired in a lower group
     * @param movedUp   players of this group paired in a higher group
     */
    public record Bracket(int score, List<Integer> players, List<Integer> movedDown, List<Integer> movedUp) {
        public Bracket {
            players = List.copyOf(players);
            movedDown = List.copyOf(movedDown);
            movedUp = List.copyOf(movedUp);
        }
    }

    /** Direction of a float. */
    public enum Direction { DOWN, UP }

    /**
     * A player paired against a different score.
     *
     * @param player    start number
     * @param direction down (the higher score of the pair) or up
     * @param fromScore the player's score group
     * @param toScore   the opponent's score group
     * @param opponent  the opponent
     * @param board     the board, from 1
     * @param repeated  rounds (before this one) in which the player floated the same way, most recent first
     */
    public record Float(int player, Direction direction, int fromScore, int toScore, int opponent, int board,
                        List<Integer> repeated) {
        public Float {
            repeated = List.copyOf(repeated);
        }
    }

    /**
     * The colours of one board.
     *
     * @param board            from 1
     * @param white            white's start number
     * @param black            black's start number
     * @param whiteScore       white's pairing score (tenths)
     * @param blackScore       black's pairing score (tenths)
     * @param whitePreference  white's colour preference
     * @param blackPreference  black's colour preference
     * @param rule             the first rule of C.04.3 5.2 that decides the colours of this pair
     * @param reason           the rule applied to these two players, in words
     * @param followsRule      false when the board's colours are the opposite of what the rule gives (set by hand)
     */
    public record BoardColours(int board, int white, int black, int whiteScore, int blackScore,
                               Preference whitePreference, Preference blackPreference, ColourRule rule,
                               Reason reason, boolean followsRule) {
    }

    /**
     * The pairing-allocated bye.
     *
     * @param player        start number
     * @param score         pairing score (tenths)
     * @param unplayedGames rounds before this one without a game over the board
     * @param reason        why this player, in words
     * @param rule          the rule of C.04.3 that decided it among the players who could have had it (null when the
     *                      system is not the Dutch one)
     */
    public record Bye(int player, int score, int unplayedGames, Reason reason, ByeRule rule) {

        /** A bye without a Dutch rule (the FMJD system says why in its reason). */
        public Bye(int player, int score, int unplayedGames, Reason reason) {
            this(player, score, unplayedGames, reason, null);
        }
    }

    /** An explanation of a round paired by the FIDE Dutch system. */
    public RoundExplanation(int round, int plannedRounds, Colour initialColour, List<Bracket> brackets,
                            List<Integer> notPaired, List<Float> floats, List<BoardColours> boards,
                            Optional<Bye> bye, List<Reason> warnings) {
        this(round, plannedRounds, initialColour, brackets, notPaired, floats, boards, bye, warnings, "FIDE Dutch",
                List.of());
    }

    /** The same explanation with one more warning. */
    public RoundExplanation withWarning(Reason warning) {
        List<Reason> w = new ArrayList<>(warnings);
        w.add(warning);
        return new RoundExplanation(round, plannedRounds, initialColour, brackets, notPaired, floats, boards, bye, w,
                system, rules);
    }

    /** Tenths as points: {@code 4}, {@code 2.5}. */
    public static String points(int tenths) {
        return tenths % 10 == 0 ? Integer.toString(tenths / 10)
                : (tenths < 0 ? "-" : "") + Math.abs(tenths) / 10 + "." + Math.abs(tenths) % 10;
    }

    /** The name of the Swiss system, for every language. */
    public Reason systemName() {
        return Reason.of("FIDE Dutch".equals(system) ? "system.dutch" : "system.fmjd");
    }

    /** The warnings in plain English. */
    public List<String> warningTexts() {
        return warnings.stream().map(Reason::english).toList();
    }

    /** The rules in plain English. */
    public List<String> ruleTexts() {
        return rules.stream().map(Reason::english).toList();
    }

    /** The explanation as text in plain English, one line each (the command line's). */
    public List<String> lines() {
        return text().stream().map(Reason::english).toList();
    }

    /** The explanation as text, one reason a line, for every language. */
    public List<Reason> text() {
        List<Reason> out = new ArrayList<>();
        int players = brackets.stream().mapToInt(b -> b.players().size()).sum();
        boolean dutch = "FIDE Dutch".equals(system);
        List<Reason> head = new ArrayList<>();
        head.add(notPaired.isEmpty() ? Reason.of("line.round", round, plannedRounds, players)
                : Reason.of("line.round.notPaired", round, plannedRounds, players, notPaired));
        head.add(Reason.of("line.initialColour", initialColour));
        if (!dutch) {
            head.add(Reason.of("line.system", systemName()));
        }
        out.add(Reason.seq(head));
        if (!rules.isEmpty()) {
            out.add(Reason.of("line.rules"));
            rules.forEach(r -> out.add(Reason.of("line.indent", r)));
        }
        out.add(Reason.of("line.brackets"));
        for (Bracket b : brackets) {
            List<Reason> s = new ArrayList<>();
            s.add(Reason.of("line.bracket", new Reason.Points(b.score()), b.players()));
            if (!b.movedDown().isEmpty()) {
                s.add(Reason.of("line.floatingDown", b.movedDown()));
            }
            if (!b.movedUp().isEmpty()) {
                s.add(Reason.of("line.floatingUp", b.movedUp()));
            }
            out.add(Reason.seq(s));
        }
        if (floats.isEmpty()) {
            out.add(Reason.of("line.noFloats"));
        } else {
            out.add(Reason.of("line.floats"));
            for (Float f : floats) {
                Reason line = Reason.of("line.float", f.player(), Reason.of("direction." + f.direction().name()),
                        new Reason.Points(f.fromScore()), new Reason.Points(f.toScore()), f.board(), f.opponent());
                out.add(f.repeated().isEmpty() ? line
                        : Reason.seq(List.of(line, Reason.of("line.floatRepeated", f.repeated()))));
            }
        }
        out.add(Reason.of(dutch ? "line.boards.dutch" : "line.boards"));
        for (BoardColours b : boards) {
            out.add(Reason.of(b.followsRule() ? "line.board" : "line.board.notFollowed", b.board(), b.white(),
                    new Reason.Points(b.whiteScore()), b.black(), new Reason.Points(b.blackScore()),
                    b.rule().reason(), b.reason()));
        }
        bye.ifPresent(y -> out.add(y.rule() == null
                ? Reason.of("line.bye", y.player(), new Reason.Points(y.score()), y.reason())
                : Reason.of("line.bye.rule", y.player(), new Reason.Points(y.score()), y.reason(), y.rule().reason())));
        if (!warnings.isEmpty()) {
            out.add(Reason.of("line.warnings"));
            warnings.forEach(w -> out.add(Reason.of("line.warning", w)));
        }
        return out;
    }

    /** Start numbers as text: {@code 3, 7, 12}. */
    public static String join(List<Integer> xs) {
        StringBuilder s = new StringBuilder();
        for (int x : xs) {
            if (!s.isEmpty()) {
                s.append(", ");
            }
            s.append(x);
        }
        return s.toString();
    }
}
