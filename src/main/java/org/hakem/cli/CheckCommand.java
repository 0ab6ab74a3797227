package org.hakem.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.hakem.pairing.PairingCheck;
import org.hakem.pairing.SwissRequests;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.FmjdOptions;
import org.hakem.pairing.systems.PairingSystems;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfFormatException;
import org.hakem.trf.TrfReader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Re-pairs every round of a Swiss tournament and reports the rounds paired differently. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Re-pair every round of a Swiss tournament given as TRF with the FIDE Dutch system (or the",
            "FMJD Swiss system: --system fmjd, or a file whose 092 record names FMJD) and print each round whose",
            "recorded pairs, colours or pairing-allocated bye differ. The FMJD system pairs with colour relevance",
            "for pairing when the file's 092 says \"colour relevance\" or with --colour-relevance (FMJD only);",
            "--no-colour-relevance checks such a file without it.",
            "Exit code 0 when all rounds agree, 1 when a round differs, 2 when the file cannot be read."})
public final class CheckCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE.trf", description = "The tournament to check.")
    Path file;

    @Option(names = "--system", paramLabel = "dutch|fmjd",
            description = "The Swiss system (default: what the file's 092 record says, else dutch).")
    String system;

    @Option(names = "--colour-relevance", negatable = true, description = "FMJD Swiss system only: re-pair with colour"
            + " relevance for pairing on (or, negated, off); default: what the file's 092 record says, else off.")
    Boolean colourRelevance;

    @CommandLine.Option(names = "--teams", description = "The file is a team event (also when it has team records 310"
            + " or 013): check every round against the Berger tables or the FIDE Swiss Team Pairing System (C.04.6).")
    boolean teams;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (teams || TeamCommands.isTeamFile(file)) {
            return TeamCommands.check(file, out, spec.commandLine().getErr());
        }
        TrfDocument doc;
        try {
            doc = TrfReader.read(file);
        } catch (TrfFormatException e) {
            spec.commandLine().getErr().println(e.getMessage());
            return 2;
        }
        SwissSystem swiss;
        FmjdOptions options;
        try {
            swiss = SwissSystem.resolve(system, doc.tournament().systemName());
            options = fmjdOptions(colourRelevance, swiss, doc.tournament().systemName());
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println(e.getMessage());
            return 2;
        }
        int rounds = SwissRequests.nextRound(doc.tournament()) - 1;
        List<PairingCheck.Difference> diffs = PairingCheck.check(doc, PairingSystems.of(swiss), options);
        for (PairingCheck.Difference d : diffs) {
            out.println(file.getFileName() + ": " + d);
        }
        out.println(diffs.isEmpty()
                ? file.getFileName() + ": all " + rounds + " rounds paired as the "
                        + (swiss == SwissSystem.FMJD ? "FMJD Swiss" : "FIDE Dutch") + " system pairs them"
                        + (options.colourRelevance() ? " with colour relevance for pairing" : "")
                : file.getFileName() + ": " + diffs.size() + " of " + rounds + " rounds differ");
        out.flush();
        return diffs.isEmpty() ? 0 : 1;
    }

    /**
     * The FMJD options of a run (every command that takes {@code --colour-relevance}): the flag when given
     * ({@code --colour-relevance} or {@code --no-colour-relevance}), else what the file's 092 record says for an FMJD
     * file ({@code systemName}, null without a file); the Dutch system takes none.
     *
     * @throws IllegalArgumentException when colour relevance is asked for with the Dutch system
     */
    static FmjdOptions fmjdOptions(Boolean flag, SwissSystem swiss, String systemName) {
        if (swiss != SwissSystem.FMJD) {
            if (Boolean.TRUE.equals(flag)) {
                throw new IllegalArgumentException("--colour-relevance is an option of the FMJD Swiss system (--system fmjd)");
            }
            return FmjdOptions.DEFAULT;
        }
        if (flag != null) {
            return flag ? FmjdOptions.COLOUR_RELEVANCE : FmjdOptions.DEFAULT;
        }
        return FmjdOptions.fromTrf(systemName);
    }
}
