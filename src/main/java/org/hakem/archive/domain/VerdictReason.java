package org.hakem.archive.domain;

import java.util.List;

/**
 * A game's verdict as a code and its arguments, for a reader's language (pages show {@code verdict.<code>} from
 * their bundle); the English {@link ArchivedGame#verdict()} says the same in words. The code is one of
 * {@link org.hakem.pdn.replay.VerdictCode} (what replay found) or of {@link Code} (what the archive found before
 * any replay); the arguments are text, the ply first where there is one.
 *
 * @param line   where the problem is in the game's text, or 0
 * @param column where the problem is in the game's text, or 0
 */
public record VerdictReason(String code, List<String> arguments, int line, int column) {

    /** What the archive finds before it can replay a game. */
    public enum Code {
        /** The PDN reader found an error. Arguments: line, column, the reader's message (English). */
        UNREADABLE,
        /** The GameType tag names a variant Hakem does not play. Arguments: the tag's value. */
        UNSUPPORTED_GAMETYPE,
        /** No GameType tag and no default variant. No arguments. */
        NO_VARIANT,
        /** The game's FEN does not fit its variant. Arguments: 1, what is wrong (English). */
        FEN_REFUSED,
        /** A setup inside the moves replaces the position. Arguments: the ply. */
        SETUP_IN_MOVETEXT
    }

    public VerdictReason {
        arguments = List.copyOf(arguments);
    }

    public static VerdictReason of(Enum<?> code, List<String> arguments) {
        return new VerdictReason(code.name(), arguments, 0, 0);
    }
}
