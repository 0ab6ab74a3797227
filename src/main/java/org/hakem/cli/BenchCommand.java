package org.hakem.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Speed measurements of Hakem's engines; each benchmark is a subcommand. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure the speed of Hakem's engines (one subcommand per benchmark).",
        subcommands = {
                PairingBenchCommand.class,
        })
final class BenchCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
