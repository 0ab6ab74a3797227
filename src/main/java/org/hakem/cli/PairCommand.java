package org.hakem.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.hakem.pairing.Board;
import org.hakem.pairing.PairingException;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissRequests;
import org.hakem.pairing.dutch.DutchPairer;
import org.hakem.tournament.domain.Colour;
import org.hakem.tournament.domain.Player;
import org.hakem.tournament.domain.ResultCode;
import org.hakem.tournament.domain.RoundEntry;
import org.hakem.tournament.domain.Tournament;
import org.hakem.tournament.trf.TrfDocument;
import org.hakem.tournament.trf.TrfFormatException;
import org.hakem.tournament.trf.TrfReader;
import org.hakem.tournament.trf.TrfWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Pairs the next round of a Swiss tournament (FIDE Dutch system). */
@Command(name = "pair", mixinStandardHelpOptions = true,
        description = {"Pair the next round of a Swiss tournament given as TRF (FIDE Dutch system, C.04.3).",
            "Entries already present for that round without opponent (H, F, Z, blank) and 240 records mark",
            "players who do not take part. Prints the boards; with -o writes the TRF with the round added."})
public final class PairCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE.trf", description = "The tournament so far.")
    Path file;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT.trf", description = "Write the tournament with the new round.")
    Path output;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        TrfDocument doc;
        try {
            doc = TrfReader.read(file);
        } catch (TrfFormatException e) {
            err.println(e.getMessage());
            return 2;
        }
        Tournament t = doc.tournament();
        int round = SwissRequests.nextRound(t);
        if (t.plannedRounds() > 0 && round > t.plannedRounds()) {
            err.println(file + ": all " + t.plannedRounds() + " rounds (XXR) are already paired");
            return 2;
        }
        RoundPairing pairing;
        try {
            pairing = DutchPairer.pair(SwissRequests.forRound(doc, round));
        } catch (PairingException | IllegalArgumentException e) {
            err.println(file + ": round " + round + " cannot be paired: " + e.getMessage());
            return 1;
        }
        out.println("Round " + round);
        int board = 1;
        for (Board b : pairing.boards()) {
            out.printf("%4d  %5d - %-5d%n", board++, b.white(), b.black());
        }
        pairing.pairingAllocatedBye().ifPresent(p -> out.printf("      %5d   bye%n", p));
        if (output != null) {
            TrfWriter.write(doc.withTournament(withRound(t, pairing)), output);
            out.println("Written " + output);
        }
        out.flush();
        return 0;
    }

    /** The tournament with the round's pairing added (games without result yet). */
    static Tournament withRound(Tournament t, RoundPairing pairing) {
        int round = pairing.round();
        java.util.Map<Integer, RoundEntry> entries = new java.util.HashMap<>();
        for (Board b : pairing.boards()) {
            entries.put(b.white(), new RoundEntry(b.black(), Colour.WHITE, ResultCode.BLANK));
            entries.put(b.black(), new RoundEntry(b.white(), Colour.BLACK, ResultCode.BLANK));
        }
        pairing.pairingAllocatedBye().ifPresent(p -> entries.put(p, RoundEntry.bye(ResultCode.PAIRING_ALLOCATED_BYE)));
        List<Player> players = new ArrayList<>();
        for (Player p : t.players()) {
            List<RoundEntry> rs = new ArrayList<>(p.rounds().subList(0, Math.min(round - 1, p.rounds().size())));
            while (rs.size() < round - 1) {
                rs.add(RoundEntry.ABSENT);
            }
            RoundEntry e = entries.get(p.startNumber());
            rs.add(e != null ? e : p.round(round));
            for (int r = round + 1; r <= p.rounds().size(); r++) {
                rs.add(p.round(r));
            }
            players.add(p.withRounds(rs));
        }
        return t.withPlayers(players);
    }
}
