package org.hakem.archive.domain;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hakem.player.domain.NameKeys;

/**
 * One game read from a PDN file and replayed, ready to be stored: what the import hands to the store and,
 * for replayed games, the line the index is built from.
 *
 * @param variant     the variant id, or {@code "unknown"}
 * @param tags        every tag as read, in order
 * @param date        the Date tag as parsed
 * @param status      the verdict
 * @param errorPly    the ply of the first illegal move (from 1), or 0; for a game played on after the end the
 *                    rules give, the ply after which they ended it (0: at the start)
 * @param reason      why the game is illegal, unreadable or unsupported, or null; for a game played on, the
 *                    rule that ended it and the result ({@code threefold repetition, 1/2-1/2})
 * @param line        the engine line (legal prefix), or null when the game was not replayed
 * @param pdn         the original PDN text of the game
 * @param source      the file (or upload) it came from
 * @param sourceIndex its number in that file, from 1
 * @param moveTexts   the main line's move texts as written (normalised separators), for the duplicate key
 * @param why         the verdict as a code for the reader's language (not stored: read again from the PDN)
 */
public record GameRecord(String variant, Map<String, String> tags, ArchiveDate date, GameStatus status, int errorPly,
                         String reason, GameLine line, String pdn, String source, int sourceIndex,
                         List<String> moveTexts, VerdictReason why) {

    /** Tags stored as columns; every other tag goes to the JSONB column. */
    public static final Set<String> STANDARD_TAGS = Set.of("Event", "Site", "Date", "Round", "White", "Black", "Result",
            "WhiteElo", "BlackElo", "WhiteRating", "BlackRating");

    public static final String UNKNOWN_VARIANT = "unknown";

    public GameRecord {
        tags = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moveTexts = List.copyOf(moveTexts);
    }

    /** Whether the game has positions for the index (it was replayed from a valid start). */
    public boolean hasPositions() {
        return line != null;
    }

    public String tag(String name) {
        return tags.get(name);
    }

    public Map<String, String> otherTags() {
        Map<String, String> out = new LinkedHashMap<>();
        tags.forEach((k, v) -> {
            if (!STANDARD_TAGS.contains(k)) {
                out.put(k, v);
            }
        });
        return out;
    }

    public Integer whiteRating() {
        return rating(tags.getOrDefault("WhiteElo", tags.get("WhiteRating")));
    }

    public Integer blackRating() {
        return rating(tags.getOrDefault("BlackElo", tags.get("BlackRating")));
    }

    static Integer rating(String text) {
        if (text == null) {
            return null;
        }
        try {
            int r = Integer.parseInt(text.strip());
            return r > 0 && r < 4000 ? r : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * The duplicate key: same variant, same moves, same players, date and event. Moves are the engine's
     * (long notation) for the replayed prefix, then the texts as written, so two files that write the same
     * capture differently still agree. Names and event are folded (case, accents, Turkish I). An unreadable game is
     * also keyed by its text, so two different unreadable games are never duplicates of each other.
     */
    public byte[] dedupeKey() {
        StringBuilder sb = new StringBuilder();
        sb.append(variant).append('\u0001');
        int replayed = 0;
        if (line != null) {
            sb.append(line.movesText());
            replayed = line.moves().size();
        }
        for (int i = replayed; i < moveTexts.size(); i++) {
            sb.append(' ').append(moveTexts.get(i));
        }
        sb.append('\u0001').append(fold(tag("White"))).append('\u0001').append(fold(tag("Black")))
                .append('\u0001').append(date.key()).append('\u0001').append(fold(tag("Event")));
        if (status == GameStatus.UNREADABLE && pdn != null) {
            // nothing above tells two unreadable texts apart (no moves, often no tags): their text does, spaces folded
            sb.append('\u0001').append(SPACES.matcher(pdn.strip()).replaceAll(" "));
        }
        try {
            return MessageDigest.getInstance("SHA-256").digest(sb.toString().getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile("\\s+");

    static String fold(String s) {
        return s == null ? "" : NameKeys.searchKey(SPACES.matcher(s.strip()).replaceAll(" "));
    }
}
