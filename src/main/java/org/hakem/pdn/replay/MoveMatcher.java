package org.hakem.pdn.replay;

import java.util.ArrayList;
import java.util.List;

import org.hakem.pdn.MoveText;
import org.hakem.pdn.Square;

/**
 * Resolves the text of a move against the legal moves of the position.
 *
 * <p>A text matches a legal move when origin and destination agree and the squares written between
 * them are landing squares of the move's path, in order (so both {@code 47x36} and
 * {@code 47x38x24x13x36} match). The abbreviated form {@code ed4} matches on origin file and
 * destination. The separator is not compared: Thai writes captures with {@code -}, and older files mix
 * separators; a reader that wants to flag it can compare {@link MoveText#kind()} with
 * {@link LegalMove#isCapture()}.
 */
public final class MoveMatcher {

    private MoveMatcher() {
    }

    /** The outcome of matching one move text. */
    public sealed interface Match permits Found, Ambiguous, NotFound {
    }

    /** Exactly one legal move fits. */
    public record Found(LegalMove move) implements Match {
    }

    /** Several legal moves fit: the text must name landing squares to tell them apart. */
    public record Ambiguous(List<LegalMove> candidates) implements Match {
    }

    /** No legal move fits. */
    public record NotFound() implements Match {
    }

    public static Match match(MoveText text, List<LegalMove> legal) {
        // by index (no iterator per move of every position); a list only when a second move fits
        LegalMove one = null;
        List<LegalMove> fits = null;
        for (int i = 0, n = legal.size(); i < n; i++) {
            LegalMove m = legal.get(i);
            if (fits(text, m)) {
                if (one == null) {
                    one = m;
                } else {
                    if (fits == null) {
                        fits = new ArrayList<>(4);
                        fits.add(one);
                    }
                    fits.add(m);
                }
            }
        }
        if (one == null) {
            return new NotFound();
        }
        if (fits == null) {
            return new Found(one);
        }
        // Different capture paths of the same piece that take the same pieces to the same square are one
        // move; plain moves of two pieces to one square (Russian "hg7": man h6 or king h8) are not.
        LegalMove first = one;
        boolean same = fits.stream().allMatch(m -> m.origin().equals(first.origin())
                && m.destination().equals(first.destination())
                && new java.util.HashSet<>(m.captured()).equals(new java.util.HashSet<>(first.captured())));
        return same ? new Found(first) : new Ambiguous(List.copyOf(fits));
    }

    static boolean fits(MoveText text, LegalMove m) {
        if (!text.destination().equals(m.destination())) {
            return false;
        }
        if (text.kind() == MoveText.Kind.ABBREVIATED) {
            return m.origin().file() == text.originFile();
        }
        if (!text.squares().get(0).equals(m.origin())) {
            return false;
        }
        List<Square> between = text.intermediate();
        if (between.isEmpty()) {
            return true;
        }
        int k = 0;
        List<Square> landing = m.path().subList(0, m.path().size() - 1);
        for (Square s : landing) {
            if (k < between.size() && s.equals(between.get(k))) {
                k++;
            }
        }
        return k == between.size();
    }
}
