package org.hakem.trf;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads and writes TRF-2026 files of team events: the team records (310, or the older 013), line-ups out of the
 * default order (300), pairing-allocated byes (320), forfeited matches (330), board colours (352), match points
 * (362), beside the player records (001) that hold the board games. See docs/teams.md.
 */
public final class TeamTrf {

    private TeamTrf() {
    }

    /** True when the text has team records (310 or 013): a team event. */
    public static boolean isTeamFile(String text) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** Reads a file (UTF-8, or ISO-8859-1 when not valid UTF-8, as {@link TrfReader}). */
    public static TeamTrfDocument read(Path file) throws IOException {
        throw new UnsupportedOperationException("skeleton");
    }

    /**
     * Reads a team TRF text.
     *
     * @param source a label for messages (e.g. the file name)
     * @throws TrfFormatException naming the line and column of what is wrong
     */
    public static TeamTrfDocument read(String text, String source) {
        throw new UnsupportedOperationException("skeleton");
    }

    /** Writes a team event as TRF-2026 (LF line endings). Reading the result gives an equal document. */
    public static String write(TeamTrfDocument document) {
        throw new UnsupportedOperationException("skeleton");
    }
}
