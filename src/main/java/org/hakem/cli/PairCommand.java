package org.hakem.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingException;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissRequests;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.FmjdOptions;
import org.hakem.pairing.systems.PairingSystems;
import org.hakem.crosstable.Crosstable;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfFormatException;
import org.hakem.trf.TrfReader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Pairs the next round of a Swiss tournament (FIDE Dutch system or FMJD Swiss system). */
@Command(name = "pair", mixinStandardHelpOptions = true,
        description = {"Pair the next round of a Swiss tournament given as TRF (FIDE Dutch system, C.04.3, or with",
            "--system fmjd the FMJD Swiss system; without --system, a file whose 092 record names FMJD is paired",
            "by FMJD, any other by Dutch).",
            "Entries already present for that round without opponent (H, F, Z, blank) and 240 records mark",
            "players who do not take part. Prints the boards; with -o also writes them in the output format",
            "of FIDE-endorsed engines (number of pairs, then \"white black\" per line, the bye as \"player 0\").",
            "With --explain also says why: brackets, floats, each board's colour rule, the bye.",
            "With --colour-relevance (FMJD only; also when the file's 092 says \"colour relevance\") colour",
            "preferences may change who meets whom; --no-colour-relevance turns it off for such a file."})
public final class PairCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE.trf", description = "The tournament so far.")
    Path file;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "Write the pairing to this file.")
    Path output;

    @Option(names = "--baku", description = "Apply Baku acceleration (C.04.5.1) on top of any 250 records.")
    boolean baku;

    @Option(names = "--system", paramLabel = "dutch|fmjd",
            description = "The Swiss system (default: what the file's 092 record says, else dutch).")
    String system;

    @Option(names = "--colour-relevance", negatable = true, description = "FMJD Swiss system only: colour preferences"
            + " may change who meets whom (the FMJD summary's \"colour relevance for pairing\"; default: what the file's"
            + " 092 record says, else off: colours only decide each board's colours).")
    Boolean colourRelevance;

    @Option(names = "--explain", description = "Explain the pairing: score brackets, floats, the colour rule of each"
            + " board (C.04.3 5.2), the bye, warnings.")
    boolean explain;

    @Option(names = "--teams", description = "The file is a team event (also when it has team records 310 or 013):"
            + " pair the next round by the Berger tables or the FIDE Swiss Team Pairing System (C.04.6).")
    boolean teams;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (teams || TeamCommands.isTeamFile(file)) {
            return TeamCommands.pair(file, output, out, err);
        }
        TrfDocument doc;
        try {
            doc = TrfReader.read(file);
        } catch (TrfFormatException e) {
            err.println(e.getMessage());
            return 2;
        }
        Crosstable t = doc.tournament();
        int round = SwissRequests.nextRound(t);
        if (t.plannedRounds() > 0 && round > t.plannedRounds()) {
            err.println(file + ": all " + t.plannedRounds() + " rounds (XXR) are already paired");
            return 2;
        }
        SwissSystem swiss;
        try {
            swiss = SwissSystem.resolve(system, t.systemName());
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return 2;
        }
        FmjdOptions options;
        try {
            options = CheckCommand.fmjdOptions(colourRelevance, swiss, t.systemName());
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return 2;
        }
        RoundPairing pairing;
        PairingRequest request;
        try {
            request = SwissRequests.forRound(doc, round, baku);
            pairing = PairingSystems.of(swiss).pair(request, options);
        } catch (PairingException | IllegalArgumentException e) {
            err.println(file + ": round " + round + " cannot be paired: " + e.getMessage());
            return 1;
        }
        out.println("Round " + round + (swiss != SwissSystem.FMJD ? ""
                : options.colourRelevance() ? " (FMJD Swiss system, colour relevance for pairing)" : " (FMJD Swiss system)"));
        int board = 1;
        for (Pair b : pairing.boards()) {
            out.printf("%4d  %5d - %-5d%n", board++, b.white(), b.black());
        }
        pairing.pairingAllocatedBye().ifPresent(p -> out.printf("      %5d   bye%n", p));
        if (explain) {
            out.println();
            PairingSystems.of(swiss).explain(request, pairing, options).lines().forEach(out::println);
        }
        List<int[]> boards = pairing.boards().stream().map(b -> new int[] {b.white(), b.black()}).toList();
        writeOutput(output, boards, pairing.pairingAllocatedBye(), out);
        out.flush();
        return 0;
    }

    /**
     * With {@code -o}: writes the pairing (individual boards or team matches) in the output format of FIDE-endorsed
     * pairing engines and says so; without, nothing.
     */
    static void writeOutput(Path output, List<int[]> pairs, OptionalInt bye, PrintWriter out) throws IOException {
        if (output != null) {
            Files.writeString(output, engineFormat(pairs, bye));
            out.println("Written " + output);
        }
    }

    /**
     * A pairing in the output format of FIDE-endorsed pairing engines: the number of pairs (the bye
     * counts as one), then one line per board "white black" (per match "home away"), the bye as "player 0".
     */
    static String engineFormat(List<int[]> pairs, OptionalInt bye) {
        StringBuilder sb = new StringBuilder();
        sb.append(pairs.size() + (bye.isPresent() ? 1 : 0)).append('\n');
        for (int[] p : pairs) {
            sb.append(p[0]).append(' ').append(p[1]).append('\n');
        }
        bye.ifPresent(p -> sb.append(p).append(" 0\n"));
        return sb.toString();
    }
}
