package org.hakem.cli;

import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The JMH micro-benchmarks ({@code org.hakem.bench}: perft, PDN replay of one game) run by JMH's own runner; every
 * argument is JMH's ({@code -wi 2 -i 3 -f 1}, a benchmark name pattern, {@code -h} for JMH's help). JMH forks a JVM
 * with this jar's class path for each benchmark.
 */
@Command(name = "jmh", description = {"Run the JMH micro-benchmarks (perft, PDN replay of one game) with JMH's runner.",
        "Every argument is JMH's: e.g. -wi 2 -i 3 -f 1, a name pattern (Perft), -h for JMH's options."})
final class JmhBenchCommand implements Runnable {

    @CommandLine.Unmatched
    List<String> jmhArguments = new ArrayList<>();

    @Override
    public void run() {
        try {
            CommandLineOptions options = new CommandLineOptions(jmhArguments.toArray(String[]::new));
            if (options.shouldHelp()) {
                options.showHelp();
                return;
            }
            new Runner(options).run();
        } catch (CommandLineOptionException e) {
            throw new IllegalArgumentException("JMH: " + e.getMessage(), e);
        } catch (RunnerException e) {
            throw new IllegalStateException("JMH: " + e.getMessage(), e);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
