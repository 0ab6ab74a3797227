package org.hakem.archive.application;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.hakem.archive.domain.ArchiveStore;
import org.hakem.archive.domain.EventBoard;

/**
 * Puts the game an arbiter attached to an event's board into the archive: the event's tags (Event, Site, Date, Round,
 * Board, White, Black, Result, GameType) replace the game's own, its other tags (FEN, Annotator...) and movetext are
 * kept, and it is imported like any PDN (replayed, deduplicated, indexed) into the collection named after the event.
 * The archive notes which board ({@link EventBoard}: kind of event, event, round, match, board, as columns) each game
 * came from: when a new game is stored for a board, the games stored earlier for that board are deleted, so replacing
 * the attached game leaves one copy. Attaching a game that is already in the archive (the same game again, or the same
 * moves, players, date and event claiming another result) stores nothing: the archived one stays, so applying a
 * submission twice archives what applying it once did. The archive knows no kind of event: a tournament's board and
 * a team match's board are two boards. The work on one event holds a database lock ({@link EventBoard#lockName}), so
 * it runs one task at a time whichever node runs it.
 */
public final class EventGames {

    private final ArchiveImporter importer;
    private final ArchiveStore store;
    private final IndexMaintenance index;

    public EventGames(ArchiveImporter importer, ArchiveStore store, IndexMaintenance index) {
        this.importer = importer;
        this.store = store;
        this.index = index;
    }

    /** What became of an attached game. */
    public record Archived(ArchiveImporter.Report report, List<Long> replaced) {
    }

    /** Archives a board's game (see the class comment), holding the lock of the board's event. */
    public Archived archive(EventBoard board, String pdn, Map<String, String> tags) throws IOException {
        try {
            return store.alone(EventBoard.lockName(board.kind(), board.eventId()), () -> {
                try {
                    return archiveAlone(board, pdn, tags);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private Archived archiveAlone(EventBoard board, String pdn, Map<String, String> tags) throws IOException {
        String event = tags.get("Event");
        String source = board.source();
        byte[] text = tagged(pdn, tags).getBytes(StandardCharsets.UTF_8);
        ArchiveImporter.Report r = importer.run(new ByteArrayInputStream(text), source,
                new ArchiveImporter.Options(null, event, (long) text.length), p -> { });
        // The board's game is the newest stored from it: just now, or by an earlier try of the same submission that
        // stopped before noting the board (applying a submission again completes it).
        List<Long> fromBoard = store.gamesFrom(source, event);
        if (fromBoard.isEmpty()) {
            return new Archived(r, List.of());
        }
        long newest = fromBoard.get(fromBoard.size() - 1);
        store.attach(newest, board);
        List<Long> replaced = store.boardGames(board).stream().filter(id -> id != newest).toList();
        if (!replaced.isEmpty()) {
            store.delete(replaced);
            index.catchUp();
        }
        return new Archived(r, replaced);
    }

    /**
     * Takes an event's games out of the archive (and its index): the event stopped being public, and the archive is.
     * Its games come back when they are submitted again. Returns the ids deleted; nothing when none is left.
     */
    public List<Long> withdraw(String kind, long eventId) {
        return store.alone(EventBoard.lockName(kind, eventId), () -> {
            List<Long> ids = store.eventGames(kind, eventId);
            if (!ids.isEmpty()) {
                store.delete(ids);
                index.catchUp();
            }
            return ids;
        });
    }

    /**
     * The game's text with the event's tags first, then the game's own tags that the event does not set,
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
