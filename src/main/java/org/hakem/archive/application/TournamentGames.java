package org.hakem.archive.application;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.hakem.archive.domain.ArchiveStore;
import org.hakem.archive.domain.Submission;

/**
 * Puts the game an arbiter attached to a tournament board into the archive: the tournament's tags (Event, Site,
 * Date, Round, Board, White, Black, Result, GameType) replace the game's own, its other tags (FEN, Annotator...) and
 * movetext are kept, and it is imported like any PDN (replayed, deduplicated, indexed) into the collection named
 * after the tournament. Each board's games carry the source {@code tournament E, round R, board B}: when a new game
 * is stored for a board, the games stored earlier for that board are deleted, so replacing the attached game
 * leaves one copy. Attaching a game that is already in the archive (the same game again, or the same moves,
 * players, date and event claiming another result) stores nothing: the archived one stays, so applying a submission
 * twice archives what applying it once did. The same holds for any kind of event (a team event's board:
 * {@code team E, round R, match M, board B}). The work on one event holds a database lock ({@link #lockName}), so it
 * runs one task at a time whichever node runs it.
 */
public final class TournamentGames {

    private final ArchiveImporter importer;
    private final ArchiveStore store;
    private final IndexMaintenance index;

    public TournamentGames(ArchiveImporter importer, ArchiveStore store, IndexMaintenance index) {
        this.importer = importer;
        this.store = store;
        this.index = index;
    }

    /** What became of an attached game. */
    public record Archived(ArchiveImporter.Report report, List<Long> replaced) {
    }

    /** Archives a board's game (see the class comment). */
    public Archived archive(long eventId, int round, int board, String pdn, Map<String, String> tags) throws IOException {
        return archive(source(eventId, round, board), pdn, tags);
    }

    /**
     * Archives a board's game under its source (a tournament's board, or a team event's board:
     * {@code team E, round R, match M, board B}), holding the lock of the event the source names.
     */
    public Archived archive(String source, String pdn, Map<String, String> tags) throws IOException {
        try {
            return store.alone(lockOf(source), () -> {
                try {
                    return archiveAlone(source, pdn, tags);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private Archived archiveAlone(String source, String pdn, Map<String, String> tags) throws IOException {
        String event = tags.get("Event");
        byte[] text = tagged(pdn, tags).getBytes(StandardCharsets.UTF_8);
        ArchiveImporter.Report r = importer.run(new ByteArrayInputStream(text), source,
                new ArchiveImporter.Options(null, event, (long) text.length), p -> { });
        List<Long> replaced = List.of();
        if (r.stored() > 0) {
            List<Long> ids = store.gamesFrom(source, event); // in id order: the last is the one just stored
            replaced = List.copyOf(ids.subList(0, Math.max(0, ids.size() - 1)));
            if (!replaced.isEmpty()) {
                store.delete(replaced);
                index.catchUp();
            }
        }
        return new Archived(r, replaced);
    }

    /**
     * Takes an event's games out of the archive (and its index): the event stopped being public, and the archive is.
     * Its games come back when they are submitted again. Returns the ids deleted; nothing when none is left.
     */
    public List<Long> withdraw(String kind, long eventId) {
        return store.alone(lockName(kind, eventId), () -> {
            List<Long> ids = store.eventGames(kind, eventId);
            if (!ids.isEmpty()) {
                store.delete(ids);
                index.catchUp();
            }
            return ids;
        });
    }

    /**
     * The database lock an event's archive work takes, so that it runs one task at a time whichever node runs it
     * (the worker applies an event's submissions in order; the lock also keeps them apart from any other work on the
     * same event's games).
     */
    static String lockName(String kind, long eventId) {
        return "archive." + kind + "." + eventId;
    }

    /** The lock of the event a source names ({@code KIND E, round ...}), else of the source itself. */
    static String lockOf(String source) {
        int space = source.indexOf(' ');
        int comma = source.indexOf(',');
        if (space > 0 && comma > space) {
            String kind = source.substring(0, space);
            String id = source.substring(space + 1, comma);
            if (!id.isEmpty() && id.length() < 19 && id.chars().allMatch(Character::isDigit)
                    && kind.matches("[a-z][a-z0-9-]*")) {
                return lockName(kind, Long.parseLong(id));
            }
        }
        return "archive.source." + source;
    }

    /** The source an archived game of a tournament's board carries (see {@link Submission#source()}). */
    public static String source(long eventId, int round, int board) {
        return Submission.source("tournament", eventId, round, 0, board);
    }

    /**
     * The game's text with the tournament's tags first, then the game's own tags that the tournament does not set,
     * then the rest of the text as written. Only the first game of the text is kept.
     */
    static String tagged(String pdn, Map<String, String> tags) {
        StringBuilder out = new StringBuilder();
        tags.forEach((name, value) -> {
            if (value != null) {
                out.append(org.hakem.pdn.PdnWriter.tag(name, value));
            }
        });
        String text = pdn.replace("\r\n", "\n").replace('\r', '\n');
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        int i = 0;
        while (true) {
            int start = skipSpace(text, i);
            if (start >= text.length() || text.charAt(start) != '[') {
                i = start;
                break;
            }
            int end = tagEnd(text, start);
            if (end < 0) {
                i = start; // not a tag pair: the reader will report it
                break;
            }
            String pair = text.substring(start, end + 1);
            String name = pair.substring(1).strip().split("[\\s\"]", 2)[0];
            if (!tags.containsKey(name)) {
                out.append(pair).append('\n');
            }
            i = end + 1;
        }
        return out.append('\n').append(text.substring(Math.min(i, text.length())).strip()).append('\n').toString();
    }

    private static int skipSpace(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The index of the {@code ]} closing the tag pair opened at {@code start} (quoted values may hold one), or -1. */
    private static int tagEnd(String s, int start) {
        boolean quoted = false;
        for (int i = start + 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quoted && c == '\\') {
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == '\n' && !quoted) {
                return -1;
            } else if (c == ']' && !quoted) {
                return i;
            }
        }
        return -1;
    }
}
