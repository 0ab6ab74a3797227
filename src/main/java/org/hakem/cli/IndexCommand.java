package org.hakem.cli;

import java.io.PrintWriter;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.hakem.archive.application.IndexMaintenance;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code index rebuild|verify}: the archive's position index, which is derived from the database. */
@Command(name = "index", mixinStandardHelpOptions = true,
        description = {"rebuild: recreate the position index from the database.",
            "verify: prove the index matches the database (every game's positions, count and checksum); exit 1 if not.",
            "With --server through the running server's API; without it on the data directory (no server running)."})
final class IndexCommand implements Callable<Integer> {

    enum Action { REBUILD, VERIFY }

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "rebuild|verify")
    Action action;

    @Option(names = "--server", paramLabel = "URL")
    String server;

    @Option(names = "--user", defaultValue = "${env:HAKEM_USER:-admin}")
    String user;

    @Option(names = "--password", defaultValue = "${env:HAKEM_PASSWORD}")
    String password;

    @Option(names = "--data-dir", defaultValue = "${env:HAKEM_DATA_DIR:-data}")
    Path dataDir;

    @Option(names = "--db-port", defaultValue = "${env:HAKEM_EMBEDDED_DB_PORT:-54329}")
    int dbPort;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (server != null) {
            ArchiveAccess.Server s = ArchiveAccess.Server.of(server, user, password);
            HttpResponse<String> r = action == Action.REBUILD ? s.send("POST", "api/archive/index/rebuild", null, null)
                    : s.send("GET", "api/archive/index/verify", null, null);
            out.println(r.body());
            return r.statusCode() == 200 && r.body().contains("\"ok\":true") ? 0 : 1;
        }
        try (ArchiveAccess access = ArchiveAccess.open(dataDir, dbPort, action == Action.REBUILD)) {
            IndexMaintenance m = access.runtime().maintenance();
            if (action == Action.REBUILD) {
                long t0 = System.nanoTime();
                if (!access.runtime().rebuilt()) {
                    m.rebuild();
                }
                out.printf("index rebuilt: %d positions in %.1f s%n", access.runtime().index().size(), (System.nanoTime() - t0) / 1e9);
            }
            IndexMaintenance.Verification v = m.verify();
            out.printf("index %s: %d games, %d positions in the database; index holds %d positions%n",
                    v.ok() ? "verified" : "DOES NOT MATCH", v.games(), v.positions(), access.runtime().index().size());
            v.problems().forEach(p -> out.println("  " + p));
            return v.ok() ? 0 : 1;
        } catch (IllegalStateException e) {
            err.println("index: " + e.getMessage());
            return 2;
        }
    }

}
