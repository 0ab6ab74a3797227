package org.hakem.pdn;

import java.util.ArrayList;
import java.util.List;

/**
 * A line of play: the main line of a game or a variation.
 *
 * @param nodes            moves and setups in order
 * @param trailingComments comments after the last node (or the only content of a line without moves)
 */
public record PdnLine(List<PdnNode> nodes, List<String> trailingComments) {

    public static final PdnLine EMPTY = new PdnLine(List.of(), List.of());

    public PdnLine {
        nodes = List.copyOf(nodes);
        trailingComments = List.copyOf(trailingComments);
    }

    /** The moves of this line, without setups and without variations. */
    public List<PdnMove> moves() {
        List<PdnMove> out = new ArrayList<>(nodes.size());
        for (PdnNode n : nodes) {
            if (n instanceof PdnMove m) {
                out.add(m);
            }
        }
        return out;
    }

    /** Number of plies in this line and, recursively, all its variations. */
    public int plyCountWithVariations() {
        int n = 0;
        for (PdnNode node : nodes) {
            if (node instanceof PdnMove m) {
                n++;
                for (PdnLine v : m.variations()) {
                    n += v.plyCountWithVariations();
                }
            }
        }
        return n;
    }
}
