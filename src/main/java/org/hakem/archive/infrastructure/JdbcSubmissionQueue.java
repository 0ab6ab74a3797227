package org.hakem.archive.infrastructure;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.hakem.archive.domain.Submission;
import org.hakem.archive.domain.SubmissionQueue;
import org.hakem.archive.domain.TagJson;

/**
 * The game-submission rows in PostgreSQL ({@code archive_submission}, V16). {@link #append} writes a row on the
 * caller's connection, inside the caller's transaction (the event's); the rest is the worker's side, each call a
 * transaction of its own on a connection of the data source.
 */
public final class JdbcSubmissionQueue implements SubmissionQueue {

    private final DataSource dataSource;

    public JdbcSubmissionQueue(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Writes a row in the transaction open on {@code c}. It first takes the event's transaction lock, held until that
     * transaction ends, and only then draws the row's seq: two transactions writing rows for one event commit in the
     * order of their seqs, so the worker, which applies an event's rows by seq, applies them in commit order.
     */
    public static void append(Connection c, Submission s) throws SQLException {
        try (PreparedStatement lock = c.prepareStatement("select pg_advisory_xact_lock(hashtextextended(?, 0))")) {
            lock.setString(1, "archive.submission." + s.kind() + "." + s.eventId());
            lock.execute();
        }
        try (PreparedStatement ps = c.prepareStatement("insert into archive_submission (kind, event_id, operation, round, "
                + "match_no, board, pdn, tags) values (?, ?, ?, ?, ?, ?, ?, ?::json)")) {
            ps.setString(1, s.kind());
            ps.setLong(2, s.eventId());
            ps.setString(3, s.op().id());
            boolean game = s.op() == Submission.Operation.SUBMIT;
            JdbcArchiveStore.setInt(ps, 4, game ? s.round() : null);
            JdbcArchiveStore.setInt(ps, 5, game && s.match() > 0 ? s.match() : null);
            JdbcArchiveStore.setInt(ps, 6, game ? s.board() : null);
            ps.setString(7, game ? JdbcArchiveStore.clean(s.pdn()) : null);
            ps.setString(8, game ? TagJson.write(withoutNulls(s.tags())) : null);
            ps.executeUpdate();
        }
    }

    private static Map<String, String> withoutNulls(Map<String, String> tags) {
        Map<String, String> out = new LinkedHashMap<>();
        tags.forEach((k, v) -> {
            if (k != null && v != null) {
                out.put(k, v);
            }
        });
        return out;
    }

    private <T> T inTransaction(JdbcArchiveStore.Work<T> work) {
        return JdbcArchiveStore.inTransaction(dataSource, work);
    }

    private static final String COLUMNS = "seq, kind, event_id, operation, round, match_no, board, pdn, tags, attempts";

    @Override
    public List<Submission> heads(int limit) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("select " + COLUMNS + " from archive_submission s "
                    + "where next_attempt_at <= now() and not exists (select 1 from archive_submission e "
                    + "where e.kind = s.kind and e.event_id = s.event_id and e.seq < s.seq) order by seq limit ?")) {
                ps.setInt(1, limit);
                List<Submission> out = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(row(rs));
                    }
                }
                return out;
            }
        });
    }

    private static Submission row(ResultSet rs) throws SQLException {
        String tags = rs.getString("tags");
        return new Submission(rs.getLong("seq"), rs.getString("kind"), rs.getLong("event_id"),
                Submission.Operation.of(rs.getString("operation")), rs.getInt("round"), rs.getInt("match_no"),
                rs.getInt("board"), rs.getString("pdn"), tags == null ? null : TagJson.read(tags), rs.getInt("attempts"));
    }

    @Override
    public Claim claim(Submission row, Runnable apply) {
        return inTransaction(c -> {
            try (PreparedStatement lock = c.prepareStatement(
                    "select seq from archive_submission where seq = ? for update skip locked")) {
                lock.setLong(1, row.seq());
                try (ResultSet rs = lock.executeQuery()) {
                    if (!rs.next()) {
                        return Claim.TAKEN;
                    }
                }
            }
            Claim claim = Claim.APPLIED;
            if (row.op() == Submission.Operation.SUBMIT && laterWithdrawal(c, row)) {
                claim = Claim.SUPERSEDED;
            } else {
                apply.run();
            }
            try (PreparedStatement del = c.prepareStatement("delete from archive_submission where seq = ?")) {
                del.setLong(1, row.seq());
                del.executeUpdate();
            }
            return claim;
        });
    }

    private static boolean laterWithdrawal(Connection c, Submission row) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("select 1 from archive_submission where kind = ? and event_id = ? "
                + "and seq > ? and operation = 'withdraw' limit 1")) {
            ps.setString(1, row.kind());
            ps.setLong(2, row.eventId());
            ps.setLong(3, row.seq());
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    @Override
    public void failed(long seq, String error, long retryInSeconds) {
        inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("update archive_submission set attempts = attempts + 1, "
                    + "last_error = ?, next_attempt_at = now() + make_interval(secs => ?) where seq = ?")) {
                ps.setString(1, JdbcArchiveStore.clip(error, 2000));
                ps.setLong(2, retryInSeconds);
                ps.setLong(3, seq);
                ps.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public boolean withdrawn(String kind, long eventId) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "select 1 from archive_withdrawn_event where kind = ? and event_id = ?")) {
                ps.setString(1, kind);
                ps.setLong(2, eventId);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next();
                }
            }
        });
    }

    @Override
    public void markWithdrawn(String kind, long eventId, boolean out) {
        inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(out
                    ? "insert into archive_withdrawn_event (kind, event_id) values (?, ?) on conflict do nothing"
                    : "delete from archive_withdrawn_event where kind = ? and event_id = ?")) {
                ps.setString(1, kind);
                ps.setLong(2, eventId);
                ps.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public Backlog backlog(int limit) {
        return inTransaction(c -> {
            long pending;
            long failing;
            Timestamp oldest;
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("select count(*), "
                    + "count(*) filter (where attempts > 0), min(created_at) from archive_submission")) {
                rs.next();
                pending = rs.getLong(1);
                failing = rs.getLong(2);
                oldest = rs.getTimestamp(3);
            }
            List<Stuck> stuck = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("select " + COLUMNS + ", last_error, created_at, next_attempt_at "
                    + "from archive_submission where attempts > 0 order by seq limit ?")) {
                ps.setInt(1, limit);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        stuck.add(new Stuck(rs.getLong("seq"), row(rs).describe(), rs.getInt("attempts"),
                                rs.getString("last_error"), rs.getTimestamp("created_at").toInstant(),
                                rs.getTimestamp("next_attempt_at").toInstant()));
                    }
                }
            }
            return new Backlog(pending, failing, oldest == null ? null : oldest.toInstant(), List.copyOf(stuck));
        });
    }
}
