package org.hakem.archive.infrastructure;

import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.hakem.archive.domain.ArchiveStore;
import org.hakem.archive.domain.EventBoard;
import org.hakem.archive.domain.GameLine;
import org.hakem.archive.domain.GameRecord;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.LogPosition;
import org.hakem.player.domain.NameKeys;
import org.hakem.rules.Variant;

/**
 * The archive's bulk storage in PostgreSQL over plain JDBC, so that imports run the same in the server and in
 * the CLI. Every write method is one local transaction on a connection of its own.
 */
public final class JdbcArchiveStore implements ArchiveStore {

    private final DataSource dataSource;
    /** The app node this process is (its import runs carry it), or null for a process on its own. */
    private final String nodeId;

    public JdbcArchiveStore(DataSource dataSource) {
        this(dataSource, null);
    }

    public JdbcArchiveStore(DataSource dataSource, String nodeId) {
        this.dataSource = dataSource;
        this.nodeId = nodeId;
    }

    @FunctionalInterface
    interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private <T> T inTransaction(Work<T> work) {
        return inTransaction(dataSource, work);
    }

    /** Runs {@code work} in a local transaction on a connection of its own (the archive's JDBC classes share it). */
    static <T> T inTransaction(DataSource dataSource, Work<T> work) {
        try (Connection c = dataSource.getConnection()) {
            boolean auto = c.getAutoCommit();
            c.setAutoCommit(false);
            try {
                T result = work.run(c);
                c.commit();
                return result;
            } catch (SQLException | RuntimeException | Error e) {
                c.rollback(); // before the finally: turning auto-commit back on would commit what is open
                throw e;
            } finally {
                c.setAutoCommit(auto);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("archive database: " + e.getMessage(), e);
        }
    }

    @Override
    public long collection(String name) {
        String n = clip(name.strip(), 200);
        return inTransaction(c -> {
            try (PreparedStatement ins = c.prepareStatement(
                    "insert into archive_collection (name) values (?) on conflict ((lower(name))) do nothing")) {
                ins.setString(1, n);
                ins.executeUpdate();
            }
            try (PreparedStatement q = c.prepareStatement("select id from archive_collection where lower(name) = lower(?)")) {
                q.setString(1, n);
                try (ResultSet rs = q.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        });
    }

    @Override
    public long startRun(String source, Long collectionId, String variant, Long bytesTotal) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("insert into archive_import_run (collection_id, source, variant, "
                    + "status, bytes_total, node_id) values (?, ?, ?, 'running', ?, ?) returning id")) {
                setLong(ps, 1, collectionId);
                ps.setString(2, clip(source, 500));
                ps.setString(3, variant);
                setLong(ps, 4, bytesTotal);
                ps.setString(5, nodeId);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        });
    }

    private static final String INSERT = "insert into archive_game (collection_id, import_run_id, variant, event, site, "
            + "date_text, game_date, game_year, round, white, black, white_key, black_key, result, white_rating, "
            + "black_rating, other_tags, pdn, start_fen, moves, ply_count, has_positions, status, error_ply, reason, dedupe_key, "
            + "source, source_index) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?,  ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            + "on conflict (dedupe_key) do nothing";

    @Override
    public Object prepare(GameRecord game, byte[] key) {
        return rowTail(game, key);
    }

    @Override
    public Stored storeBatch(long runId, Long collectionId, List<GameRecord> games, List<byte[]> keys,
                             List<Object> prepared, long bytesRead, java.util.function.Consumer<List<Long>> beforeCommit) {
        return inTransaction(c -> {
            Set<String> existing = new HashSet<>();
            try (PreparedStatement q = c.prepareStatement("select dedupe_key from archive_game where dedupe_key = any(?)")) {
                q.setArray(1, c.createArrayOf("bytea", keys.toArray(new byte[0][])));
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) {
                        existing.add(hex(rs.getBytes(1)));
                    }
                }
            }
            List<Integer> fresh = new ArrayList<>();
            for (int i = 0; i < games.size(); i++) {
                if (existing.add(hex(keys.get(i)))) { // also drops a repeat inside the batch
                    fresh.add(i);
                }
            }
            List<Long> ids = new ArrayList<>();
            List<Long> logSeqs = new ArrayList<>();
            List<Integer> newIndexes = new ArrayList<>();
            int illegal = 0, unreadable = 0, unsupported = 0;
            if (!fresh.isEmpty()) {
                insertFresh(c, runId, collectionId, games, keys, prepared, fresh, ids, newIndexes);
                List<Long> toIndex = new ArrayList<>();
                for (int j = 0; j < ids.size(); j++) {
                    GameRecord g = games.get(newIndexes.get(j));
                    switch (g.status()) {
                        case ILLEGAL -> illegal++;
                        case UNREADABLE -> unreadable++;
                        case UNSUPPORTED -> unsupported++;
                        default -> {
                        }
                    }
                    if (g.hasPositions()) {
                        toIndex.add(ids.get(j));
                    }
                }
                if (!toIndex.isEmpty()) {
                    try (PreparedStatement log = c.prepareStatement(
                            "insert into archive_index_log (game_id) select unnest(?::bigint[]) returning seq")) {
                        log.setArray(1, c.createArrayOf("bigint", toIndex.toArray()));
                        try (ResultSet rs = log.executeQuery()) {
                            while (rs.next()) {
                                logSeqs.add(rs.getLong(1));
                            }
                        }
                    }
                }
            }
            int duplicates = games.size() - ids.size();
            try (PreparedStatement up = c.prepareStatement("update archive_import_run set bytes_read = ?, "
                    + "games_read = games_read + ?, stored = stored + ?, duplicates = duplicates + ?, illegal = illegal + ?, "
                    + "unreadable = unreadable + ?, unsupported = unsupported + ? where id = ?")) {
                up.setLong(1, bytesRead);
                up.setInt(2, games.size());
                up.setInt(3, ids.size());
                up.setInt(4, duplicates);
                up.setInt(5, illegal);
                up.setInt(6, unreadable);
                up.setInt(7, unsupported);
                up.setLong(8, runId);
                up.executeUpdate();
            }
            beforeCommit.accept(logSeqs);
            return new Stored(ids, newIndexes, duplicates, logSeqs);
        });
    }

    /**
     * Inserts the new games of a batch and fills {@code ids} and {@code newIndexes} with those inserted (a game
     * a concurrent import stored meanwhile is skipped). On PostgreSQL's own connection the rows are copied (COPY)
     * straight into the table, else through a batched insert.
     */
    private static void insertFresh(Connection c, long runId, Long collectionId, List<GameRecord> games, List<byte[]> keys,
                                    List<Object> prepared, List<Integer> fresh, List<Long> ids, List<Integer> newIndexes)
            throws SQLException {
        if (c.isWrapperFor(org.postgresql.PGConnection.class)) {
            String[] tails = new String[games.size()];
            for (int i : fresh) {
                tails[i] = prepared != null && prepared.get(i) instanceof String tail ? tail : rowTail(games.get(i), keys.get(i));
            }
            copyFresh(c, c.unwrap(org.postgresql.PGConnection.class), runId, collectionId, tails, keys, fresh, ids, newIndexes);
            return;
        }
        try (PreparedStatement ps = c.prepareStatement(INSERT, Statement.RETURN_GENERATED_KEYS)) {
            for (int i : fresh) {
                Object[] v = values(runId, collectionId, games.get(i), keys.get(i));
                for (int k = 0; k < v.length; k++) {
                    set(ps, k + 1, v[k]);
                }
                ps.addBatch();
            }
            int[] counts = ps.executeBatch();
            List<Long> generated = new ArrayList<>();
            try (ResultSet rs = ps.getGeneratedKeys()) {
                while (rs.next()) {
                    generated.add(rs.getLong("id"));
                }
            }
            int k = 0;
            for (int j = 0; j < fresh.size(); j++) {
                // 0: a concurrent import stored the same game since the check above
                if (counts[j] != 0 && k < generated.size()) {
                    newIndexes.add(fresh.get(j));
                    ids.add(generated.get(k++));
                }
            }
        }
    }

    private static final String COLUMNS = "collection_id, import_run_id, variant, event, site, date_text, game_date, "
            + "game_year, round, white, black, white_key, black_key, result, white_rating, black_rating, other_tags, pdn, "
            + "start_fen, moves, ply_count, has_positions, status, error_ply, reason, dedupe_key, source, source_index";

    private static void copyFresh(Connection c, org.postgresql.PGConnection pg, long runId, Long collectionId,
                                  String[] tails, List<byte[]> keys, List<Integer> fresh, List<Long> ids,
                                  List<Integer> newIndexes) throws SQLException {
        // The ids are drawn first, in the order read, and the rows copied straight into the table: one pass over the
        // rows in the database, where copying through a temporary table wrote each row twice. Only a game another
        // import stored since the duplicate check (committed while this one waited on its key) makes that copy fail;
        // then the batch goes the slow way, which skips such games.
        List<Long> drawn = new ArrayList<>(fresh.size());
        try (PreparedStatement q = c.prepareStatement(
                "select nextval(pg_get_serial_sequence('archive_game', 'id')) from generate_series(1, ?)")) {
            q.setInt(1, fresh.size());
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    drawn.add(rs.getLong(1));
                }
            }
        }
        StringBuilder rows = rows(fresh, drawn, collectionId, runId, tails);
        java.sql.Savepoint beforeCopy = c.setSavepoint();
        try {
            pg.getCopyAPI().copyIn("copy archive_game (id, " + COLUMNS + ") from stdin with (format csv)",
                    new java.io.StringReader(rows.toString()));
            c.releaseSavepoint(beforeCopy);
            newIndexes.addAll(fresh);
            ids.addAll(drawn);
            return;
        } catch (SQLException e) {
            if (!UNIQUE_VIOLATION.equals(e.getSQLState())) {
                throw e;
            }
            c.rollback(beforeCopy); // a concurrent import stored one of these games: the way that skips it
        } catch (java.io.IOException e) {
            throw new SQLException("copy into archive_game: " + e.getMessage(), e);
        }
        copyThroughTemporaryTable(c, pg, runId, collectionId, tails, keys, fresh, ids, newIndexes);
    }

    /**
     * The COPY text of the new games: each row's first column ({@code firsts}, by the game's place among the new
     * ones), the collection, the run, then the game's own columns ({@link #rowTail}).
     */
    private static StringBuilder rows(List<Integer> fresh, List<?> firsts, Long collectionId, long runId, String[] tails) {
        int size = 0;
        for (int i : fresh) {
            size += tails[i].length() + 32;
        }
        StringBuilder rows = new StringBuilder(size);
        for (int j = 0; j < fresh.size(); j++) {
            rows.append(firsts.get(j)).append(',');
            if (collectionId != null) {
                rows.append(collectionId);
            }
            rows.append(',').append(runId).append(tails[fresh.get(j)]).append('\n');
        }
        return rows;
    }

    /** A game's columns of {@link #COLUMNS} after the collection and the run, each as {@code ,value} in CSV. */
    static String rowTail(GameRecord g, byte[] key) {
        Object[] v = values(0, null, g, key);
        StringBuilder tail = new StringBuilder(g.pdn().length() + 512);
        for (int k = 2; k < v.length; k++) {
            tail.append(',');
            csvValue(tail, v[k]);
        }
        return tail.toString();
    }

    /** PostgreSQL's code for a unique key already taken. */
    private static final String UNIQUE_VIOLATION = "23505";

    /**
     * The new games through a temporary table and one {@code insert ... on conflict do nothing}: a game stored by a
     * concurrent import since the duplicate check is skipped.
     */
    private static void copyThroughTemporaryTable(Connection c, org.postgresql.PGConnection pg, long runId,
                                                  Long collectionId, String[] tails, List<byte[]> keys,
                                                  List<Integer> fresh, List<Long> ids, List<Integer> newIndexes)
            throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("create temporary table if not exists archive_game_in (ord integer, collection_id bigint, "
                    + "import_run_id bigint, variant text, event text, site text, date_text text, game_date date, "
                    + "game_year integer, round text, white text, black text, white_key text, black_key text, result text, "
                    + "white_rating integer, black_rating integer, other_tags jsonb, pdn text, start_fen text, moves text, "
                    + "ply_count integer, has_positions boolean, status text, error_ply integer, reason text, "
                    + "dedupe_key bytea, source text, source_index integer) on commit delete rows");
        }
        List<Integer> ords = new ArrayList<>(fresh.size());
        for (int j = 0; j < fresh.size(); j++) {
            ords.add(j);
        }
        StringBuilder csv = rows(fresh, ords, collectionId, runId, tails);
        try {
            pg.getCopyAPI().copyIn("copy archive_game_in (ord, " + COLUMNS + ") from stdin with (format csv)",
                    new java.io.StringReader(csv.toString()));
        } catch (java.io.IOException e) {
            throw new SQLException("copy into archive_game_in: " + e.getMessage(), e);
        }
        java.util.Map<String, Integer> byKey = new java.util.HashMap<>();
        for (int i : fresh) {
            byKey.put(hex(keys.get(i)), i);
        }
        java.util.TreeMap<Integer, Long> inserted = new java.util.TreeMap<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("insert into archive_game (" + COLUMNS
                + ") select " + COLUMNS + " from archive_game_in order by ord on conflict (dedupe_key) do nothing "
                + "returning id, dedupe_key")) {
            while (rs.next()) {
                // absent: a concurrent import stored the same game since the check above
                inserted.put(byKey.get(hex(rs.getBytes(2))), rs.getLong(1));
            }
        }
        inserted.forEach((index, id) -> {
            newIndexes.add(index);
            ids.add(id);
        });
    }

    /** A value as a CSV field for COPY: null unquoted and empty, everything else quoted. */
    private static void csvValue(StringBuilder csv, Object v) {
        if (v == null) {
            return;
        }
        String text = switch (v) {
            case byte[] b -> "\\x" + hex(b);
            case Boolean b -> b ? "t" : "f";
            default -> v.toString();
        };
        csv.append('"');
        for (int k = 0; k < text.length(); k++) {
            char ch = text.charAt(k);
            if (ch == '"') {
                csv.append('"');
            }
            csv.append(ch);
        }
        csv.append('"');
    }

    private static void set(PreparedStatement ps, int i, Object v) throws SQLException {
        switch (v) {
            case null -> ps.setObject(i, null);
            case Long l -> ps.setLong(i, l);
            case Integer n -> ps.setInt(i, n);
            case Boolean b -> ps.setBoolean(i, b);
            case byte[] b -> ps.setBytes(i, b);
            case java.time.LocalDate d -> ps.setDate(i, Date.valueOf(d));
            default -> ps.setString(i, v.toString());
        }
    }

    /** The values of the columns of {@link #COLUMNS} (and of {@link #INSERT}) for a game. */
    private static Object[] values(long runId, Long collectionId, GameRecord g, byte[] key) {
        GameLine line = g.line();
        String startFen = null;
        if (line != null && (line.variant().obstacleCount() > 0 || !line.start().equals(line.variant().initialPosition()))) {
            startFen = line.start().toFen();
        }
        return new Object[] {collectionId, runId, g.variant(), clip(g.tag("Event"), 300), clip(g.tag("Site"), 300),
            clip(g.tag("Date"), 100), g.date().date(), g.date().year(), clip(g.tag("Round"), 50),
            clip(g.tag("White"), 200), clip(g.tag("Black"), 200), clip(key(g.tag("White")), 200),
            clip(key(g.tag("Black")), 200), clip(g.tag("Result"), 16), g.whiteRating(), g.blackRating(),
            clean(org.hakem.archive.domain.TagJson.write(g.otherTags())), clean(g.pdn()), clip(startFen, 300),
            line == null ? "" : line.movesText(), line == null ? g.moveTexts().size() : line.moves().size(),
            g.hasPositions(), g.status().id(), g.errorPly() == 0 ? null : g.errorPly(), clean(g.reason()), key,
            clip(g.source(), 500), g.sourceIndex()};
    }

    @Override
    public List<Long> eventGames(String kind, long eventId) {
        EventBoard.requireKind(kind);
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("select game_id from archive_event_game "
                    + "where event_kind = ? and event_id = ? order by game_id")) {
                ps.setString(1, kind);
                ps.setLong(2, eventId);
                return ids(ps);
            }
        });
    }

    @Override
    public List<Long> boardGames(EventBoard board) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("select game_id from archive_event_game where event_kind = ? "
                    + "and event_id = ? and round = ? and match = ? and board = ? order by game_id")) {
                boardParameters(ps, board);
                return ids(ps);
            }
        });
    }

    @Override
    public void attach(long gameId, EventBoard board) {
        inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("insert into archive_event_game (event_kind, event_id, round, "
                    + "match, board, game_id) values (?, ?, ?, ?, ?, ?) on conflict (game_id) do nothing")) {
                boardParameters(ps, board);
                ps.setLong(6, gameId);
                ps.executeUpdate();
            }
            return null;
        });
    }

    private static void boardParameters(PreparedStatement ps, EventBoard board) throws SQLException {
        ps.setString(1, board.kind());
        ps.setLong(2, board.eventId());
        ps.setInt(3, board.round());
        ps.setInt(4, board.match());
        ps.setInt(5, board.board());
    }

    /** The first column of a query's rows, as ids. */
    private static List<Long> ids(PreparedStatement ps) throws SQLException {
        List<Long> ids = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                ids.add(rs.getLong(1));
            }
        }
        return ids;
    }

    @Override
    public List<Long> gamesFrom(String source, String event) {
        return inTransaction(c -> {
            // the event narrows the search to its index; the source has none
            try (PreparedStatement ps = c.prepareStatement(event == null
                    ? "select id from archive_game where event is null and source = ? order by id"
                    : "select id from archive_game where lower(event) = lower(?) and source = ? order by id")) {
                int i = 1;
                if (event != null) {
                    ps.setString(i++, clip(event, 300));
                }
                ps.setString(i, clip(source, 500));
                return ids(ps);
            }
        });
    }

    @Override
    public void delete(List<Long> gameIds) {
        if (gameIds.isEmpty()) {
            return;
        }
        inTransaction(c -> {
            Object[] ids = gameIds.toArray();
            try (PreparedStatement del = c.prepareStatement("delete from archive_game where id = any(?)");
                 PreparedStatement log = c.prepareStatement("insert into archive_index_log (game_id) select unnest(?::bigint[])")) {
                del.setArray(1, c.createArrayOf("bigint", ids));
                del.executeUpdate();
                log.setArray(1, c.createArrayOf("bigint", ids));
                log.executeUpdate();
            }
            return null;
        });
    }

    static String key(String name) {
        return name == null ? "" : NameKeys.searchKey(name);
    }

    @Override
    public void finishRun(long runId, boolean ok, String reportJson) {
        inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("update archive_import_run set status = ?, finished_at = now(), "
                    + "report = ?::jsonb where id = ?")) {
                ps.setString(1, ok ? "done" : "failed");
                ps.setString(2, clean(reportJson));
                ps.setLong(3, runId);
                ps.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public boolean failRunIfRunning(long runId, String reportJson) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("update archive_import_run set status = 'failed', "
                    + "finished_at = now(), report = ?::jsonb where id = ? and status = 'running'")) {
                ps.setString(1, clean(reportJson));
                ps.setLong(2, runId);
                return ps.executeUpdate() == 1;
            }
        });
    }

    /**
     * Runs left 'running' by a process that died: they were interrupted. Those of this node (it is starting, so they
     * are not running), of no node, and of nodes that have not followed the index log for five minutes; a run of
     * another live node goes on.
     */
    public int failInterruptedRuns() {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("update archive_import_run set status = 'failed', "
                    + "finished_at = now(), report = jsonb_set(report, '{interrupted}', 'true') where status = 'running' "
                    + "and (node_id is null or node_id = ? or node_id not in (select node_id from archive_index_node "
                    + "where seen_at > now() - interval '5 minutes'))")) {
                ps.setString(1, nodeId == null ? "" : nodeId);
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public long logHorizon() {
        return inTransaction(c -> {
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("select pg_snapshot_xmin(pg_current_snapshot())::text::bigint")) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    @Override
    public List<LogEntry> logFrom(LogPosition from, long horizon, int limit) {
        return inTransaction(c -> {
            List<LogEntry> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("select xid::text::bigint, seq, game_id from archive_index_log "
                    + "where (xid, seq) >= (?::bigint::text::xid8, ?) and xid < ?::bigint::text::xid8 "
                    + "order by xid, seq limit ?")) {
                ps.setLong(1, from.xid());
                ps.setLong(2, from.seq());
                ps.setLong(3, horizon);
                ps.setInt(4, limit);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(new LogEntry(rs.getLong(1), rs.getLong(2), rs.getLong(3)));
                    }
                }
            }
            return out;
        });
    }

    /** Locks the row holding the pruned bound (pruning and registering nodes take turns on it) and reads it. */
    private static long lockPrunedBound(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select value from app_state where key = 'archive.log.pruned' for update")) {
            return rs.next() ? Long.parseLong(rs.getString(1)) : 0;
        }
    }

    @Override
    public long registerNode(String nodeId, long cursorXid) {
        return inTransaction(c -> {
            long pruned = lockPrunedBound(c);
            try (PreparedStatement ps = c.prepareStatement("insert into archive_index_node (node_id, cursor_xid) "
                    + "values (?, ?) on conflict (node_id) do update set cursor_xid = excluded.cursor_xid, "
                    + "seen_at = now()")) {
                ps.setString(1, clip(nodeId, 64));
                ps.setLong(2, cursorXid);
                ps.executeUpdate();
            }
            return pruned;
        });
    }

    @Override
    public long pruneLog(long nodeTimeoutSeconds) {
        return inTransaction(c -> {
            long pruned = lockPrunedBound(c);
            try (PreparedStatement ps = c.prepareStatement(
                    "delete from archive_index_node where seen_at < now() - make_interval(secs => ?)")) {
                ps.setLong(1, nodeTimeoutSeconds);
                ps.executeUpdate();
            }
            long below;
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("select min(cursor_xid) from archive_index_node")) {
                rs.next();
                below = rs.getLong(1);
                if (rs.wasNull() || below <= pruned) {
                    return 0L; // no node follows the log (nothing says what is applied), or nothing new to remove
                }
            }
            long removed;
            try (PreparedStatement del = c.prepareStatement("delete from archive_index_log where xid < ?::bigint::text::xid8");
                 PreparedStatement bound = c.prepareStatement(
                         "update app_state set value = ?, updated_at = now() where key = 'archive.log.pruned'")) {
                del.setLong(1, below);
                removed = del.executeUpdate();
                bound.setString(1, Long.toString(below));
                bound.executeUpdate();
            }
            return removed;
        });
    }

    @Override
    public <T> T alone(String name, java.util.function.Supplier<T> work) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("select pg_advisory_xact_lock(hashtextextended(?, 0))")) {
                ps.setString(1, name);
                ps.execute();
            }
            return work.get(); // the lock is held until this transaction ends, after the work
        });
    }

    private static final String INDEXED = "select id, variant, start_fen, moves, white, black, event, game_year, result, white_rating, black_rating "
            + "from archive_game where has_positions";

    @Override
    public Optional<IndexedGame> indexedGame(long gameId) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(INDEXED + " and id = ?")) {
                ps.setLong(1, gameId);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.ofNullable(indexed(rs)) : Optional.<IndexedGame>empty();
                }
            }
        });
    }

    @Override
    public java.util.Map<Long, IndexedGame> indexedGames(java.util.Collection<Long> gameIds) {
        java.util.Map<Long, IndexedGame> out = new java.util.HashMap<>();
        if (gameIds.isEmpty()) {
            return out;
        }
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(INDEXED + " and id = any(?)")) {
                ps.setArray(1, c.createArrayOf("bigint", gameIds.toArray()));
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        IndexedGame g = indexed(rs);
                        if (g != null) {
                            out.put(g.id(), g);
                        }
                    }
                }
            }
            return out;
        });
    }

    @Override
    public void forEachIndexedGame(Consumer<IndexedGame> consumer) {
        inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(INDEXED + " order by id")) {
                ps.setFetchSize(500); // a cursor: the whole archive is never in memory
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        IndexedGame g = indexed(rs);
                        if (g != null) {
                            consumer.accept(g);
                        }
                    }
                }
            }
            return null;
        });
    }

    private static IndexedGame indexed(ResultSet rs) throws SQLException {
        Optional<Variant> v = Variant.byId(rs.getString("variant"));
        if (v.isEmpty()) {
            return null;
        }
        GameLine line = GameLine.read(v.get(), rs.getString("start_fen"), rs.getString("moves"));
        int year = rs.getInt("game_year");
        Integer y = rs.wasNull() ? null : year;
        int wr = rs.getInt("white_rating");
        Integer whiteRating = rs.wasNull() ? null : wr;
        int br = rs.getInt("black_rating");
        Integer blackRating = rs.wasNull() ? null : br;
        return new IndexedGame(rs.getLong("id"), line, rs.getString("white"), rs.getString("black"),
                rs.getString("event"), y, rs.getString("result"), whiteRating, blackRating);
    }

    /** A random identity of this database, created once; the index records it to know which database it mirrors. */
    public String identity() {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("insert into app_state (key, value) values ('archive.identity', ?) "
                    + "on conflict (key) do nothing")) {
                ps.setString(1, java.util.UUID.randomUUID().toString());
                ps.executeUpdate();
            }
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("select value from app_state where key = 'archive.identity'")) {
                rs.next();
                return rs.getString(1);
            }
        });
    }

    @Override
    public long[] counts() {
        return inTransaction(c -> {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("select count(*), "
                    + "count(*) filter (where has_positions) from archive_game")) {
                rs.next();
                return new long[] {rs.getLong(1), rs.getLong(2)};
            }
        });
    }

    // ---- helpers ----

    private static void setLong(PreparedStatement ps, int i, Long v) throws SQLException {
        if (v == null) {
            ps.setNull(i, Types.BIGINT);
        } else {
            ps.setLong(i, v);
        }
    }

    static void setInt(PreparedStatement ps, int i, Integer v) throws SQLException {
        if (v == null) {
            ps.setNull(i, Types.INTEGER);
        } else {
            ps.setInt(i, v);
        }
    }

    /** PostgreSQL text cannot hold NUL. */
    static String clean(String s) {
        return s == null ? null : s.replace('\u0000', '\uFFFD');
    }

    static String clip(String s, int max) {
        String c = clean(s);
        return c == null || c.length() <= max ? c : c.substring(0, max);
    }

    private static String hex(byte[] b) {
        return java.util.HexFormat.of().formatHex(b);
    }
}
