package org.hakem.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.hakem.archive.application.ArchiveImporter;
import org.hakem.rules.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code import FILE... [--variant V] [--collection NAME]}: PDN files into the archive. */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Import PDN files into the game archive: every game is replayed and stored with its verdict;",
            "games already in the archive are counted as duplicates and not stored again.",
            "With --server the files go through the running server's API (arbiter or admin account);",
            "without it, directly into the data directory, which no server may be using."})
final class ImportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE")
    List<Path> files;

    @Option(names = "--variant", paramLabel = "V", description = "Variant of games without a GameType tag (e.g. english, czech, international).")
    String variant;

    @Option(names = "--collection", paramLabel = "NAME", description = "Put the games in this collection.")
    String collection;

    @Option(names = "--server", paramLabel = "URL", description = "A running server, e.g. http://localhost:8080")
    String server;

    @Option(names = "--user", description = "Account for --server (default: ${DEFAULT-VALUE}).", defaultValue = "${env:HAKEM_USER:-admin}")
    String user;

    @Option(names = "--password", description = "Password for --server (default: HAKEM_PASSWORD).", defaultValue = "${env:HAKEM_PASSWORD}")
    String password;

    @Option(names = "--data-dir", description = "Data directory (default: ${DEFAULT-VALUE}).", defaultValue = "${env:HAKEM_DATA_DIR:-data}")
    Path dataDir;

    @Option(names = "--db-port", description = "Port of the embedded PostgreSQL (default: ${DEFAULT-VALUE}).",
            defaultValue = "${env:HAKEM_EMBEDDED_DB_PORT:-54329}")
    int dbPort;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Variant v = null;
        if (variant != null) {
            try {
                v = Variant.require(variant);
            } catch (IllegalArgumentException e) {
                err.println("import: --variant: " + e.getMessage());
                return 2;
            }
        }
        for (Path f : files) {
            if (!Files.isRegularFile(f)) {
                err.println("import: no such file: " + f);
                return 2;
            }
        }
        int[] totals = new int[3];
        if (server != null) {
            ArchiveAccess.Server s = ArchiveAccess.Server.of(server, user, password);
            for (Path f : files) {
                String q = "api/archive/imports?name=" + enc(f.getFileName().toString())
                        + (variant == null ? "" : "&variant=" + enc(variant))
                        + (collection == null ? "" : "&collection=" + enc(collection));
                HttpResponse<String> r = s.send("POST", q, HttpRequest.BodyPublishers.ofFile(f), "application/x-pdn");
                if (r.statusCode() != 202) {
                    err.println("import: " + f + ": the server answered " + r.statusCode() + ": " + r.body());
                    return 1;
                }
                long run = ArchiveAccess.number(r.body(), "id");
                String body;
                do {
                    Thread.sleep(300);
                    body = s.send("GET", "api/archive/imports/" + run, null, null).body();
                } while ("running".equals(ArchiveAccess.string(body, "status")));
                int read = (int) ArchiveAccess.number(body, "read"), stored = (int) ArchiveAccess.number(body, "stored"),
                        dup = (int) ArchiveAccess.number(body, "duplicates");
                out.printf("%s: %d games read, %d stored, %d duplicates, %d illegal, %d unreadable, %d not replayed (run %d, %s)%n",
                        f, read, stored, dup, ArchiveAccess.number(body, "illegal"), ArchiveAccess.number(body, "unreadable"),
                        ArchiveAccess.number(body, "unsupported"), run, ArchiveAccess.string(body, "status"));
                out.flush();
                totals[0] += read;
                totals[1] += stored;
                totals[2] += dup;
                if (!"done".equals(ArchiveAccess.string(body, "status"))) {
                    return 1;
                }
            }
        } else {
            try (ArchiveAccess access = ArchiveAccess.open(dataDir, dbPort, true)) {
                for (Path f : files) {
                    long t0 = System.nanoTime();
                    ArchiveImporter.Report r;
                    try (InputStream in = Files.newInputStream(f)) {
                        r = access.runtime().importer().run(in, f.getFileName().toString(),
                                new ArchiveImporter.Options(v, collection, Files.size(f)), p -> { });
                    }
                    double s = (System.nanoTime() - t0) / 1e9;
                    out.printf("%s: %d games read, %d stored, %d duplicates, %d illegal, %d played on after the end, "
                                    + "%d unreadable, %d not replayed (run %d, %.1f s, %.0f games/s)%n", f, r.read(),
                            r.stored(), r.duplicates(), r.illegal(), r.playedOn(), r.unreadable(), r.unsupported(), r.runId(), s, r.read() / Math.max(s, 1e-9));
                    out.flush();
                    totals[0] += r.read();
                    totals[1] += r.stored();
                    totals[2] += r.duplicates();
                }
            } catch (IllegalStateException e) {
                err.println("import: " + e.getMessage());
                return 2;
            }
        }
        if (files.size() > 1) {
            out.printf("total: %d games read, %d stored, %d duplicates%n", totals[0], totals[1], totals[2]);
        }
        return 0;
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
