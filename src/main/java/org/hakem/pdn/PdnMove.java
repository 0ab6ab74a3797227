package org.hakem.pdn;

import java.util.List;
import java.util.Objects;

/**
 * One move (a ply) in a line of play, with its annotations.
 *
 * @param number         the move number this ply carries (written or, when omitted, counted on)
 * @param secondMover    true for the reply of the side that does not start ({@code 12... 18-23})
 * @param text           the move as written
 * @param strength       the move-strength mark written after it ({@code !}, {@code ?!}, {@code (?)}) or null
 * @param nags           numeric annotation glyphs ({@code $1} gives 1), in order
 * @param commentsBefore comments written before the move (at the start of a line, after a variation or setup)
 * @param commentsAfter  comments written after the move
 * @param variations     alternatives to this move, each a line starting with a ply that replaces this one
 * @param line           where the move text starts (not part of equality)
 * @param column         where the move text starts (not part of equality)
 */
public record PdnMove(int number, boolean secondMover, MoveText text, String strength, List<Integer> nags,
                      List<String> commentsBefore, List<String> commentsAfter, List<PdnLine> variations,
                      int line, int column) implements PdnNode {

    public PdnMove {
        Objects.requireNonNull(text);
        nags = List.copyOf(nags);
        commentsBefore = List.copyOf(commentsBefore);
        commentsAfter = List.copyOf(commentsAfter);
        variations = List.copyOf(variations);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PdnMove m && m.number == number && m.secondMover == secondMover
                && m.text.normalized('x').equals(text.normalized('x')) && Objects.equals(m.strength, strength)
                && m.nags.equals(nags)
                && m.commentsBefore.equals(commentsBefore) && m.commentsAfter.equals(commentsAfter)
                && m.variations.equals(variations);
    }

    @Override
    public int hashCode() {
        return Objects.hash(number, secondMover, text.normalized('x'), strength, nags, commentsBefore, commentsAfter,
                variations);
    }

    /** "12." or "12..." as it would be written before this ply. */
    public String numberLabel() {
        return number + (secondMover ? "..." : ".");
    }
}
