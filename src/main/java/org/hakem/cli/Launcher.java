package org.hakem.cli;

import java.net.URISyntaxException;
import java.nio.file.Path;

/** Where the CLI is installed and which Java runs it. */
final class Launcher {

    private Launcher() {
    }

    /** The folder holding hakem-cli.jar (and beside it hakem.war and payara-micro.jar). */
    static Path installDir() {
        try {
            Path location = Path.of(HakemCli.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return location.getParent();
        } catch (URISyntaxException e) {
            return Path.of(".");
        }
    }

    /** The java executable of this JVM, so the server runs on the same (21+) runtime. */
    static String javaExecutable() {
        return ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }
}
