package org.hakem.platform;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Whether a PostgreSQL server keeps what it acknowledges: {@code fsync} (writes reach the disk; off, a power cut
 * can corrupt the whole cluster), {@code synchronous_commit} (a commit is on disk before it is acknowledged; off,
 * a crash loses the last acknowledged commits) and {@code full_page_writes} (pages torn by a crash can be
 * repaired). The server checks its database on start and warns when one is off; so do the commands that open
 * an external database.
 */
public final class DatabaseDurability {

    /** The settings read, in this order. */
    public static final List<String> SETTINGS = List.of("fsync", "synchronous_commit", "full_page_writes");

    private DatabaseDurability() {
    }

    /** The settings as the server reports them ({@code SHOW}). */
    public static Map<String, String> read(Connection connection) throws SQLException {
        Map<String, String> out = new LinkedHashMap<>();
        try (Statement s = connection.createStatement()) {
            for (String name : SETTINGS) {
                try (ResultSet rs = s.executeQuery("show " + name)) {
                    out.put(name, rs.next() ? rs.getString(1) : null);
                }
            }
        }
        return out;
    }

    /**
     * The settings that make acknowledged commits losable, as {@code name=value}: {@code fsync} or
     * {@code full_page_writes} not on, {@code synchronous_commit} off ({@code local}, {@code remote_write} and
     * {@code remote_apply} flush the local WAL before acknowledging, as {@code on} does). A setting missing
     * from {@code settings} counts as unsafe.
     */
    public static List<String> unsafe(Map<String, String> settings) {
        List<String> out = new ArrayList<>();
        for (String name : SETTINGS) {
            String value = settings.get(name);
            String v = value == null ? "" : value.strip().toLowerCase(Locale.ROOT);
            boolean safe = name.equals("synchronous_commit") ? !v.isEmpty() && !v.equals("off") : v.equals("on");
            if (!safe) {
                out.add(name + "=" + (value == null ? "unknown" : value));
            }
        }
        return out;
    }

    /** The warning to log for these settings, if any is unsafe. */
    public static Optional<String> warning(Map<String, String> settings) {
        List<String> unsafe = unsafe(settings);
        if (unsafe.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("the database is NOT durable (" + String.join(", ", unsafe) + "): a crash of PostgreSQL "
                + "or of its machine can lose results Hakem has already confirmed, and with fsync off a power cut can "
                + "corrupt the whole database. Set fsync, synchronous_commit and full_page_writes to on in the "
                + "server's configuration (docs/operations.md, \"Durability\").");
    }
}
