package org.hakem.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.hakem.pdn.PdnDiagnostic;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.replay.EngineMoves;
import org.hakem.pdn.replay.Replayer;
import org.hakem.rules.Variant;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Reads PDN files and replays every game with the rules engine: {@code legal}, {@code legal, played on after
 * the game ended at ply N (reason)} or {@code illegal at ply N}; then the count of each verdict.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Replay every game of PDN files with the rules of its variant and print its verdict: "
                + "legal (with the ending the rules give), legal, played on after the game ended at ply N "
                + "(reason) (every move legal, but the record goes on after an end the rules give), illegal at "
                + "ply N: reason, or unreadable (a PDN error); then the count of each. JSON: {\"games\": [...], "
                + "\"summary\": {...}}. The variant is the GameType tag's; --variant gives it to games without "
                + "one (or picks among the variants of the same GameType number, e.g. turkish-classic). "
                + "Exit 1 if any game is not legal (played on counts as legal).")
final class VerifyCommand implements Callable<Integer> {

    enum Format { TEXT, JSON }

    @Option(names = "--variant", paramLabel = "V", description = "variant id: ${COMPLETION-CANDIDATES}",
            completionCandidates = VariantIds.class)
    String variant;

    @Option(names = "--format", description = "text or json (default: text)")
    Format format = Format.TEXT;

    @Parameters(arity = "1..*", paramLabel = "FILE")
    List<Path> files;

    /** The variant an option names; empty (after saying so on stderr) when it names none. */
    static Optional<Variant> variantOption(String id) {
        Optional<Variant> v = Variant.byId(id);
        if (v.isEmpty()) {
            System.err.println("--variant: unknown variant '" + id + "', expected one of " + Variant.ids());
        }
        return v;
    }

    static final class VariantIds implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Variant.ids().iterator();
        }
    }

    @Override
    public Integer call() throws IOException {
        Variant chosen = null;
        if (variant != null) {
            Optional<Variant> v = variantOption(variant);
            if (v.isEmpty()) {
                return 2;
            }
            chosen = v.get();
        }
        PrintStream out = System.out;
        java.util.Map<Status, Integer> counts = new java.util.EnumMap<>(Status.class);
        for (Status st : Status.values()) {
            counts.put(st, 0);
        }
        boolean first = true;
        if (format == Format.JSON) {
            out.println("{\"games\": [");
        }
        for (Path file : files) {
            try (PdnReader reader = PdnReader.open(file)) {
                for (Iterator<PdnGame> it = reader; it.hasNext(); ) {
                    PdnGame g = it.next();
                    if (g.isEmpty()) {
                        continue;
                    }
                    Report r = verify(g, chosen);
                    counts.merge(r.status, 1, Integer::sum);
                    if (format == Format.TEXT) {
                        out.println(r.text(file));
                    } else {
                        out.print((first ? "" : ",\n") + r.json(file));
                        first = false;
                    }
                }
            }
        }
        int games = counts.values().stream().mapToInt(Integer::intValue).sum();
        if (format == Format.JSON) {
            StringBuilder summary = new StringBuilder("{\"games\": " + games);
            counts.forEach((st, n) -> summary.append(", \"").append(st.id()).append("\": ").append(n));
            out.println((first ? "" : "\n") + "], \"summary\": " + summary + "}}");
        } else {
            out.println(games + (games == 1 ? " game: " : " games: ") + counts.get(Status.LEGAL) + " legal, " + counts.get(Status.PLAYED_ON)
                    + " legal but played on after the end the rules give, " + counts.get(Status.ILLEGAL)
                    + " illegal, " + counts.get(Status.UNREADABLE) + " unreadable, "
                    + counts.get(Status.UNKNOWN_VARIANT) + " of unknown variant");
        }
        return counts.get(Status.LEGAL) + counts.get(Status.PLAYED_ON) < games ? 1 : 0;
    }

    /**
     * A game's verdict, as counted: {@code played_on} is legal (every move fits) but goes on after the end the
     * rules give; {@code illegal} includes refused setups.
     */
    enum Status {
        LEGAL, PLAYED_ON, ILLEGAL, UNREADABLE, UNKNOWN_VARIANT;

        String id() {
            return name().toLowerCase();
        }
    }

    /** One game's verdict and where it points. */
    record Report(PdnGame game, String variant, Status status, String verdict, int line, int column, String result,
                  String ending, int plies, List<String> notes) {

        String text(Path file) {
            String where = file.getFileName() + ":" + (line > 0 ? line + ":" + column : game.line() + ":1");
            String tail = switch (status) {
                case LEGAL -> ", " + result + " (" + ending + "), " + plies + " plies";
                case PLAYED_ON -> ", " + result + ", " + plies + " plies";
                default -> "";
            };
            if (!notes.isEmpty()) {
                tail += "; note: " + String.join("; note: ", notes);
            }
            return where + ": game " + game.index() + " [" + variant + "]: " + verdict + tail;
        }

        String json(Path file) {
            return "  {\"file\": " + PdnCommand.Json.string(file.toString()) + ", \"game\": " + game.index()
                    + ", \"variant\": " + PdnCommand.Json.string(variant) + ", \"status\": \"" + status.id()
                    + "\", \"verdict\": "
                    + PdnCommand.Json.string(verdict) + ", \"line\": " + line + ", \"column\": " + column
                    + ", \"result\": " + PdnCommand.Json.string(result) + ", \"ending\": "
                    + PdnCommand.Json.string(ending) + ", \"plies\": " + plies + ", \"notes\": ["
                    + String.join(", ", notes.stream().map(PdnCommand.Json::string).toList()) + "]}";
        }
    }

    static Report verify(PdnGame g, Variant chosen) {
        Optional<PdnDiagnostic> error = g.diagnostics().stream().filter(PdnDiagnostic::isError).findFirst();
        if (error.isPresent()) {
            PdnDiagnostic d = error.get();
            return new Report(g, "?", Status.UNREADABLE, "unreadable: " + d.message(), d.line(), d.column(), "*", "", 0, List.of());
        }
        Variant v = EngineMoves.variantOf(g, chosen).orElse(null);
        if (v == null) {
            String why = g.gameType().map(t -> "no rules for GameType " + t.type())
                    .orElse("no GameType tag: give --variant");
            return new Report(g, "?", Status.UNKNOWN_VARIANT, "unknown variant: " + why, g.line(), 1, "*", "", 0, List.of());
        }
        Replayer.Verdict verdict;
        try {
            verdict = Replayer.replay(g, EngineMoves.forGame(g, v));
        } catch (IllegalArgumentException e) {
            return new Report(g, v.id(), Status.ILLEGAL, "illegal at ply 1: " + e.getMessage(), g.line(), 1, "*", "", 0, List.of());
        }
        List<String> notes = new java.util.ArrayList<>(verdict.notes());
        if (!verdict.setupRefused()) {
            notes.addAll(Replayer.checkVariations(g, EngineMoves.forGame(g, v)));
        }
        String result = verdict.end() == null ? "*" : verdict.end().result();
        String ending = verdict.end() == null ? "unfinished" : verdict.end().reason();
        Status status = verdict.playedOn() ? Status.PLAYED_ON : verdict.legal() ? Status.LEGAL : Status.ILLEGAL;
        return new Report(g, v.id(), status, verdict.toString(), verdict.line(), verdict.column(), result, ending,
                verdict.moves().size(), notes);
    }
}
