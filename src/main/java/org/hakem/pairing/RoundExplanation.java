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
 * @param warnings     what does not follow the rules or deserves the arbiter's attention
 * @param system       the Swiss system's name ({@code FIDE Dutch}, {@code FMJD Swiss})
 * @param rules        the rules the system applied to this round, in words, each with its article or
 *                     DECISION reference (empty for the Dutch system, whose rules are those of C.04.3)
 */
public record RoundExplanation(int round, int plannedRounds, Colour initialColour, List<Bracket> brackets,
                               List<Integer> notPaired, List<Float> floats, List<BoardColours> boards,
                               Optional<Bye> bye, List<String> warnings, String system, List<String> rules) {

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
                               String reason, boolean followsRule) {
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
    public record Bye(int player, int score, int unplayedGames, String reason, ByeRule rule) {

        /** A bye without a Dutch rule (the FMJD system says why in its reason). */
        public Bye(int player, int score, int unplayedGames, String reason) {
            this(player, score, unplayedGames, reason, null);
        }
    }

    /** An explanation of a round paired by the FIDE Dutch system. */
    public RoundExplanation(int round, int plannedRounds, Colour initialColour, List<Bracket> brackets,
                            List<Integer> notPaired, List<Float> floats, List<BoardColours> boards,
                            Optional<Bye> bye, List<String> warnings) {
        this(round, plannedRounds, initialColour, brackets, notPaired, floats, boards, bye, warnings, "FIDE Dutch",
                List.of());
    }

    /** The same explanation with one more warning. */
    public RoundExplanation withWarning(String warning) {
        List<String> w = new ArrayList<>(warnings);
        w.add(warning);
        return new RoundExplanation(round, plannedRounds, initialColour, brackets, notPaired, floats, boards, bye, w,
                system, rules);
    }

    /** Tenths as points: {@code 4}, {@code 2.5}. */
    public static String points(int tenths) {
        return tenths % 10 == 0 ? Integer.toString(tenths / 10)
                : (tenths < 0 ? "-" : "") + Math.abs(tenths) / 10 + "." + Math.abs(tenths) % 10;
    }

    /** The explanation as text, one line each. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        int players = brackets.stream().mapToInt(b -> b.players().size()).sum();
        out.add("Round " + round + " of " + plannedRounds + ": " + players + " players to pair"
                + (notPaired.isEmpty() ? "" : ", not paired: " + join(notPaired))
                + "; initial colour " + initialColour.name().toLowerCase(java.util.Locale.ROOT)
                + ("FIDE Dutch".equals(system) ? "" : "; system " + system));
        if (!rules.isEmpty()) {
            out.add("Rules applied:");
            rules.forEach(r -> out.add("  " + r));
        }
        out.add("Score brackets (pairing order):");
        for (Bracket b : brackets) {
            StringBuilder s = new StringBuilder("  " + points(b.score()) + ": " + join(b.players()));
            if (!b.movedDown().isEmpty()) {
                s.append("; floating down: ").append(join(b.movedDown()));
            }
            if (!b.movedUp().isEmpty()) {
                s.append("; floating up: ").append(join(b.movedUp()));
            }
            out.add(s.toString());
        }
        if (floats.isEmpty()) {
            out.add("Floats: none, every player meets his own score");
        } else {
            out.add("Floats:");
            for (Float f : floats) {
                out.add("  " + f.player() + " floats " + f.direction().name().toLowerCase(java.util.Locale.ROOT)
                        + " from " + points(f.fromScore()) + " to " + points(f.toScore()) + " (board " + f.board()
                        + " against " + f.opponent() + ")"
                        + (f.repeated().isEmpty() ? "" : "; also in round " + join(f.repeated())));
            }
        }
        out.add("FIDE Dutch".equals(system) ? "Boards (colours, C.04.3 article 5.2):" : "Boards (colours):");
        for (BoardColours b : boards) {
            out.add("  " + b.board() + ": " + b.white() + " (" + points(b.whiteScore()) + ") - " + b.black() + " ("
                    + points(b.blackScore()) + "): " + b.rule().article() + " " + b.rule().summary() + ": " + b.reason()
                    + (b.followsRule() ? "" : " — NOT followed: colours set the other way"));
        }
        bye.ifPresent(y -> out.add("Bye: " + y.player() + " (" + points(y.score()) + "): " + y.reason()
                + (y.rule() == null ? "" : " [C.04.3 " + y.rule().article() + ": " + y.rule().summary() + "]")));
        if (!warnings.isEmpty()) {
            out.add("Warnings:");
            warnings.forEach(w -> out.add("  - " + w));
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
