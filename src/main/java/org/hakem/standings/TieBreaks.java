package org.hakem.standings;

import java.util.ArrayList;
import java.util.List;

/**
 * The tie-breaks Hakem knows, of both scopes: the kinds are declared as the constants of {@link TieBreak.Kind}
 * (individual events) and {@link TeamTieBreak.Kind} (team events), each with its modifiers and what it counts;
 * {@link #registry()} publishes them. Definitions and sources: docs/tiebreaks.md and docs/teams.md.
 */
public final class TieBreaks {

    private TieBreaks() {
    }

    /** Every known tie-break kind, the individual ones first, each scope in its declaration order. */
    public static TieBreakRegistry registry() {
        return Registry.ALL;
    }

    /** Holds the registry apart, so that it is built once both scopes' kinds have been. */
    private static final class Registry {
        static final TieBreakRegistry ALL;

        static {
            List<TieBreakKind> kinds = new ArrayList<>(List.of(TieBreak.Kind.values()));
            kinds.addAll(List.of(TeamTieBreak.Kind.values()));
            ALL = new TieBreakRegistry(kinds);
        }
    }
}
