package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.hakem.archive.domain.EventBoard;
import org.hakem.archive.domain.GameFilters;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;
import org.hakem.archive.infrastructure.JdbcArchiveStore;
import org.hakem.archive.infrastructure.LucenePositionIndex;
import org.hakem.rules.Position;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game attached to a tournament board goes into the archive with the tournament's tags, once per board. */
class EventGamesTest {

    DataSource ds;
    JdbcArchiveStore store;
    LucenePositionIndex index;
    IndexMaintenance maintenance;
    EventGames games;

    @TempDir
    Path dir;

    @BeforeEach
    void open() throws IOException {
        ds = ArchiveDatabase.start();
        ArchiveDatabase.clear(ds);
        store = new JdbcArchiveStore(ds);
        index = LucenePositionIndex.open(dir.resolve("index"));
        maintenance = new IndexMaintenance(store, index);
        games = new EventGames(new ArchiveImporter(store, maintenance), store, maintenance);
    }

    @AfterEach
    void close() throws IOException {
        maintenance.awaitCommits();
        index.close();
    }

    static Map<String, String> tags(String result) {
        Map<String, String> t = new LinkedHashMap<>();
        t.put("Event", "Kış Kupası \"A\"");
        t.put("Site", "Ankara");
        t.put("Date", "2026.11.20");
        t.put("Round", "3");
        t.put("Board", "2");
        t.put("White", "Yılmaz, Selin");
        t.put("Black", "Keller, Dirk");
        t.put("Result", result);
        t.put("GameType", "30");
        return t;
    }

    static final String GAME = """
            [Event "friendly"]
            [White "S"]
            [Black "D"]
            [Annotator "Arbiter; with \\"quotes\\" and ]"]
            [Result "1-0"]

            1. c3-c4 f6-f5 2. b3-b4 1-0
            """;

    static Position after(String... moves) {
        Position p = Variants.TURKISH.initialPosition();
        for (String m : moves) {
            p = p.play(p.movesMatching(m).get(0));
        }
        return p;
    }

    @Test
    void theGameIsArchivedWithTheTournamentsTagsInItsCollectionAndIndexed() throws IOException, SQLException {
        EventGames.Archived a = games.archive(board(12, 3, 2), GAME, tags("1-0"));
        assertEquals(1, a.report().stored());
        assertEquals(List.of(), a.replaced());
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select g.event, g.site, g.date_text, g.round, g.white, g.black, g.result, "
                     + "g.variant, g.status, g.other_tags->>'Board', g.other_tags->>'Annotator', c.name, g.source, g.pdn "
                     + "from archive_game g join archive_collection c on c.id = g.collection_id")) {
            assertTrue(rs.next());
            assertEquals("Kış Kupası \"A\"", rs.getString(1));
            assertEquals("Ankara", rs.getString(2));
            assertEquals("2026.11.20", rs.getString(3));
            assertEquals("3", rs.getString(4));
            assertEquals("Yılmaz, Selin", rs.getString(5));
            assertEquals("Keller, Dirk", rs.getString(6));
            assertEquals("1-0", rs.getString(7));
            assertEquals("turkish", rs.getString(8));
            assertEquals("legal", rs.getString(9));
            assertEquals("2", rs.getString(10));
            assertEquals("Arbiter; with \"quotes\" and ]", rs.getString(11), "the game's own other tags are kept");
            assertEquals("Kış Kupası \"A\"", rs.getString(12), "the collection is named after the tournament");
            assertEquals("tournament 12, round 3, board 2", rs.getString(13));
            assertTrue(!rs.getString(14).contains("friendly") && rs.getString(14).contains("1. c3-c4 f6-f5 2. b3-b4"),
                    rs.getString(14));
            assertTrue(!rs.next());
        }
        SearchResult hits = index.search(PositionQuery.exact(after("c3-c4", "f6-f5", "b3-b4"))
                .withFilters(new GameFilters("yilmaz", "white", null, null, null, null)), SearchResult.Sort.GAME, 0, 10);
        assertEquals(1, hits.games());
        assertTrue(maintenance.verify().ok());
    }

    @Test
    void theSameGameAgainAddsNothingAndAnotherGameForTheBoardReplacesIt() throws IOException {
        long first = games.archive(board(12, 3, 2), GAME, tags("1-0")).report().runId();
        EventGames.Archived again = games.archive(board(12, 3, 2), GAME.replace("1-0", "0-1"), tags("0-1"));
        assertEquals(0, again.report().stored(), "same moves, players, date and event: a duplicate");
        assertEquals(1, again.report().duplicates());
        assertEquals(1, store.counts()[0]);
        // another board of the same round keeps its own game
        games.archive(board(12, 3, 1), GAME.replace("2. b3-b4", "2. a3-a4"), tags("1-0"));
        assertEquals(2, store.counts()[0]);

        EventGames.Archived replaced = games.archive(board(12, 3, 2), GAME.replace("2. b3-b4", "2. h3-h4"), tags("1-0"));
        assertEquals(1, replaced.report().stored());
        assertEquals(1, replaced.replaced().size(), "the board's earlier game is deleted");
        assertEquals(2, store.counts()[0]);
        assertEquals(1, store.gamesFrom(board(12, 3, 2).source(), "Kış Kupası \"A\"").size());
        assertTrue(maintenance.verify().ok(), maintenance.verify().problems().toString());
        assertEquals(0, index.search(PositionQuery.exact(after("c3-c4", "f6-f5", "b3-b4")), SearchResult.Sort.GAME, 0, 10)
                .games(), "the replaced game is gone from the index");
        assertEquals(1, index.search(PositionQuery.exact(after("c3-c4", "f6-f5", "h3-h4")), SearchResult.Sort.GAME, 0, 10)
                .games());
        assertTrue(first > 0);
    }

    @Test
    void aTournamentMadePrivateTakesItsGamesOutOfTheArchiveAndOnlyItsOwn() throws IOException {
        games.archive(board(1, 3, 2), GAME, tags("1-0"));
        games.archive(board(1, 4, 1), GAME.replace("2. b3-b4", "2. a3-a4"), tags("1-0"));
        // tournament 12's id starts with 1: it must keep its game
        games.archive(board(12, 1, 1), GAME.replace("2. b3-b4", "2. h3-h4"), tags("1-0"));
        // a file import whose name looks alike is not a tournament game
        new ArchiveImporter(store, maintenance).run(new java.io.ByteArrayInputStream(
                GAME.replace("2. b3-b4", "2. g3-g4").getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "tournament 1 notes.pdn", new ArchiveImporter.Options(Variants.TURKISH, null, null), p -> { });
        assertEquals(4, store.counts()[0]);

        List<Long> gone = games.withdraw("tournament", 1);
        assertEquals(2, gone.size());
        assertEquals(2, store.counts()[0]);
        assertEquals(List.of(), store.eventGames("tournament", 1));
        assertEquals(1, store.eventGames("tournament", 12).size());
        assertEquals(0, index.search(PositionQuery.exact(after("c3-c4", "f6-f5", "b3-b4")), SearchResult.Sort.GAME, 0, 10)
                .games(), "the index drops them too");
        assertEquals(1, index.search(PositionQuery.exact(after("c3-c4", "f6-f5", "h3-h4")), SearchResult.Sort.GAME, 0, 10)
                .games());
        assertEquals(1, index.search(PositionQuery.exact(after("c3-c4", "f6-f5", "g3-g4")), SearchResult.Sort.GAME, 0, 10)
                .games());
        assertTrue(maintenance.verify().ok(), maintenance.verify().problems().toString());
        assertEquals(List.of(), games.withdraw("tournament", 1), "nothing left to withdraw");
    }

    @Test
    void taggedPutsTheTournamentsTagsFirstAndKeepsTheRest() {
        String t = EventGames.tagged("\uFEFF\r\n[White \"x\"]\r\n[FEN \"W:W21:B1\"]\r\n1. 21-17 *", Map.of("White", "A \\ B"));
        assertEquals("[White \"A \\\\ B\"]\n[FEN \"W:W21:B1\"]\n\n1. 21-17 *\n", t);
    }

    @Test
    void aBoardGameTakesTheLockOfItsEventAndKindsOfEventsAreKeptApart() {
        assertEquals("archive.tournament.5", EventBoard.lockName("tournament", 5));
        assertTrue(!EventBoard.lockName("tournament", 7).equals(EventBoard.lockName("team", 7)),
                "a tournament and a team event with the same id do not wait for each other");
    }

    /** A team match's board and a tournament's board of the same numbers are two boards; withdrawing one kind keeps the other. */
    @Test
    void theBoardsOfTwoKindsOfEventWithOneIdAreTwoBoards() throws IOException {
        games.archive(board(5, 1, 2), GAME, tags("1-0"));
        EventBoard teamBoard = new EventBoard("team", 5, 1, 3, 2);
        games.archive(teamBoard, GAME.replace("2. b3-b4", "2. a3-a4"), tags("1-0"));
        assertEquals(1, store.boardGames(board(5, 1, 2)).size());
        assertEquals(1, store.boardGames(teamBoard).size());
        assertEquals(List.of(), store.boardGames(new EventBoard("team", 5, 1, 0, 2)), "match 0 is another board");
        assertEquals(1, games.withdraw("team", 5).size());
        assertEquals(1, store.eventGames("tournament", 5).size());
        assertEquals(List.of(), store.eventGames("team", 5));
    }

    /**
     * A try that stored the game and stopped before noting its board (a crash between the two) is completed by the
     * next try of the same submission: the game is a duplicate then, and it becomes the board's game.
     */
    @Test
    void aStoredGameWhoseBoardWasNotNotedIsNotedWhenTheSubmissionIsAppliedAgain() throws IOException {
        EventBoard b = board(9, 2, 1);
        new ArchiveImporter(store, maintenance).run(new java.io.ByteArrayInputStream(
                EventGames.tagged(GAME, tags("1-0")).getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                b.source(), new ArchiveImporter.Options(null, "Kış Kupası \"A\"", null), p -> { });
        assertEquals(List.of(), store.boardGames(b), "stored, its board not noted");
        EventGames.Archived again = games.archive(b, GAME, tags("1-0"));
        assertEquals(0, again.report().stored());
        assertEquals(1, store.boardGames(b).size());
        assertEquals(store.boardGames(b), store.eventGames("tournament", 9));
    }

    private static EventBoard board(long event, int round, int board) {
        return new EventBoard("tournament", event, round, 0, board);
    }
}
