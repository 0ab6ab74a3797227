package org.hakem.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.hakem.pairing.SwissGenerator;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.systems.PairingSystems;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.Crosstable;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfEncoding;
import org.hakem.trf.TrfEncodingException;
import org.hakem.trf.TrfWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Writes a random Swiss tournament paired by Hakem's Dutch engine. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = "Generate a random Swiss tournament, every round paired by the FIDE Dutch engine (or with"
                + " --system fmjd the FMJD Swiss engine, with --colour-relevance its colour relevance for pairing), as TRF;"
                + " record 092 names the system and the option, so that check re-pairs it the same way.")
public final class GenerateCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--players", required = true, description = "Number of players.")
    int players;

    @Option(names = "--rounds", required = true, description = "Number of rounds.")
    int rounds;

    @Option(names = "--seed", defaultValue = "1", description = "Random seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--draws", defaultValue = "0.3", description = "Draw rate between equal players (default ${DEFAULT-VALUE}).")
    double draws;

    @Option(names = "--forfeits", defaultValue = "0.02", description = "Forfeit rate per game (default ${DEFAULT-VALUE}).")
    double forfeits;

    @Option(names = "--byes", defaultValue = "0.02", description = "Half-point bye rate per player and round (default ${DEFAULT-VALUE}).")
    double byes;

    @Option(names = "--scoring", defaultValue = "2-1-0", description = "2-1-0 or 1-0.5-0 (default ${DEFAULT-VALUE}).")
    String scoring;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT.trf", description = "File to write.")
    Path output;

    @Option(names = "--system", defaultValue = "dutch", paramLabel = "dutch|fmjd",
            description = "The Swiss system (default ${DEFAULT-VALUE}).")
    String system;

    @Option(names = "--colour-relevance", description = "FMJD Swiss system only: pair with colour relevance for pairing"
            + " (092 says \"Swiss FMJD, colour relevance\").")
    boolean colourRelevance;

    @Option(names = "--encoding", defaultValue = "utf-8", paramLabel = "utf-8|latin-1",
            description = "Character encoding of the file (default ${DEFAULT-VALUE}, what pairing programs read;"
                    + " latin-1 for programs that read Latin-1 by default, such as TieBreakServer).")
    String encoding;

    @Option(names = "--transliterate", description = "With --encoding latin-1: write names Latin-1 cannot hold in their"
            + " nearest form (Ş → S, ı → i) instead of refusing them.")
    boolean transliterate;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PointSystem ps = switch (scoring) {
            case "2-1-0" -> PointSystem.TWO_ONE_ZERO;
            case "1-0.5-0", "1-½-0" -> PointSystem.DEFAULT;
            default -> throw new CommandLine.ParameterException(spec.commandLine(),
                    "--scoring must be 2-1-0 or 1-0.5-0, not " + scoring);
        };
        SwissGenerator.Options o;
        TrfEncoding trfEncoding;
        try {
            trfEncoding = TrfEncoding.of(encoding);
            SwissSystem swiss = SwissSystem.parse(system);
            o = new SwissGenerator.Options(players, rounds, seed, draws, forfeits, byes, ps, PairingSystems.of(swiss),
                    CheckCommand.fmjdOptions(colourRelevance, swiss, null));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        long[] total = {0};
        Crosstable t = SwissGenerator.generate(o, ns -> total[0] += ns);
        try {
            TrfWriter.write(TrfDocument.of(t), output, trfEncoding, transliterate);
        } catch (TrfEncodingException e) {
            spec.commandLine().getErr().println(e.getMessage());
            return 1;
        }
        out.printf("Written %s: %d players, %d rounds (pairing took %d ms)%n", output, players, rounds,
                total[0] / 1_000_000);
        out.flush();
        return 0;
    }
}
