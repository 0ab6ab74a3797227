package org.hakem.tournament.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import jakarta.persistence.Entity;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.hakem.event.domain.EventArbiter;
import org.hakem.team.domain.MatchBoard;
import org.hakem.team.domain.TeamAudit;
import org.hakem.team.domain.TeamMatch;
import org.hakem.team.domain.TeamRound;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The tables of rounds, boards, matches and audit trails of tournaments and team events are mapped partly by shared
 * superclasses (such as {@link AuditRecord}) and partly by the entities themselves. What Hibernate makes of the
 * mapping (the same model the server boots) names exactly the columns the Flyway scripts create, table by table, so
 * sharing the mapping changed no column; and an audit row stays as written.
 */
class EventTablesMappingTest {

    private static StandardServiceRegistry registry;
    private static Metadata metadata;

    @BeforeAll
    static void mapEveryEntity() {
        registry = new StandardServiceRegistryBuilder()
                .applySetting("hibernate.dialect", "org.hibernate.dialect.PostgreSQLDialect")
                .applySetting("hibernate.boot.allow_jdbc_metadata_access", "false")
                .build();
        MetadataSources sources = new MetadataSources(registry);
        new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.hakem").stream()
                .filter(c -> c.isAnnotatedWith(Entity.class))
                .forEach(c -> sources.addAnnotatedClass(c.reflect()));
        metadata = sources.buildMetadata();
    }

    @AfterAll
    static void close() {
        StandardServiceRegistryBuilder.destroy(registry);
    }

    @Test
    void theAuditTrailsMapTheColumnsOfTheirTables() {
        assertMapsTable(AuditEntry.class, "tournament_audit");
        assertMapsTable(TeamAudit.class, "team_audit");
        assertEquals(Set.of("id", "event_id", "at", "actor", "action", "round", "match", "board", "old_value", "new_value"),
                columns(TeamAudit.class), "read off V11 by hand");
    }

    @Test
    void eventsAndTheirArbitersMapTheColumnsOfTheirTables() {
        assertMapsTable(TournamentEvent.class, "tournament_event");
        assertMapsTable(org.hakem.team.domain.TeamEvent.class, "team_event");
        assertMapsTable(EventArbiter.class, "event_arbiter");
        assertEquals(Set.of("id", "tournament_id", "team_event_id", "username", "role", "added_by", "added_at"),
                columns(EventArbiter.class), "read off V15 by hand: one relation for both kinds of event");
        assertFalse(columns(TournamentEvent.class).contains("arbiters"), "V15 dropped the comma-separated text");
        assertFalse(columns(org.hakem.team.domain.TeamEvent.class).contains("arbiters"));
    }

    @Test
    void roundsMapTheColumnsOfTheirTables() {
        assertMapsTable(EventRound.class, "tournament_round");
        assertMapsTable(TeamRound.class, "team_round");
        assertEquals(Set.of("id", "event_id", "number", "published_at", "version"), columns(TeamRound.class));
    }

    @Test
    void boardsAndMatchesMapTheColumnsOfTheirTables() {
        assertMapsTable(Pairing.class, "tournament_board");
        assertMapsTable(MatchBoard.class, "team_board");
        assertMapsTable(TeamMatch.class, "team_match");
        assertEquals(Set.of("id", "round_id", "board", "white_entry", "black_entry", "result", "pdn", "pdn_verdict",
                "pdn_flagged", "updated_at", "updated_by", "version"), columns(Pairing.class), "read off V3 by hand");
    }

    @Test
    void anAuditRowIsNeverUpdatedAndRoundsAndBoardsAreVersioned() {
        for (Class<?> audit : List.of(AuditEntry.class, TeamAudit.class)) {
            PersistentClass pc = binding(audit);
            List<Property> properties = pc.getPropertyClosure();
            assertEquals(audit == TeamAudit.class ? 9 : 8, properties.size(), audit.getSimpleName());
            for (Property p : properties) {
                assertFalse(p.isUpdateable(), audit.getSimpleName() + "." + p.getName() + " is written once");
            }
        }
        for (Class<?> versioned : List.of(EventRound.class, TeamRound.class, Pairing.class, MatchBoard.class,
                TeamMatch.class)) {
            PersistentClass pc = binding(versioned);
            assertTrue(pc.isVersioned(), versioned.getSimpleName());
            assertEquals("version", pc.getVersion().getColumns().get(0).getName(), versioned.getSimpleName());
        }
    }

    @Test
    void theEventRepositoriesNameTheirEntitiesInQueriesByTheirClassNames() {
        for (Class<?> entity : List.of(TournamentEvent.class, EventRound.class, AuditEntry.class,
                org.hakem.team.domain.TeamEvent.class, TeamRound.class, TeamAudit.class)) {
            assertEquals(entity.getSimpleName(), binding(entity).getJpaEntityName(), "JpaEventRecords writes it so");
        }
    }

    private static void assertMapsTable(Class<?> entity, String table) {
        assertEquals(table, binding(entity).getTable().getName());
        assertEquals(new TreeSet<>(migratedColumns(table)), new TreeSet<>(columns(entity)), entity.getSimpleName());
    }

    private static PersistentClass binding(Class<?> entity) {
        return metadata.getEntityBinding(entity.getName());
    }

    private static Set<String> columns(Class<?> entity) {
        return binding(entity).getTable().getColumns().stream().map(Column::getName)
                .map(n -> n.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
    }

    private static final Pattern ALTER_TABLE = Pattern.compile(
            "(?is)ALTER\\s+TABLE\\s+(?:IF\\s+EXISTS\\s+)?(\\w+)\\s+([^;]*);");

    private static final Pattern ADD_OR_DROP = Pattern.compile(
            "(?i)(?:^|,)\\s*(ADD|DROP)\\s+(?:COLUMN\\s+)?(?:IF\\s+(?:NOT\\s+)?EXISTS\\s+)?(\\w+)");

    /**
     * The columns the Flyway scripts give {@code table}: its CREATE TABLE, then any ALTER TABLE ... ADD COLUMN or
     * DROP COLUMN, script by script in order.
     */
    private static Set<String> migratedColumns(String table) {
        Set<String> columns = new TreeSet<>();
        for (String script : scripts()) {
            Matcher create = Pattern.compile("(?is)CREATE\\s+TABLE\\s+" + table + "\\s*\\((.*?)\\n\\);").matcher(script);
            if (create.find()) {
                for (String line : create.group(1).split("\n")) {
                    String l = line.strip().toLowerCase(Locale.ROOT);
                    String first = l.split("[\\s,(]+")[0];
                    if (!first.isEmpty() && !l.startsWith("--") && !Set.of("unique", "check", "primary", "constraint",
                            "foreign", "exclude").contains(first)) {
                        columns.add(first);
                    }
                }
            }
            Matcher alter = ALTER_TABLE.matcher(script.replaceAll("--[^\n]*", ""));
            while (alter.find()) {
                if (!alter.group(1).equalsIgnoreCase(table)) {
                    continue;
                }
                Matcher clause = ADD_OR_DROP.matcher(alter.group(2));
                while (clause.find()) {
                    String column = clause.group(2).toLowerCase(Locale.ROOT);
                    if (Set.of("constraint", "primary", "unique", "check", "foreign").contains(column)) {
                        continue;
                    }
                    if (clause.group(1).equalsIgnoreCase("ADD")) {
                        columns.add(column);
                    } else {
                        columns.remove(column);
                    }
                }
            }
        }
        assertFalse(columns.isEmpty(), "no CREATE TABLE " + table + " in db/migration");
        return columns;
    }

    /** A script's Flyway version as a sortable text ({@code V15_1__x.sql}: 00015.00001), the order Flyway runs them. */
    private static String version(Path script) {
        Matcher m = Pattern.compile("V(\\d+)(?:[._](\\d+))?__").matcher(script.getFileName().toString());
        assertTrue(m.lookingAt(), "a versioned migration: " + script);
        return String.format(Locale.ROOT, "%05d.%05d", Integer.parseInt(m.group(1)),
                m.group(2) == null ? 0 : Integer.parseInt(m.group(2)));
    }

    private static List<String> scripts() {
        try (Stream<Path> files = Files.list(Path.of(EventTablesMappingTest.class.getResource("/db/migration").toURI()))) {
            List<String> texts = new ArrayList<>();
            for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".sql"))
                    .sorted(java.util.Comparator.comparing(EventTablesMappingTest::version)).toList()) {
                texts.add(Files.readString(f));
            }
            return texts;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
