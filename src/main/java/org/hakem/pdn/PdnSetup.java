package org.hakem.pdn;

import java.util.List;

/**
 * A setup command inside the movetext, {@code /FEN "W:W28,31-36:B1-20"/}: the position is replaced
 * (PDN 3.0 uses it for illegal moves seen in play and for side steps in analysis).
 *
 * @param fen            the position set up
 * @param commentsBefore comments written just before the command
 */
public record PdnSetup(FenSetup fen, List<String> commentsBefore) implements PdnNode {
    public PdnSetup {
        commentsBefore = List.copyOf(commentsBefore);
        java.util.Objects.requireNonNull(fen);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PdnSetup s && s.fen.samePosition(fen) && s.commentsBefore.equals(commentsBefore);
    }

    @Override
    public int hashCode() {
        return fen.toPdn().hashCode() * 31 + commentsBefore.hashCode();
    }
}
