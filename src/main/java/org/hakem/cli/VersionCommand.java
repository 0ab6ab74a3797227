package org.hakem.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Prints the version of Hakem and of the Java runtime it runs on. */
@Command(name = "version", description = "Print the version of Hakem.")
final class VersionCommand implements Runnable {

    static String version() {
        String v = HakemCli.class.getPackage().getImplementationVersion();
        return "Hakem " + (v == null ? "development build" : v);
    }

    @Override
    public void run() {
        System.out.println(version() + " (Java " + Runtime.version() + ")");
    }

    static final class Provider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {version()};
        }
    }
}
