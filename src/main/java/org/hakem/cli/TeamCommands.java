package org.hakem.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.hakem.crosstable.team.Team;
import org.hakem.crosstable.team.TeamBye;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.crosstable.team.TeamMatch;
import org.hakem.pairing.PairingException;
import org.hakem.pairing.team.TeamFixture;
import org.hakem.pairing.team.TeamPairingCheck;
import org.hakem.pairing.team.TeamRoundPairing;
import org.hakem.pairing.team.TeamRoundRobin;
import org.hakem.pairing.team.TeamSwissPairer;
import org.hakem.pairing.team.TeamSwissRequest;
import org.hakem.pairing.team.TeamSwissRequests;
import org.hakem.pairing.team.TeamSwissRules;
import org.hakem.standings.Standings;
import org.hakem.standings.TieBreakRules;
import org.hakem.standings.TeamTieBreak;
import org.hakem.standings.team.BoardPrizes;
import org.hakem.standings.team.TeamStandings;
import org.hakem.trf.TeamTrf;
import org.hakem.trf.TeamTrfDocument;
import org.hakem.trf.TrfFormatException;
import org.hakem.trf.TrfTieBreakRules;

/**
 * {@code standings}, {@code pair} and {@code check} on a team event's TRF file (team records 310 or 013, or
 * {@code --teams}): the commands hand over to these when they see one.
 */
final class TeamCommands {

    private TeamCommands() {
    }

    /** True when the file can be read and has team records. */
    static boolean isTeamFile(Path file) {
        try {
            return TeamTrf.isTeamFile(TeamTrf.decode(Files.readAllBytes(file)));
        } catch (IOException e) {
            return false;
        }
    }

    /** The document, or null after saying why it cannot be read (exit code in {@code code[0]}). */
    private static TeamTrfDocument read(String command, Path file, PrintWriter err, int[] code) {
        try {
            return TeamTrf.read(file);
        } catch (NoSuchFileException e) {
            err.println(command + ": no such file: " + file);
            code[0] = 2;
        } catch (IOException e) {
            err.println(command + ": cannot read " + file + ": " + e.getMessage());
            code[0] = 2;
        } catch (TrfFormatException e) {
            err.println(command + ": " + e.getMessage());
            code[0] = command.equals("standings") ? 1 : 2;
        }
        err.flush();
        return null;
    }

    /** A round robin when 192 says so, or when every team met every other. */
    static boolean roundRobin(TeamTrfDocument doc, String system) {
        if (system.equalsIgnoreCase("ROUND_ROBIN")) {
            return true;
        }
        if (system.equalsIgnoreCase("SWISS")) {
            return false;
        }
        if (doc.roundRobin()) {
            return true;
        }
        if (doc.typeCode().toUpperCase(Locale.ROOT).contains("SWISS")
                || doc.typeCode().toUpperCase(Locale.ROOT).startsWith("FIDE_TEAM")) {
            return false;
        }
        TeamCrosstable t = doc.event();
        int n = t.teams().size();
        for (Team team : t.teams()) {
            Set<Integer> met = new HashSet<>();
            t.rounds(team.number()).forEach(r -> {
                if (r.hasOpponent()) {
                    met.add(r.opponent());
                }
            });
            if (met.size() < n - 1) {
                return false;
            }
        }
        return n > 1;
    }

    static int standings(Path file, String tieBreaks, boolean text, String system, Integer afterRound, String rules,
                         PrintWriter out, PrintWriter err) {
        TieBreakRules chosen = StandingsCommand.chosenRules(rules, err);
        if (rules != null && chosen == null) {
            return 2;
        }
        int[] code = {0};
        TeamTrfDocument doc = read("standings", file, err, code);
        if (doc == null) {
            return code[0];
        }
        TeamCrosstable t = doc.event();
        if (afterRound != null) {
            if (afterRound < 0 || afterRound > t.roundsRecorded()) {
                err.println("standings: --after-round must be 0.." + t.roundsRecorded() + " (rounds recorded in "
                        + file.getFileName() + "), not " + afterRound);
                err.flush();
                return 2;
            }
            t = t.upToRound(afterRound);
        }
        List<TeamTieBreak> tbs;
        try {
            tbs = tieBreaks == null ? TeamStandings.defaults(doc.primaryScore()) : TeamTieBreak.parseList(tieBreaks);
        } catch (IllegalArgumentException e) {
            err.println("standings: --tiebreaks: " + e.getMessage());
            err.flush();
            return 2;
        }
        TieBreakRules applied;
        try {
            applied = chosen != null ? chosen : TrfTieBreakRules.of(doc);
        } catch (IllegalArgumentException e) {
            err.println("standings: " + file.getFileName() + ": " + e.getMessage());
            err.flush();
            return 2;
        }
        TeamStandings s = TeamStandings.compute(t, doc.primaryScore(), tbs, roundRobin(doc, system), applied);
        if (!text) {
            out.print(s.toTsv());
        } else {
            out.print(s.toText());
            for (BoardPrizes.Board b : BoardPrizes.compute(t).boards()) {
                out.println();
                out.println("Board " + b.board());
                out.printf(Locale.ROOT, "%5s  %-24s %4s %5s %6s %7s %5s  %s%n", "Start", "Name", "Team", "Games",
                        "Points", "%", "Perf", "Results");
                for (BoardPrizes.PrizeRow r : b.rows()) {
                    out.printf(Locale.ROOT, "%5d  %-24s %4d %5d %6s %7s %5s  %s%n", r.player(), r.name(), r.team(),
                            r.games(), Standings.format(r.points()), Standings.format(r.percentage()),
                            r.performance() == null ? "" : Integer.toString(r.performance()), r.results());
                }
            }
        }
        out.flush();
        return 0;
    }

    /** The next round: after the last round with a match or a pairing-allocated bye. */
    private static int nextRound(TeamCrosstable t) {
        int last = 0;
        for (TeamMatch m : t.matches()) {
            last = Math.max(last, m.round());
        }
        for (TeamBye b : t.byes()) {
            if (b.kind() == TeamBye.Kind.PAIRING_ALLOCATED) {
                last = Math.max(last, b.round());
            }
        }
        return last + 1;
    }

    /** The rules of the file; without a number of rounds (142) the round is not taken as one of the last two. */
    static TeamSwissRules rules(TeamTrfDocument doc, int round) {
        TeamCrosstable t = doc.event();
        int total = t.plannedRounds() > 0 ? Math.max(t.plannedRounds(), round) : round + 2;
        return TeamSwissRules.fromTypeCode(doc.typeCode(), doc.initialColourOrFromRound1(), total, t.boardColours());
    }

    /** Pairs the next round of a team event; with {@code output} also writes it as {@code pair -o} does. */
    static int pair(Path file, Path output, PrintWriter out, PrintWriter err) {
        int[] code = {0};
        TeamTrfDocument doc = read("pair", file, err, code);
        if (doc == null) {
            return code[0];
        }
        TeamCrosstable t = doc.event();
        int round = nextRound(t);
        if (t.plannedRounds() > 0 && round > t.plannedRounds()) {
            err.println(file + ": all " + t.plannedRounds() + " rounds (142) are already paired");
            err.flush();
            return 2;
        }
        TeamRoundPairing pairing;
        if (roundRobin(doc, "auto")) {
            List<TeamRoundPairing> schedule = schedule(t);
            if (round > schedule.size()) {
                err.println(file + ": the round robin has " + schedule.size() + " rounds, all paired");
                err.flush();
                return 2;
            }
            pairing = schedule.get(round - 1);
            out.println("Round " + round + " (Berger tables)");
        } else {
            Set<Integer> notPaired = new HashSet<>();
            for (TeamBye b : t.byes(round)) {
                notPaired.add(b.team());
            }
            try {
                pairing = TeamSwissPairer.pair(TeamSwissRequests.of(t, round, notPaired, rules(doc, round),
                        TeamSwissRequest.prohibitedGroups(doc.prohibitedGroups(round))));
            } catch (PairingException | IllegalArgumentException e) {
                err.println(file + ": round " + round + " cannot be paired: " + e.getMessage());
                err.flush();
                return 1;
            }
            out.println("Round " + round + " (FIDE Swiss Team Pairing System, C.04.6)");
        }
        int match = 1;
        for (TeamFixture f : pairing.fixtures()) {
            out.printf(Locale.ROOT, "%4d  %4d - %-4d  %s - %s%n", match++, f.home(), f.away(), t.team(f.home()).name(),
                    t.team(f.away()).name());
        }
        pairing.bye().ifPresent(b -> out.printf(Locale.ROOT, "      %4d   bye  %s%n", b, t.team(b).name()));
        try {
            PairCommand.writeOutput(output, pairing.fixtures().stream().map(f -> new int[] {f.home(), f.away()}).toList(),
                    pairing.bye(), out);
        } catch (IOException e) {
            err.println(output + ": cannot be written: " + e.getMessage());
            err.flush();
            return 2;
        }
        out.flush();
        return 0;
    }

    /** The Berger schedule of the event's teams: double when the planned rounds exceed one cycle. */
    private static List<TeamRoundPairing> schedule(TeamCrosstable t) {
        int n = t.teams().size();
        int perCycle = n % 2 == 0 ? n - 1 : n;
        int cycles = t.plannedRounds() > perCycle ? 2 : 1;
        return TeamRoundRobin.schedule(n, cycles, false);
    }

    static int check(Path file, PrintWriter out, PrintWriter err) {
        int[] code = {0};
        TeamTrfDocument doc = read("check", file, err, code);
        if (doc == null) {
            return code[0];
        }
        TeamCrosstable t = doc.event();
        int rounds = nextRound(t) - 1;
        List<String> findings = new ArrayList<>();
        String system;
        if (roundRobin(doc, "auto")) {
            system = "the Berger tables";
            List<TeamRoundPairing> schedule = schedule(t);
            for (int r = 1; r <= rounds; r++) {
                TeamRoundPairing recorded = TeamPairingCheck.recorded(t, r);
                if (r > schedule.size()) {
                    findings.add("round " + r + ": beyond the " + schedule.size() + " rounds of the round robin");
                    continue;
                }
                Set<TeamFixture> expected = new HashSet<>(schedule.get(r - 1).fixtures());
                for (TeamFixture f : recorded.fixtures()) {
                    if (!expected.contains(f)) {
                        findings.add("round " + r + ": recorded " + f.home() + "-" + f.away() + ", not in the table");
                    }
                }
            }
        } else {
            system = "the FIDE Swiss Team Pairing System";
            TeamPairingCheck.check(t, rules(doc, rounds), r -> TeamSwissRequest.prohibitedGroups(doc.prohibitedGroups(r)))
                    .forEach(f -> findings.add(f.toString()));
        }
        for (String f : findings) {
            out.println(file.getFileName() + ": " + f);
        }
        out.println(findings.isEmpty()
                ? file.getFileName() + ": all " + rounds + " rounds agree with " + system
                : file.getFileName() + ": " + findings.size() + " findings in " + rounds + " rounds");
        out.flush();
        return findings.isEmpty() ? 0 : 1;
    }
}
