package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HakemCliTest {

    @Test
    void versionPrintsTheProductName() {
        PrintStream old = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true));
        try {
            assertEquals(0, HakemCli.run("version"));
        } finally {
            System.setOut(old);
        }
        assertTrue(out.toString().startsWith("Hakem "), out.toString());
    }

    @Test
    void aDataDirectoryHeldByOneProcessIsRefusedToAnother(@TempDir Path dir) throws Exception {
        try (var held = ServeCommand.DataDirLock.acquire(dir)) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> ServeCommand.DataDirLock.acquire(dir));
            assertTrue(e.getMessage().contains("in use by a running Hakem server"), e.getMessage());
        }
        ServeCommand.DataDirLock.acquire(dir).close();
        assertTrue(Files.exists(dir.resolve("hakem.lock")));
    }
}
