package org.hakem.archive.infrastructure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * V20 on a real PostgreSQL with games archived before it (V18): the boards their text sources name become rows of
 * {@code archive_event_game} (tournaments and team events, the kinds there were); file imports, and sources that
 * only look alike, get none.
 */
class ArchiveEventBoardsMigrationTest {

    private static EmbeddedPostgres postgres;
    private static DataSource db;

    private static final String[] SOURCES = {
        "tournament 12, round 3, board 2",
        "team 7, round 1, match 2, board 4",
        "tournament 1 notes.pdn",
        "team 7, round 0, match 2, board 4",
        "tournament 12, round 3, board 2, again",
        "games.pdn",
        "league-b 3, round 2, board 1",
    };

    @BeforeAll
    static void gamesOfVersion18ThenTheMigrations() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
        db = postgres.getPostgresDatabase();
        Flyway.configure().dataSource(db).locations("classpath:db/migration").target("18").load().migrate();
        try (Connection c = db.getConnection(); PreparedStatement ps = c.prepareStatement("insert into archive_game "
                + "(id, variant, pdn, status, dedupe_key, source) values (?, 'turkish', '*', 'legal', ?, ?)")) {
            for (int i = 0; i < SOURCES.length; i++) {
                ps.setLong(1, i + 1);
                ps.setBytes(2, new byte[] {(byte) i});
                ps.setString(3, SOURCES[i]);
                ps.executeUpdate();
            }
        }
        Flyway.configure().dataSource(db).locations("classpath:db/migration").load().migrate();
    }

    @AfterAll
    static void stop() throws Exception {
        postgres.close();
    }

    @Test
    void theBoardsTheSourcesNameBecomeRowsAndNothingElseDoes() throws Exception {
        assertEquals(List.of("1 tournament 12 3 0 2", "2 team 7 1 2 4"),
                rows("select game_id || ' ' || event_kind || ' ' || event_id || ' ' || round || ' ' || match || ' ' "
                        + "|| board from archive_event_game order by game_id"));
    }

    @Test
    void aDeletedGameTakesItsBoardWithIt() throws Exception {
        try (Connection c = db.getConnection(); Statement s = c.createStatement()) {
            s.execute("insert into archive_game (id, variant, pdn, status, dedupe_key, source) "
                    + "values (100, 'turkish', '*', 'legal', '\\x64', 'x')");
            s.execute("insert into archive_event_game values (100, 'tournament', 5, 1, 0, 1)");
            s.execute("delete from archive_game where id = 100");
        }
        assertEquals(List.of(), rows("select game_id from archive_event_game where game_id = 100"));
    }

    private static List<String> rows(String sql) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = db.getConnection(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
