package org.hakem.migration;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.zip.GZIPInputStream;
import org.postgresql.copy.CopyManager;
import org.postgresql.core.BaseConnection;

/**
 * The database of the previous release (schema V18, commit 2defaca), as {@code pg_dump} wrote it in plain SQL:
 * {@code hakem-v18.sql.gz} beside this class, made as its README says (the demo data, a round robin with a paired
 * round, results and an attached game, a team league round with line-ups, results and a game, a file import in the
 * archive). {@link #restoreInto} plays it into an empty database as {@code psql} would, with no program but the JDBC
 * driver: the SQL between the data blocks as it is, each {@code COPY ... FROM stdin} block through the driver's COPY.
 * The dump's only psql meta-commands, <code>\restrict</code> and <code>&#92;unrestrict</code> (which guard psql against a forged
 * dump), mean nothing to the server and are left out; any other is refused.
 */
public final class PreviousReleaseDump {

    /** The resource, relative to this class. */
    public static final String RESOURCE = "hakem-v18.sql.gz";

    /** The Flyway version of the schema in the dump. */
    public static final String SCHEMA_VERSION = "18";

    private PreviousReleaseDump() {
    }

    /** Plays the dump into the (empty) database of {@code c}, in one transaction; {@code c}'s settings change with it. */
    public static void restoreInto(Connection c) throws SQLException {
        try (InputStream in = PreviousReleaseDump.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("no " + RESOURCE + " beside " + PreviousReleaseDump.class.getName());
            }
            BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8));
            boolean autoCommit = c.getAutoCommit();
            c.setAutoCommit(false);
            CopyManager copy = new CopyManager(c.unwrap(BaseConnection.class));
            StringBuilder sql = new StringBuilder();
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith("\\restrict ") || line.startsWith("\\unrestrict ")) {
                    continue;
                }
                if (line.startsWith("\\")) {
                    throw new IllegalStateException("a psql meta-command the restore does not know: " + line);
                }
                if (line.startsWith("COPY ") && line.endsWith(" FROM stdin;")) {
                    execute(c, sql);
                    StringBuilder data = new StringBuilder();
                    for (String row = lines.readLine(); !"\\.".equals(row); row = lines.readLine()) {
                        if (row == null) {
                            throw new IllegalStateException("the dump ends inside " + line);
                        }
                        data.append(row).append('\n');
                    }
                    copy.copyIn(line.substring(0, line.length() - 1), new StringReader(data.toString()));
                } else {
                    sql.append(line).append('\n');
                }
            }
            execute(c, sql);
            c.commit();
            c.setAutoCommit(autoCommit);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void execute(Connection c, StringBuilder sql) throws SQLException {
        if (!sql.toString().isBlank()) {
            try (Statement s = c.createStatement()) {
                s.execute(sql.toString());
            }
        }
        sql.setLength(0);
    }
}
