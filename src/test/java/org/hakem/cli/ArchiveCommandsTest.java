package org.hakem.cli;

import org.hakem.testdata.TestData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code import} and {@code index} on a data directory (embedded PostgreSQL there), and the refusal while it is in use. */
class ArchiveCommandsTest {

    static final Path TURKISH = TestData.of("corpus", "turkish", "random-games.pdn");

    @TempDir
    Path dataDir;

    record Result(int code, String out) {
    }

    static Result run(String... args) {
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw, true);
        int code = new CommandLine(new HakemCli()).setOut(pw).setErr(pw).setCaseInsensitiveEnumValuesAllowed(true).execute(args);
        return new Result(code, sw.toString());
    }

    @Test
    void importTwiceThenVerifyAndRefuseWhileTheDataDirectoryIsInUse() throws Exception {
        String port = Integer.toString(freePort());
        String dir = dataDir.toString();
        Result first = run("import", TURKISH.toString(), "--collection", "Turkish tests", "--data-dir", dir, "--db-port", port);
        assertEquals(0, first.code(), first.out());
        assertTrue(first.out().contains("60 games read, 60 stored, 0 duplicates, 20 illegal"), first.out());
        Result second = run("import", TURKISH.toString(), "--data-dir", dir, "--db-port", port);
        assertEquals(0, second.code(), second.out());
        assertTrue(second.out().contains("60 games read, 0 stored, 60 duplicates"), second.out());
        Result verify = run("index", "verify", "--data-dir", dir, "--db-port", port);
        assertEquals(0, verify.code(), verify.out());
        assertTrue(verify.out().contains("index verified: 60 games"), verify.out());
        Result rebuild = run("index", "rebuild", "--data-dir", dir, "--db-port", port);
        assertEquals(0, rebuild.code(), rebuild.out());
        try (ServeCommand.DataDirLock lock = ServeCommand.DataDirLock.acquire(dataDir)) {
            Result refused = run("import", TURKISH.toString(), "--data-dir", dir, "--db-port", port);
            assertEquals(2, refused.code());
            assertTrue(refused.out().contains("in use by a running Hakem server") && refused.out().contains("--server"), refused.out());
        }
        Result badVariant = run("import", TURKISH.toString(), "--variant", "chess", "--data-dir", dir);
        assertEquals(2, badVariant.code());
        assertTrue(badVariant.out().contains("unknown variant 'chess'"), badVariant.out());
    }

    static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
