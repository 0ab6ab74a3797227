package org.hakem.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;
import org.hakem.testdata.SqlRows;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The previous release's database ({@link PreviousReleaseDump}, schema V18) migrates with today's scripts, as the
 * server's start does it ({@code Flyway} on {@code db/migration}, validating the checksums of the scripts it applied
 * then): every later script runs, none fails, and the data stays. {@code PreviousReleaseIT} then serves such a database
 * with the built WAR.
 */
class PreviousReleaseMigrationTest {

    private static EmbeddedPostgres postgres;
    private static DataSource db;
    private static MigrateResult migrated;

    @BeforeAll
    static void restoreThePreviousReleaseThenMigrate() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
        db = postgres.getPostgresDatabase();
        try (Connection c = db.getConnection()) {
            PreviousReleaseDump.restoreInto(c);
        }
        migrated = Flyway.configure().dataSource(db).locations("classpath:db/migration").load().migrate();
    }

    @AfterAll
    static void stop() throws Exception {
        postgres.close();
    }

    @Test
    void theScriptsAppliedBeforeAreUnchangedAndEveryLaterOneRuns() throws Exception {
        assertEquals(PreviousReleaseDump.SCHEMA_VERSION, migrated.initialSchemaVersion);
        assertTrue(migrated.success);
        List<String> later = scriptsAfter(Integer.parseInt(PreviousReleaseDump.SCHEMA_VERSION));
        assertTrue(later.contains("20"), "V20 (the archive's event boards) came after the previous release: " + later);
        assertEquals(later, migrated.migrations.stream().map(m -> m.version).toList());
        assertEquals(later.get(later.size() - 1), migrated.targetSchemaVersion);
        assertEquals(List.of(), rows("select version from flyway_schema_history where not success"));
    }

    @Test
    void theEventsAndTheArchiveKeepTheirRows() throws Exception {
        assertEquals(List.of("İzmir Kış Turnuvası (demo)", "Ankara Açık (demo)", "Göç Açık"),
                rows("select name from tournament_event order by id"));
        assertEquals(List.of("Göç Takım Ligi"), rows("select name from team_event order by id"));
        assertEquals(List.of("1 Göç Bir Göç Dört WHITE_WINS true", "2 Göç İki Göç Üç DRAW false"),
                rows("select b.board || ' ' || w.name || ' ' || k.name || ' ' || b.result || ' ' || (b.pdn is not null) "
                        + "from tournament_board b join tournament_round r on r.id = b.round_id "
                        + "join tournament_entry w on w.id = b.white_entry join tournament_entry k on k.id = b.black_entry "
                        + "where r.event_id = 3 and r.number = 1 order by b.board"));
        assertEquals(List.of("1 WHITE_WINS false", "2 DRAW true"), rows("select b.board || ' ' || b.result || ' ' "
                + "|| (b.pdn is not null) from team_board b join team_match m on m.id = b.match_id "
                + "join team_round r on r.id = m.round_id where r.event_id = 1 order by b.board"));
        assertEquals(List.of("59"), rows("select count(*) from archive_game"));
    }

    @Test
    void theArchivedGamesOfEventsGetTheirBoardsAsColumns() throws Exception {
        assertEquals(List.of("52 tournament 1 1 0 1", "53 tournament 1 1 0 2", "54 tournament 1 1 0 3",
                "55 tournament 1 2 0 1", "56 tournament 3 1 0 1", "57 team 1 1 1 2"),
                rows("select game_id || ' ' || event_kind || ' ' || event_id || ' ' || round || ' ' || match || ' ' "
                        + "|| board from archive_event_game order by game_id"));
    }

    /** The versions of the scripts in {@code db/migration} above {@code version}, in the order Flyway runs them. */
    private static List<String> scriptsAfter(int version) throws Exception {
        Pattern name = Pattern.compile("V(\\d+)__.*\\.sql");
        try (Stream<Path> files = Files.list(Path.of("db", "migration"))) {
            return files.map(f -> name.matcher(f.getFileName().toString())).filter(Matcher::matches)
                    .map(m -> Integer.parseInt(m.group(1))).filter(v -> v > version).sorted()
                    .map(String::valueOf).toList();
        }
    }

    private static List<String> rows(String sql) throws Exception {
        try (Connection c = db.getConnection()) {
            return SqlRows.of(c, sql);
        }
    }
}
