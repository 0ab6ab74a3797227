package org.hakem.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.hakem.pairing.PairingCheck;
import org.hakem.pairing.SwissRequests;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfFormatException;
import org.hakem.trf.TrfReader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** Re-pairs every round of a Swiss tournament and reports the rounds paired differently. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Re-pair every round of a Swiss tournament given as TRF with the FIDE Dutch system and",
            "print each round whose recorded pairs, colours or pairing-allocated bye differ.",
            "Exit code 0 when all rounds agree, 1 when a round differs, 2 when the file cannot be read."})
public final class CheckCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE.trf", description = "The tournament to check.")
    Path file;

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
        int rounds = SwissRequests.nextRound(doc.tournament()) - 1;
        List<PairingCheck.Difference> diffs = PairingCheck.check(doc);
        for (PairingCheck.Difference d : diffs) {
            out.println(file.getFileName() + ": " + d);
        }
        out.println(diffs.isEmpty()
                ? file.getFileName() + ": all " + rounds + " rounds paired as the FIDE Dutch system pairs them"
                : file.getFileName() + ": " + diffs.size() + " of " + rounds + " rounds differ");
        out.flush();
        return diffs.isEmpty() ? 0 : 1;
    }
}
