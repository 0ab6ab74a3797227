package org.hakem.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Entry point of the command-line tool: {@code java -jar hakem-cli.jar <command>}.
 *
 * <p>Each command is its own class registered in {@code subcommands} below. Commands that compute from
 * files need no server or database.
 */
@Command(name = "hakem",
        mixinStandardHelpOptions = true,
        versionProvider = VersionCommand.Provider.class,
        description = "Hakem: draughts tournament manager and PDN game archive.",
        subcommands = {
                VersionCommand.class,
                ServeCommand.class,
                StandingsCommand.class,
                PdnCommand.class,
                VerifyCommand.class,
                PerftCommand.class,
                PairCommand.class,
                CheckCommand.class,
                GenerateCommand.class,
                ImportCommand.class,
                IndexCommand.class,
                RatingCommand.class,
                CommandLine.HelpCommand.class,
        })
public final class HakemCli implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        TerminalSafe.install();
        System.exit(run(args));
    }

    /** Runs the CLI and returns its exit code (for tests). */
    public static int run(String... args) {
        return execute(new HakemCli(), args);
    }

    /** Runs a top-level command as every Hakem command line runs (the product's and the benchmarks'). */
    static int execute(Object command, String... args) {
        return new CommandLine(command).setCaseInsensitiveEnumValuesAllowed(true).execute(args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
