package org.hakem.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.hakem.crosstable.Crosstable;
import org.hakem.standings.Standings;
import org.hakem.standings.TieBreak;
import org.hakem.standings.TieBreakRules;
import org.hakem.trf.TrfFormatException;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfReader;
import org.hakem.trf.TrfRecord;
import org.hakem.trf.TrfTieBreakRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Computes the standings of a TRF file, without server or database. */
@Command(name = "standings",
        description = "Print the tie-break values of every player of a TRF file, one row per start number.")
final class StandingsCommand implements Callable<Integer> {

    /** The tie-breaks of the reference tables, in the order they are applied. */
    static final String DEFAULT_TIEBREAKS = "PTS,BH/C1,BH/C2,BH/M1,BH,SB,WIN,WON,ARO,DE";

    enum Format { TSV, TEXT }

    enum SystemOption { AUTO, SWISS, ROUND_ROBIN }

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE.trf", description = "The tournament (FIDE TRF).")
    Path file;

    @Option(names = "--tiebreaks", paramLabel = "PTS,BH/C1,...",
            description = "Tie-breaks in the order they apply. Default: those of the file's record 212 (or PTS "
                    + "then record 202), else " + DEFAULT_TIEBREAKS + ". Known: PTS, BH, AOB, SB, DE, WIN, WON, "
                    + "BPG, BWG, REP, ARO, TPR, PS, KS; modifiers /C1.. (cut) and /M1.. (median).")
    String tieBreaks;

    @Option(names = "--format", paramLabel = "tsv|text",
            description = "tsv: one line per start number, tab-separated (default); text: a table by rank.")
    Format format = Format.TSV;

    @Option(names = "--system", paramLabel = "auto|swiss|round_robin",
            description = "How unplayed rounds count. auto (default): round robin when record 092 says so "
                    + "(ROBIN, BERGER) or every player met every other, Swiss otherwise.")
    SystemOption system = SystemOption.AUTO;

    @Option(names = "--after-round", paramLabel = "N",
            description = "Standings after round N (later rounds left out). Default: all recorded rounds.")
    Integer afterRound;

    @Option(names = "--rules", paramLabel = "2024|2026",
            description = "The edition of FIDE's tie-break regulations (C.07 Article 16: unplayed rounds in BH and SB)."
                    + " Default: the file's note '### " + TrfTieBreakRules.NOTE + "2024|2026', else 2026 when its"
                    + " start date (042) is on or after 2026-03-01 or missing, 2024 before.")
    String rules;

    @Option(names = "--teams", description = "The file is a team event (also when it has team records 310 or 013):"
            + " team standings (MP, GP, BH, SB, OSB, DE) and, with --format text, the board prizes.")
    boolean teams;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (teams || TeamCommands.isTeamFile(file)) {
            return TeamCommands.standings(file, tieBreaks, format == Format.TEXT, system.name(), afterRound, rules,
                    out, err);
        }
        TieBreakRules chosen = chosenRules(rules, err);
        if (rules != null && chosen == null) {
            return 2;
        }
        TrfDocument doc;
        try {
            doc = TrfReader.read(file);
        } catch (NoSuchFileException e) {
            err.println("standings: no such file: " + file);
            return 2;
        } catch (IOException e) {
            err.println("standings: cannot read " + file + ": " + e.getMessage());
            return 2;
        } catch (TrfFormatException e) {
            err.println("standings: " + e.getMessage());
            return 1;
        }
        Crosstable t = doc.tournament();
        if (afterRound != null) {
            if (afterRound < 0 || afterRound > t.roundsRecorded()) {
                err.println("standings: --after-round must be 0.." + t.roundsRecorded() + " (rounds recorded in "
                        + file.getFileName() + "), not " + afterRound);
                return 2;
            }
            t = t.upToRound(afterRound);
        }
        String source = "--tiebreaks";
        String codes = tieBreaks;
        if (codes == null) {
            for (TrfRecord r : doc.headerRecords()) {
                if (r.tag().equals("212")) {
                    source = "record 212 of " + file.getFileName();
                    codes = r.value();
                } else if (r.tag().equals("202") && codes == null) {
                    source = "record 202 of " + file.getFileName();
                    codes = "PTS," + r.value();
                }
            }
        }
        if (codes == null) {
            codes = DEFAULT_TIEBREAKS;
        }
        List<TieBreak> tbs;
        try {
            tbs = TieBreak.parseList(codes);
        } catch (IllegalArgumentException e) {
            err.println("standings: " + source + ": " + e.getMessage());
            return 2;
        }
        TieBreakRules applied;
        try {
            applied = chosen != null ? chosen : TrfTieBreakRules.of(doc);
        } catch (IllegalArgumentException e) {
            err.println("standings: " + file.getFileName() + ": " + e.getMessage());
            return 2;
        }
        Standings s = Standings.compute(t, tbs, system(t), applied);
        out.print(format == Format.TSV ? s.toTsv() : s.toText());
        out.flush();
        return 0;
    }

    /** The edition of {@code --rules}, null when not given or wrong (then with a message). */
    static TieBreakRules chosenRules(String rules, PrintWriter err) {
        if (rules == null) {
            return null;
        }
        try {
            return TieBreakRules.parse(rules);
        } catch (IllegalArgumentException e) {
            err.println("standings: --rules: " + e.getMessage());
            err.flush();
            return null;
        }
    }

    private Standings.TournamentSystem system(Crosstable t) {
        return switch (system) {
            case SWISS -> Standings.TournamentSystem.SWISS;
            case ROUND_ROBIN -> Standings.TournamentSystem.ROUND_ROBIN;
            case AUTO -> guess(t);
        };
    }

    /** Round robin when the type says so or when every player met every other one; Swiss otherwise. */
    static Standings.TournamentSystem guess(Crosstable t) {
        String type = t.systemName().toUpperCase(Locale.ROOT);
        if (type.contains("ROBIN") || type.contains("BERGER")) {
            return Standings.TournamentSystem.ROUND_ROBIN;
        }
        if (type.contains("SWISS") || type.contains("DUTCH")) {
            return Standings.TournamentSystem.SWISS;
        }
        int n = t.players().size();
        for (var p : t.players()) {
            long met = p.rounds().stream().filter(e -> e.hasOpponent()).map(e -> e.opponent()).distinct().count();
            if (met < n - 1) {
                return Standings.TournamentSystem.SWISS;
            }
        }
        return n > 1 ? Standings.TournamentSystem.ROUND_ROBIN : Standings.TournamentSystem.SWISS;
    }
}
