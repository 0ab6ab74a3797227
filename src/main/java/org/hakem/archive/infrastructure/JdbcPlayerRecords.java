package org.hakem.archive.infrastructure;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.hakem.archive.domain.PlayerRecords;
import org.hakem.platform.DataSourceConfig;

/**
 * {@link PlayerRecords} in SQL: the player's games are found through the indexes on the linked player of each side
 * ({@code V26}), and the scores are counted by PostgreSQL, so a page reads a few rows whatever the archive's size.
 * The ways a result is written are {@link JpaGameRepository#resultsWritten}'s, the browser's.
 */
@ApplicationScoped
public class JdbcPlayerRecords implements PlayerRecords {

    @Resource(lookup = DataSourceConfig.JNDI_NAME)
    DataSource dataSource;

    public JdbcPlayerRecords() {
        // for CDI
    }

    public JdbcPlayerRecords(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** The outcome of a game as White's ({@code w}), Black's ({@code b}) win or a draw ({@code d}), else null. */
    private static final String OUTCOME = "case when g.result in (" + written("1-0") + ") then 'w' "
            + "when g.result in (" + written("0-1") + ") then 'b' "
            + "when g.result in (" + written("1/2-1/2") + ") then 'd' end";

    /** The player's games, one row per side they are linked to, with the other side and the outcome. */
    private static final String MINE = "with mine as ("
            + "select g.id, 'white' as colour, " + OUTCOME + " as outcome, g.game_year, g.game_date, g.variant, g.moves, g.start_fen, "
            + "g.black_player_id as opp_id, g.black as opp_name, g.black_key as opp_key "
            + "from archive_game g where g.white_player_id = ? "
            + "union all "
            + "select g.id, 'black', " + OUTCOME + ", g.game_year, g.game_date, g.variant, g.moves, g.start_fen, "
            + "g.white_player_id, g.white, g.white_key "
            + "from archive_game g where g.black_player_id = ?) ";

    private static final String SCORE = "count(*) as games, "
            + "count(*) filter (where (colour = 'white' and outcome = 'w') or (colour = 'black' and outcome = 'b')) as wins, "
            + "count(*) filter (where outcome = 'd') as draws, "
            + "count(*) filter (where (colour = 'white' and outcome = 'b') or (colour = 'black' and outcome = 'w')) as losses";

    private static String written(String normal) {
        return JpaGameRepository.resultsWritten(normal).stream().map(r -> "'" + r.replace("'", "''") + "'")
                .collect(Collectors.joining(", "));
    }

    @Override
    public List<Long> games(long playerId, int offset, int limit) {
        return query("select g.id from archive_game g where g.white_player_id = ? or g.black_player_id = ? "
                + "order by g.game_date desc nulls last, g.id desc offset ? limit ?", ps -> {
                    ps.setLong(1, playerId);
                    ps.setLong(2, playerId);
                    ps.setInt(3, offset);
                    ps.setInt(4, limit);
                }, rs -> rs.getLong(1));
    }

    @Override
    public long countGames(long playerId) {
        return query("select count(*) from archive_game g where g.white_player_id = ? or g.black_player_id = ?", ps -> {
            ps.setLong(1, playerId);
            ps.setLong(2, playerId);
        }, rs -> rs.getLong(1)).get(0);
    }

    @Override
    public String writtenName(long playerId) {
        return query("select mode() within group (order by name) from (select g.white as name from archive_game g "
                + "where g.white_player_id = ? and g.white is not null union all select g.black from archive_game g "
                + "where g.black_player_id = ? and g.black is not null) n", ps -> mine(ps, playerId),
                rs -> rs.getString(1)).get(0);
    }

    @Override
    public List<ColourScore> byColour(long playerId) {
        return query(MINE + "select colour, " + SCORE + " from mine group by colour order by colour desc",
                ps -> mine(ps, playerId), rs -> new ColourScore(rs.getString(1), score(rs)));
    }

    @Override
    public List<YearScore> byYear(long playerId) {
        return query(MINE + "select game_year, " + SCORE + " from mine group by game_year "
                        + "order by game_year desc nulls last",
                ps -> mine(ps, playerId), rs -> new YearScore((Integer) rs.getObject(1), score(rs)));
    }

    @Override
    public List<Opponent> opponents(long playerId, int limit) {
        return query(MINE + "select max(opp_id), mode() within group (order by opp_name), " + SCORE + " from mine "
                        + "where opp_id is not null or opp_key <> '' "
                        + "group by coalesce(opp_id::text, 'name ' || opp_key) "
                        + "order by games desc, 2 limit ?",
                ps -> {
                    mine(ps, playerId);
                    ps.setInt(3, limit);
                }, rs -> new Opponent((Long) rs.getObject(1), rs.getString(2), score(rs)));
    }

    @Override
    public List<Opening> openings(long playerId, int limit) {
        return query(MINE + "select variant, colour, split_part(moves, ' ', 1), split_part(moves, ' ', 2), " + SCORE
                        + " from mine where moves <> '' and coalesce(start_fen, '') = '' group by 1, 2, 3, 4 order by games desc, 1, 2 desc, 3, 4 limit ?",
                ps -> {
                    mine(ps, playerId);
                    ps.setInt(3, limit);
                }, rs -> new Opening(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), score(rs)));
    }

    @Override
    public List<Candidate> candidates(Collection<String> nameKeys, String federation, int limit) {
        if (nameKeys.isEmpty()) {
            return List.of();
        }
        String fed = federation == null || federation.isBlank() ? null : federation.strip().toUpperCase(java.util.Locale.ROOT);
        String side = "select g.id, '%1$s' as side, g.game_date from archive_game g where g.%1$s_player_id is null "
                + "and g.%1$s_key = any (?) and (cast(? as text) is null or g.other_tags->>'%2$sFederation' is null "
                + "or upper(g.other_tags->>'%2$sFederation') = ?)";
        return query("select id, side from (" + side.formatted("white", "White") + " union all "
                        + side.formatted("black", "Black") + ") c order by game_date desc nulls last, id desc, side desc limit ?",
                ps -> {
                    java.sql.Array keys = ps.getConnection().createArrayOf("text", nameKeys.toArray());
                    for (int i = 0; i < 2; i++) {
                        ps.setArray(1 + 3 * i, keys);
                        ps.setString(2 + 3 * i, fed);
                        ps.setString(3 + 3 * i, fed);
                    }
                    ps.setInt(7, limit);
                }, rs -> new Candidate(rs.getLong(1), rs.getString(2)));
    }

    private static void mine(PreparedStatement ps, long playerId) throws SQLException {
        ps.setLong(1, playerId);
        ps.setLong(2, playerId);
    }

    private static Score score(ResultSet rs) throws SQLException {
        return new Score(rs.getInt("games"), rs.getInt("wins"), rs.getInt("draws"), rs.getInt("losses"));
    }

    private interface Binder {
        void bind(PreparedStatement ps) throws SQLException;
    }

    private interface Row<T> {
        T read(ResultSet rs) throws SQLException;
    }

    private <T> List<T> query(String sql, Binder binder, Row<T> row) {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            binder.bind(ps);
            List<T> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(row.read(rs));
                }
            }
            return out;
        } catch (SQLException e) {
            throw new IllegalStateException("reading a player's games: " + e.getMessage(), e);
        }
    }
}
