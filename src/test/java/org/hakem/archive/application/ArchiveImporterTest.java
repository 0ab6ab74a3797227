package org.hakem.archive.application;

import org.hakem.testdata.TestData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.hakem.archive.domain.ArchiveStore;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;
import org.hakem.archive.infrastructure.JdbcArchiveStore;
import org.hakem.archive.infrastructure.LucenePositionIndex;
import org.hakem.archive.infrastructure.PositionDocuments;
import org.hakem.pdn.PdnReader;
import org.hakem.rules.Variant;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Imports into a real PostgreSQL and a Lucene index on disk: counts, duplicates, verdicts, repair, verify. */
class ArchiveImporterTest {

    static final Path CORPUS = TestData.of("corpus");

    DataSource ds;
    JdbcArchiveStore store;
    LucenePositionIndex index;
    IndexMaintenance maintenance;
    ArchiveImporter importer;

    @TempDir
    Path dir;

    @BeforeEach
    void open() throws IOException {
        ds = ArchiveDatabase.start();
        ArchiveDatabase.clear(ds);
        store = new JdbcArchiveStore(ds);
        index = LucenePositionIndex.open(dir.resolve("index"));
        maintenance = new IndexMaintenance(store, index);
        importer = new ArchiveImporter(store, maintenance);
    }

    @AfterEach
    void close() throws IOException {
        maintenance.awaitCommits();
        index.close();
    }

    /** The variant an archivist gives for a folder whose files lack GameType tags. */
    static Variant defaultVariant(Path file) {
        String folder = CORPUS.relativize(file).getName(0).toString();
        return switch (folder) {
            case "english" -> Variants.ENGLISH;
            case "czech" -> Variants.CZECH;
            case "turkish" -> Variants.TURKISH;
            case "international", "pdn-standard" -> Variants.INTERNATIONAL;
            default -> null;
        };
    }

    static List<Path> corpusFiles() throws IOException {
        try (Stream<Path> s = Files.walk(CORPUS)) {
            return s.filter(p -> p.toString().endsWith(".pdn")).sorted().toList();
        }
    }

    /**
     * The whole corpus, twice: 112 imports, each with its index commits (about a minute and a half), so it runs with
     * {@code -Pdeep}; {@link #aFileOfEveryCorpusFolderImportsAndASecondImportAddsNothing} checks the same in
     * {@code verify}.
     */
    @Test
    @Tag("slow")
    void theWholeCorpusImportsAndASecondImportAddsNothing() throws IOException {
        int expectedGames = 0;
        int stored = 0, duplicates = 0;
        for (Path f : corpusFiles()) {
            int games = (int) PdnReader.readAll(f).stream().filter(g -> !g.isEmpty()).count();
            expectedGames += games;
            ArchiveImporter.Report r = run(f);
            assertEquals(games, r.read(), f.toString());
            assertEquals(r.read(), r.stored() + r.duplicates(), f.toString());
            stored += r.stored();
            duplicates += r.duplicates();
        }
        assertEquals(expectedGames, stored + duplicates);
        assertTrue(duplicates > 0, "some corpus games occur in two files");
        assertEquals(stored, store.counts()[0]);
        assertTrue(store.counts()[1] > 1500, "most games are replayed: " + store.counts()[1]);

        IndexMaintenance.Verification v = maintenance.verify();
        assertTrue(v.ok(), v.problems().toString());
        assertEquals(v.positions(), index.size());

        int again = 0;
        for (Path f : corpusFiles()) {
            ArchiveImporter.Report r = run(f);
            again += r.stored();
            assertEquals(r.read(), r.duplicates());
        }
        assertEquals(0, again);
        assertEquals(stored, store.counts()[0]);
    }

    /** The largest file of every folder of the corpus (each variant, the PDN standard's files), imported twice. */
    @Test
    void aFileOfEveryCorpusFolderImportsAndASecondImportAddsNothing() throws IOException {
        Map<Path, Path> largest = new java.util.TreeMap<>();
        for (Path f : corpusFiles()) {
            largest.merge(f.getParent(), f, (a, b) -> size(a) >= size(b) ? a : b);
        }
        assertTrue(largest.size() >= 8, "the corpus's folders: " + largest.keySet());
        int stored = 0;
        for (Path f : largest.values()) {
            int games = (int) PdnReader.readAll(f).stream().filter(g -> !g.isEmpty()).count();
            ArchiveImporter.Report r = run(f);
            assertEquals(games, r.read(), f.toString());
            assertEquals(r.read(), r.stored() + r.duplicates(), f.toString());
            stored += r.stored();
        }
        assertEquals(stored, store.counts()[0]);
        assertTrue(store.counts()[1] > 500, "most games are replayed: " + store.counts()[1]);
        IndexMaintenance.Verification v = maintenance.verify();
        assertTrue(v.ok(), v.problems().toString());
        assertEquals(v.positions(), index.size());
        for (Path f : largest.values()) {
            ArchiveImporter.Report r = run(f);
            assertEquals(0, r.stored(), f.toString());
            assertEquals(r.read(), r.duplicates(), f.toString());
        }
        assertEquals(stored, store.counts()[0]);
    }

    private static long size(Path f) {
        try {
            return Files.size(f);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void turkishVerdictsMatchTheIndependentGenerator() throws IOException, SQLException {
        run(CORPUS.resolve("turkish/random-games.pdn"));
        Map<Integer, String> expected = new HashMap<>();
        for (String line : Files.readAllLines(CORPUS.resolve("turkish/expected.tsv")).subList(1, 61)) {
            String[] f = line.split("\t");
            expected.put(Integer.parseInt(f[0]), f[1]);
        }
        Map<Integer, String> actual = new HashMap<>();
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select source_index, status, error_ply, pdn from archive_game")) {
            while (rs.next()) {
                String status = rs.getString(2);
                actual.put(rs.getInt(1), status.equals("legal") ? "legal" : "illegal at ply " + rs.getInt(3));
                assertTrue(rs.getString(4).startsWith("[Event \"Hakem holdout Turkish\"]"), "original text kept");
            }
        }
        assertEquals(60, actual.size());
        expected.forEach((game, verdict) -> assertEquals(verdict.replaceAll(":.*", ""), actual.get(game), "game " + game));
    }

    @Test
    void originalTextDatesAndTagsAreKept() throws IOException, SQLException {
        String pdn = """
                [Event "Open Ankara"]
                [Date "2004.10.27 - 2004.11.01"]
                [White "Keller,D."]
                [Black "Yılmaz, Ş."]
                [Result "1-0"]
                [GameType "30"]
                [Annotator "Someone"]

                1. c3-c4 f6-f5 1-0

                [Event "Club"]
                [Date "1.1.1965"]
                [GameType "30"]

                1. c3-c4 *
                """;
        ArchiveImporter.Report r = importer.run(stream(pdn), "test.pdn", new ArchiveImporter.Options(null, "Tests", null), p -> { });
        assertEquals(2, r.stored());
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select date_text, game_date, game_year, white, black_key, other_tags::text, pdn, "
                     + "moves, status from archive_game order by id")) {
            rs.next();
            assertEquals("2004.10.27 - 2004.11.01", rs.getString(1));
            assertEquals("2004-10-27", rs.getString(2));
            assertEquals(2004, rs.getInt(3));
            assertEquals("Keller,D.", rs.getString(4));
            assertEquals("yilmaz, s.", rs.getString(5));
            assertTrue(rs.getString(6).contains("\"Annotator\": \"Someone\""), rs.getString(6));
            assertTrue(rs.getString(7).startsWith("[Event \"Open Ankara\"]") && rs.getString(7).contains("1. c3-c4 f6-f5 1-0"));
            assertTrue(!rs.getString(7).contains("Club"), "one game's text only");
            assertEquals("c3-c4 f6-f5", rs.getString(8));
            assertEquals("legal", rs.getString(9));
            rs.next();
            assertEquals("1965-01-01", rs.getString(2));
        }
        // both games reached the position after 1. c3-c4
        var p = Variants.TURKISH.initialPosition();
        p = p.play(p.movesMatching("c3-c4").get(0));
        SearchResult hits = index.search(PositionQuery.exact(p), SearchResult.Sort.GAME, 0, 10);
        assertEquals(2, hits.games());
    }

    @Test
    void aCrashBetweenDatabaseAndIndexIsRepairedByCatchUp() throws IOException {
        // a store that commits but whose index never hears of it: the process died in between
        IndexMaintenance blind = new IndexMaintenance(store, index) {
            @Override
            public void addNew(List<org.hakem.archive.domain.IndexedGame> games) {
            }

            @Override
            public void commitAndConfirm(List<Long> ids) {
            }
        };
        new ArchiveImporter(store, blind).run(Files.newInputStream(CORPUS.resolve("turkish/random-games.pdn")),
                "random-games.pdn", new ArchiveImporter.Options(null, null, null), p -> { });
        assertTrue(!maintenance.verify().ok(), "the index lags behind");
        assertEquals(60, maintenance.catchUp());
        IndexMaintenance.Verification v = maintenance.verify();
        assertTrue(v.ok(), v.problems().toString());
        assertTrue(index.size() > 60 * 20);
    }

    @Test
    void anIndexOfAnOlderLayoutIsRebuiltWhenTheServerOpensIt() throws IOException {
        run(CORPUS.resolve("international/candidate95.pdn"));
        long size = index.size();
        index.close();
        // the last commit says it was written with the previous document layout
        try (var folder = org.apache.lucene.store.FSDirectory.open(dir.resolve("index"));
             var w = new org.apache.lucene.index.IndexWriter(folder, new org.apache.lucene.index.IndexWriterConfig())) {
            Map<String, String> data = new HashMap<>();
            w.getLiveCommitData().forEach(e -> data.put(e.getKey(), e.getValue()));
            data.put("format", "hakem-positions-1");
            w.setLiveCommitData(data.entrySet());
            w.commit();
        }
        try (var runtime = org.hakem.archive.infrastructure.ArchiveRuntime.open(dir, ds, true)) {
            assertTrue(runtime.rebuilt());
            assertEquals(PositionDocuments.FORMAT, runtime.index().committedFormat());
            assertEquals(size, runtime.index().size());
            assertTrue(runtime.maintenance().verify().ok());
        }
        try (var runtime = org.hakem.archive.infrastructure.ArchiveRuntime.open(dir, ds, true)) {
            assertTrue(!runtime.rebuilt(), "the rebuilt index is kept on the next start");
        }
        index = LucenePositionIndex.open(dir.resolve("index"));
    }

    @Test
    void anIndexOfTheOneDocumentPerPositionLayoutIsReplacedByTheChunkedOne() throws IOException {
        run(CORPUS.resolve("international/candidate95.pdn"));
        long size = index.size();
        index.close();
        // the index as layout 2 wrote it: a document per position, the same field names with other shapes
        try (var folder = org.apache.lucene.store.FSDirectory.open(dir.resolve("index"));
             var w = new org.apache.lucene.index.IndexWriter(folder, new org.apache.lucene.index.IndexWriterConfig()
                     .setOpenMode(org.apache.lucene.index.IndexWriterConfig.OpenMode.CREATE))) {
            var doc = new org.apache.lucene.document.Document();
            doc.add(new org.apache.lucene.document.StringField("g", "1", org.apache.lucene.document.Field.Store.NO));
            doc.add(new org.apache.lucene.document.StringField("sq", "w31", org.apache.lucene.document.Field.Store.NO));
            doc.add(new org.apache.lucene.document.StringField("m", "v:international", org.apache.lucene.document.Field.Store.NO));
            doc.add(new org.apache.lucene.document.LongPoint("h", 42L));
            doc.add(new org.apache.lucene.document.NumericDocValuesField("gid", 1));
            doc.add(new org.apache.lucene.document.NumericDocValuesField("ply", 0));
            doc.add(new org.apache.lucene.document.SortedDocValuesField("nx", new org.apache.lucene.util.BytesRef("32-28")));
            doc.add(new org.apache.lucene.document.NumericDocValuesField("ck", 7));
            w.addDocument(doc);
            w.setLiveCommitData(Map.of("format", "hakem-positions-2", "database", store.identity()).entrySet());
            w.commit();
        }
        try (var runtime = org.hakem.archive.infrastructure.ArchiveRuntime.open(dir, ds, true)) {
            assertTrue(runtime.rebuilt());
            assertEquals(PositionDocuments.FORMAT, runtime.index().committedFormat());
            assertEquals(size, runtime.index().size());
            assertTrue(runtime.maintenance().verify().ok());
            SearchResult start = runtime.index().search(PositionQuery.exact(Variants.INTERNATIONAL.initialPosition()),
                    SearchResult.Sort.GAME, 0, 10);
            assertTrue(start.games() > 0, "the rebuilt index finds the games' start position");
        }
        index = LucenePositionIndex.open(dir.resolve("index"));
    }

    @Test
    void rebuildRecreatesTheSameIndexAndVerifyNoticesDamage() throws IOException {
        run(CORPUS.resolve("international/candidate95.pdn"));
        run(CORPUS.resolve("turkish/random-games.pdn"));
        long size = index.size();
        index.delete(List.of(1L));
        index.commit();
        IndexMaintenance.Verification broken = maintenance.verify();
        assertTrue(!broken.ok());
        assertTrue(broken.problems().get(0).contains("game 1"), broken.problems().toString());
        assertEquals(size, maintenance.rebuild());
        assertTrue(maintenance.verify().ok());
    }

    @Test
    void aGameWithAnIllegalMoveIsSearchableUpToThatPly() throws IOException {
        String pdn = """
                [GameType "30"]
                [Event "Illegal"]
                1. c3-c4 f6-f5 2. c4-c6 *
                """;
        ArchiveImporter.Report r = importer.run(stream(pdn), "bad.pdn", new ArchiveImporter.Options(null, null, null), p -> { });
        assertEquals(1, r.illegal());
        assertTrue(r.problems().get(0).contains("illegal at ply 3"), r.problems().toString());
        assertEquals(3, index.size(), "start, after ply 1, after ply 2");
    }

    @Test
    void aGamePlayedOnAfterTheEndIsStoredWithItsOwnVerdictAndEveryPositionIsSearchable() throws IOException, SQLException {
        // the start position comes back after plies 4 and 8 (threefold repetition, FMJD); two more plies follow
        String pdn = """
                [GameType "20"]
                [Event "Played on"]
                [FEN "W:WK50:BK1"]
                1. 50-44 1-7 2. 44-50 7-1 3. 50-44 1-7 4. 44-50 7-1 5. 50-45 1-6 1/2-1/2
                """;
        ArchiveImporter.Report r = importer.run(stream(pdn), "on.pdn", new ArchiveImporter.Options(null, null, null), p -> { });
        assertEquals(1, r.playedOn());
        assertEquals(0, r.legal());
        assertEquals(0, r.illegal());
        assertTrue(r.toJson().contains("\"played_on\":1"), r.toJson());
        assertTrue(r.problems().get(0).contains("legal, played on after the game ended at ply 8 (threefold repetition, "
                + "1/2-1/2)"), r.problems().toString());
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select status, error_ply, reason, ply_count, has_positions from archive_game "
                     + "where status = 'played_on'")) {
            assertTrue(rs.next(), "stored as played_on (the migration allows it)");
            assertEquals(8, rs.getInt(2));
            assertEquals("threefold repetition, 1/2-1/2", rs.getString(3));
            assertEquals(10, rs.getInt(4));
            assertTrue(rs.getBoolean(5));
        }
        assertEquals(11, index.size(), "the start and all 10 plies, also the two after the end");
        assertTrue(maintenance.verify().ok());
        // the position after ply 10, which only the moves after the end reach, is found
        org.hakem.rules.Position after = org.hakem.rules.Position.fromFen(org.hakem.rules.Variants.INTERNATIONAL,
                "W:WK45:BK6");
        SearchResult found = index.search(PositionQuery.exact(after), SearchResult.Sort.GAME, 0, 10);
        assertEquals(1, found.games(), "searchable after the end");
    }

    /** A hostile tag of a megabyte: the game is stored and indexed (the words cut), never left out of the index. */
    @Test
    void anImmenseTagValueIsStoredAndIndexedWithItsWordsCut() throws IOException, SQLException {
        String immense = "Ş".repeat(1_000_000);
        String pdn = "[GameType \"30\"]\n[Event \"" + immense + " Kupası\"]\n[White \"" + immense + "\"]\n"
                + "[Annotator \"" + immense + "\"]\n1. c3-c4 f6-f5 *\n";
        ArchiveImporter.Report r = importer.run(stream(pdn), "immense.pdn", new ArchiveImporter.Options(null, null, null), p -> { });
        assertEquals(1, r.legal(), r.problems().toString());
        assertEquals(3, index.size(), "every position indexed");
        assertTrue(maintenance.verify().ok(), "the index agrees with the database");
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select length(other_tags ->> 'Annotator') from archive_game")) {
            assertTrue(rs.next());
            assertEquals(1_000_000, rs.getInt(1), "a tag without a column is kept whole");
        }
        org.hakem.rules.Position start = org.hakem.rules.Variants.TURKISH.initialPosition();
        SearchResult byPlayer = index.search(PositionQuery.exact(start).withFilters(new org.hakem.archive.domain.GameFilters(
                immense, null, "kupasi", null, null, null)), SearchResult.Sort.GAME, 0, 10);
        assertEquals(1, byPlayer.games(), "found by its (cut) player word and an event word");
    }

    /** {@code n} short Turkish games, each its own event (so none is a duplicate of another). */
    private static String games(int from, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < from + n; i++) {
            sb.append("[GameType \"30\"]\n[Event \"Pipeline ").append(i).append("\"]\n1. c3-c4 f6-f5 *\n\n");
        }
        return sb.toString();
    }

    @Test
    void indexCommitsBesideTheStoringConfirmOnlyGamesAlreadyInTheIndex() throws IOException {
        // a commit after every batch, on the committing thread while the next batches are stored and indexed:
        // each commit may confirm (the follower then skips) the log rows of games handed to the index before it only
        java.util.Set<Long> handedToIndex = java.util.concurrent.ConcurrentHashMap.newKeySet();
        int[] commits = {0};
        List<String> wrong = java.util.Collections.synchronizedList(new ArrayList<>());
        IndexMaintenance watched = new IndexMaintenance(store, index) {
            @Override
            public void addNew(List<org.hakem.archive.domain.IndexedGame> games) {
                super.addNew(games);
                games.forEach(g -> handedToIndex.add(g.id()));
            }

            @Override
            public void commitAndConfirm(List<Long> seqs) {
                for (long id : gamesOfLog(seqs)) {
                    if (!handedToIndex.contains(id)) {
                        wrong.add("log row of game " + id + " confirmed before the game was indexed");
                    }
                }
                synchronized (commits) {
                    commits[0]++;
                }
                super.commitAndConfirm(seqs);
            }
        };
        int total = 8 * ArchiveImporter.BATCH + 3;
        ArchiveImporter.Report r = new ArchiveImporter(store, watched, 0).run(stream(games(0, total)), "many.pdn",
                new ArchiveImporter.Options(null, null, null), p -> { });
        assertEquals(total, r.stored());
        assertTrue(wrong.isEmpty(), wrong.toString());
        assertTrue(commits[0] >= 2, "commits during the import, then the last one: " + commits[0]);
        // the importing node's own view: its follower skips what the import confirmed
        IndexMaintenance.Verification v = watched.verify();
        assertTrue(v.ok(), "every game indexed and committed, no log row pending: " + v.problems());
        assertEquals(3L * total, index.size());
    }

    @Test
    void aCrashAfterAnIndexCommitHoldingLaterBatchesLosesNoGameAndIndexesNoneTwice() throws IOException {
        // The first commit during the import (after batch 1) waits until games of a later batch are in the index
        // writer, so it takes them along unconfirmed; then the node's follower passes the confirmed rows and
        // commits its position. A copy of that commit is the index a crash at that moment leaves behind.
        Path crashed = dir.resolve("crashed");
        java.util.Set<Long> handed = java.util.concurrent.ConcurrentHashMap.newKeySet();
        java.util.Set<Long> confirmed = java.util.concurrent.ConcurrentHashMap.newKeySet();
        java.util.Set<Long> confirmedAtCrash = new java.util.HashSet<>();
        org.hakem.archive.domain.LogPosition[] positionAtCrash = {null};
        IndexMaintenance node = new IndexMaintenance(store, index) {
            @Override
            public void addNew(List<org.hakem.archive.domain.IndexedGame> games) {
                super.addNew(games);
                games.forEach(g -> handed.add(g.id()));
            }

            @Override
            public void commitAndConfirm(List<Long> seqs) {
                List<Long> mine = gamesOfLog(seqs);
                boolean first = positionAtCrash[0] == null && !seqs.isEmpty();
                if (first) {
                    long until = System.nanoTime() + 60_000_000_000L; // a bound against hanging only
                    while (handed.size() <= mine.size() && System.nanoTime() < until) {
                        java.util.concurrent.locks.LockSupport.parkNanos(1_000_000); // the indexers go on meanwhile
                    }
                }
                super.commitAndConfirm(seqs);
                confirmed.addAll(mine);
                if (first) {
                    catchUp();
                    positionAtCrash[0] = position();
                    confirmedAtCrash.addAll(confirmed);
                    copyLastCommit(dir.resolve("index"), crashed);
                }
            }
        };
        int total = 8 * ArchiveImporter.BATCH + 3;
        ArchiveImporter.Report r = new ArchiveImporter(store, node, 0).run(stream(games(0, total)), "many.pdn",
                new ArchiveImporter.Options(null, null, null), p -> { });
        assertEquals(total, r.stored());
        assertTrue(node.verify().ok(), node.verify().problems().toString());

        try (LucenePositionIndex after = LucenePositionIndex.open(crashed)) {
            assertEquals(positionAtCrash[0], after.committedLogPosition());
            assertTrue(positionAtCrash[0].compareTo(org.hakem.archive.domain.LogPosition.START) > 0,
                    "the follower passed the first batch's confirmed rows");
            List<Long> unconfirmedInCommit = after.contents().keySet().stream()
                    .filter(id -> !confirmedAtCrash.contains(id)).toList();
            assertTrue(!unconfirmedInCommit.isEmpty(), "the commit holds games of a later batch, unconfirmed");
            IndexMaintenance restarted = new IndexMaintenance(store, after);
            assertTrue(restarted.catchUpAll() >= unconfirmedInCommit.size(), "they are applied again");
            IndexMaintenance.Verification v = restarted.verify();
            assertTrue(v.ok(), "each game once, with its positions, nothing pending: " + v.problems());
            assertEquals(total, v.games());
            assertEquals(3L * total, after.size());
        }
    }

    @Test
    void anImportReturnsWithItsGamesSearchableWhileItsLastCommitFollowsAndACrashBeforeThatCommitLosesNothing()
            throws IOException, InterruptedException {
        // the import's last commit is held on its background thread until the test has looked
        java.util.concurrent.CountDownLatch hold = new java.util.concurrent.CountDownLatch(1);
        IndexMaintenance node = new IndexMaintenance(store, index) {
            @Override
            public void commitAndConfirm(List<Long> seqs) {
                if (Thread.currentThread().getName().equals("archive-index-commit")) {
                    try {
                        hold.await(60, java.util.concurrent.TimeUnit.SECONDS); // a bound against hanging only
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                super.commitAndConfirm(seqs);
            }
        };
        index.commit(); // the empty index on disk
        int total = 2 * ArchiveImporter.BATCH + 1;
        // no commit during the import: its last one is the only one
        ArchiveImporter.Report r = new ArchiveImporter(store, node, Long.MAX_VALUE).run(stream(games(0, total)),
                "f.pdn", new ArchiveImporter.Options(null, null, null), p -> { });
        assertEquals(total, r.stored());
        assertEquals(3L * total, index.size(), "searchable when the import returns");
        assertEquals(total, index.search(PositionQuery.exact(Variants.TURKISH.initialPosition()),
                SearchResult.Sort.GAME, 0, 1).games());

        // a crash now leaves the index as last committed: none of the games, but every log row to apply them from
        Path crashed = dir.resolve("crashed");
        copyLastCommit(dir.resolve("index"), crashed);
        hold.countDown();
        node.awaitCommits();
        IndexMaintenance.Verification v = node.verify();
        assertTrue(v.ok(), "committed and confirmed in the background: " + v.problems());
        assertEquals(0, node.catchUp(), "the follower skips what the import indexed");
        try (LucenePositionIndex after = LucenePositionIndex.open(crashed)) {
            assertEquals(0, after.size(), "the crash came before the import's commit");
            IndexMaintenance restarted = new IndexMaintenance(store, after);
            assertEquals(total, restarted.catchUpAll(), "the next start applies every game from the database");
            IndexMaintenance.Verification again = restarted.verify();
            assertTrue(again.ok(), again.problems().toString());
            assertEquals(3L * total, after.size());
        }
    }

    /** Copies the files of an index folder's last commit (what a crash leaves of it) to another folder. */
    private static void copyLastCommit(Path from, Path to) {
        try (var folder = org.apache.lucene.store.FSDirectory.open(from)) {
            Files.createDirectories(to);
            for (String f : org.apache.lucene.index.SegmentInfos.readLatestCommit(folder).files(true)) {
                Files.copy(from.resolve(f), to.resolve(f));
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void anIndexingFailureConfirmsNoRowOfAGameNotIndexedAndTheFollowerAppliesThemAtOnce() {
        // a clock that stands still: an announced row would wait for ever, so only the release lets the follower on
        java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();
        IndexMaintenance node = new IndexMaintenance(store, index, "n", () -> 0L) {
            @Override
            public void addNew(List<org.hakem.archive.domain.IndexedGame> games) {
                if (calls.incrementAndGet() == 3) { // a part of the second batch
                    throw new IllegalStateException("index writer closed");
                }
                super.addNew(games);
            }
        };
        IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> new ArchiveImporter(store, node).run(stream(games(0, 6 * ArchiveImporter.BATCH)), "x.pdn",
                        new ArchiveImporter.Options(null, null, null), p -> { }));
        assertTrue(e.getMessage().contains("index writer closed"), e.getMessage());
        long stored = store.counts()[0];
        assertTrue(stored >= 2 * ArchiveImporter.BATCH, "the failed part's batch was stored: " + stored);
        assertTrue(node.catchUp() > 0, "the games the import did not index are applied from the database");
        IndexMaintenance.Verification v = node.verify();
        assertTrue(v.ok(), "every stored game in the index, nothing pending: " + v.problems());
        assertEquals(stored, v.games());
    }

    @Test
    void theFollowerHearsOfAnImportsLogRowsBeforeAnyoneCanReadThem() throws IOException {
        // announced after the commit, a row could be applied from the database by the follower first, and the
        // import's copy of the game then overwrite a later change of it
        List<String> seen = java.util.Collections.synchronizedList(new ArrayList<>());
        int[] announced = {0};
        IndexMaintenance node = new IndexMaintenance(store, index) {
            @Override
            public void importing(List<Long> seqs) {
                if (!seqs.isEmpty()) {
                    announced[0] += seqs.size();
                    int visible = gamesOfLog(seqs).size(); // another connection: committed rows only
                    if (visible != 0) {
                        seen.add(visible + " of " + seqs.size() + " rows readable before the announcement");
                    }
                }
                super.importing(seqs);
            }
        };
        int total = 2 * ArchiveImporter.BATCH + 1;
        new ArchiveImporter(store, node).run(stream(games(0, total)), "f.pdn", new ArchiveImporter.Options(null, null, null),
                p -> { });
        assertEquals(total, announced[0]);
        assertTrue(seen.isEmpty(), seen.toString());
        assertEquals(total, gamesOfLog(store.logFrom(org.hakem.archive.domain.LogPosition.START, store.logHorizon(),
                10 * total).stream().map(ArchiveStore.LogEntry::seq).toList()).size(), "committed afterwards");
        assertTrue(node.verify().ok(), node.verify().problems().toString());
    }

    private List<Long> gamesOfLog(List<Long> seqs) {
        try (Connection c = ds.getConnection();
             java.sql.PreparedStatement ps = c.prepareStatement("select game_id from archive_index_log where seq = any(?)")) {
            ps.setArray(1, c.createArrayOf("bigint", seqs.toArray()));
            List<Long> ids = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getLong(1));
                }
            }
            return ids;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aReadingFailureKeepsTheWholeBatchesStoredIndexedAndARunAgainCompletes() throws IOException, SQLException {
        int total = 3 * ArchiveImporter.BATCH + 7;
        byte[] text = games(0, total).getBytes(StandardCharsets.UTF_8);
        int cut = text.length * 2 / 3;
        InputStream broken = new InputStream() {
            int at;

            @Override
            public int read() throws IOException {
                if (at == cut) {
                    throw new IOException("disk gone");
                }
                return text[at++] & 0xff;
            }
        };
        IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class,
                () -> importer.run(broken, "broken.pdn", new ArchiveImporter.Options(null, null, null), p -> { }));
        assertEquals("disk gone", e.getMessage());
        long stored = store.counts()[0];
        assertTrue(stored >= ArchiveImporter.BATCH && stored % ArchiveImporter.BATCH == 0, "whole batches only: " + stored);
        IndexMaintenance.Verification v = maintenance.verify();
        assertTrue(v.ok(), "what is stored is indexed and committed: " + v.problems());
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select status, report->>'read' from archive_import_run")) {
            rs.next();
            assertEquals("failed", rs.getString(1));
            assertEquals(stored, Long.parseLong(rs.getString(2)));
        }
        ArchiveImporter.Report again = importer.run(stream(games(0, total)), "broken.pdn",
                new ArchiveImporter.Options(null, null, null), p -> { });
        assertEquals(total, again.read());
        assertEquals(stored, again.duplicates());
        assertEquals(total - stored, again.stored());
        assertEquals(total, store.counts()[0]);
        assertTrue(maintenance.verify().ok());
        assertEquals(3L * total, index.size(), "start and two plies of each game, once");
    }

    @Test
    void aStoringFailureStopsTheImportAndFailsTheRun() throws IOException, SQLException {
        int[] calls = {0};
        org.hakem.archive.domain.ArchiveStore failing = (org.hakem.archive.domain.ArchiveStore) java.lang.reflect.Proxy
                .newProxyInstance(getClass().getClassLoader(), new Class<?>[] {org.hakem.archive.domain.ArchiveStore.class},
                        (proxy, method, args) -> {
                            if (method.getName().equals("storeBatch") && ++calls[0] == 2) {
                                throw new IllegalStateException("archive database: connection lost");
                            }
                            try {
                                return method.invoke(store, args);
                            } catch (java.lang.reflect.InvocationTargetException x) {
                                throw x.getCause();
                            }
                        });
        IndexMaintenance failingMaintenance = new IndexMaintenance(failing, index);
        ArchiveImporter failingImporter = new ArchiveImporter(failing, failingMaintenance);
        String text = games(0, 6 * ArchiveImporter.BATCH);
        IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> failingImporter.run(stream(text), "x.pdn", new ArchiveImporter.Options(null, null, null), p -> { }));
        assertTrue(e.getMessage().contains("connection lost"), e.getMessage());
        assertEquals(2, calls[0], "nothing is stored after the failure");
        assertEquals(ArchiveImporter.BATCH, store.counts()[0]);
        // the node that imported knows its index holds what was stored (another node applies it from the log)
        assertTrue(failingMaintenance.verify().ok(), failingMaintenance.verify().problems().toString());
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select status, report::text from archive_import_run")) {
            rs.next();
            assertEquals("failed", rs.getString(1));
            assertTrue(rs.getString(2).contains("connection lost"), rs.getString(2));
        }
    }

    private ArchiveImporter.Report run(Path f) throws IOException {
        try (InputStream in = Files.newInputStream(f)) {
            ArchiveImporter.Report r = importer.run(in, CORPUS.relativize(f).toString(),
                    new ArchiveImporter.Options(defaultVariant(f), null, Files.size(f)), p -> { });
            maintenance.awaitCommits(); // these tests read the committed index; its last commit is in the background
            return r;
        }
    }

    private static InputStream stream(String s) {
        return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
    }

    static List<String> lines(List<String> in) {
        return new ArrayList<>(in);
    }
}
