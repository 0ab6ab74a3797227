package org.hakem.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * V15 on a real PostgreSQL with events made before it (V14): the names of the old comma-separated {@code arbiters}
 * that are accounts become rows (the first of them the chief arbiter), each in the event's audit trail; other names
 * are dropped; an event that named none has no row (the admins' only); the old column is gone.
 */
class EventArbitersMigrationTest {

    private static EmbeddedPostgres postgres;
    private static DataSource db;

    @BeforeAll
    static void eventsOfVersion14ThenV15() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
        db = postgres.getPostgresDatabase();
        Flyway.configure().dataSource(db).locations("classpath:db/migration").target("14").load().migrate();
        try (Connection c = db.getConnection(); Statement s = c.createStatement()) {
            s.execute("insert into app_user (username, password_hash, role) values ('ayse', 'x', 'arbiter'),"
                    + " ('mehmet', 'x', 'arbiter'), ('işil', 'x', 'arbiter'), ('root', 'x', 'admin')");
            s.execute("insert into tournament_event (id, name, variant, system, rounds, win_points, draw_points,"
                    + " loss_points, tie_breaks, status, arbiters) values"
                    + " (1, 'named', 'turkish', 'SWISS', 5, 2, 1, 0, 'turkish', 'PLANNED', 'nobody, MEHMET;ayse  mehmet'),"
                    + " (2, 'none', 'turkish', 'SWISS', 5, 2, 1, 0, 'turkish', 'PLANNED', null),"
                    + " (3, 'only strangers', 'turkish', 'SWISS', 5, 2, 1, 0, 'turkish', 'PLANNED', 'ghost, ''; drop'),"
                    + " (4, 'blank', 'turkish', 'SWISS', 5, 2, 1, 0, 'turkish', 'PLANNED', ' ')");
            s.execute("insert into team_event (id, name, variant, system, rounds, boards, reserves, primary_score,"
                    + " match_win, match_draw, match_loss, game_win, game_draw, game_loss, colour_rule, tie_breaks,"
                    + " status, arbiters) values"
                    + " (7, 'league', 'turkish', 'ROUND_ROBIN', 0, 4, 0, 'MATCH_POINTS', 2, 1, 0, 1, 0.5, 0,"
                    + " 'HOME_WHITE_ON_FIRST_BOARD', 'MP', 'PLANNED', 'Işil, ROOT'),"
                    + " (8, 'cup', 'turkish', 'ROUND_ROBIN', 0, 4, 0, 'MATCH_POINTS', 2, 1, 0, 1, 0.5, 0,"
                    + " 'HOME_WHITE_ON_FIRST_BOARD', 'MP', 'PLANNED', null)");
        }
        Flyway.configure().dataSource(db).locations("classpath:db/migration").load().migrate();
    }

    @AfterAll
    static void stop() throws Exception {
        postgres.close();
    }

    @Test
    void namesThatAreAccountsBecomeRowsTheFirstTheChief() throws Exception {
        assertEquals(List.of("1 mehmet CHIEF system", "1 ayse ARBITER system"),
                rows("select tournament_id || ' ' || username || ' ' || role || ' ' || added_by from event_arbiter"
                        + " where tournament_id is not null order by id"));
        assertEquals(List.of("7 işil CHIEF", "7 root ARBITER"),
                rows("select team_event_id || ' ' || username || ' ' || role from event_arbiter"
                        + " where team_event_id is not null order by id"));
    }

    @Test
    void eventsThatNamedNoAccountHaveNoArbiterSoAreTheAdmins() throws Exception {
        assertEquals(List.of(), rows("select username from event_arbiter where tournament_id in (2, 3, 4)"
                + " or team_event_id = 8"));
    }

    @Test
    void eachRowIsInTheEventsAuditTrail() throws Exception {
        assertEquals(List.of("1 system chief arbiter mehmet", "1 system arbiter added ayse"),
                rows("select event_id || ' ' || actor || ' ' || action || ' ' || new_value from tournament_audit order by id"));
        assertEquals(List.of("7 system chief arbiter işil", "7 system arbiter added root"),
                rows("select event_id || ' ' || actor || ' ' || action || ' ' || new_value from team_audit order by id"));
    }

    @Test
    void theOldColumnIsGone() throws Exception {
        assertEquals(List.of(), rows("select column_name from information_schema.columns where column_name = 'arbiters'"
                + " and table_name in ('tournament_event', 'team_event')"));
        assertFalse(rows("select 1 from information_schema.tables where table_name = 'event_arbiter'").isEmpty());
    }

    private static List<String> rows(String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = db.getConnection(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        }
        return out;
    }
}
