package org.hakem.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;

import org.hakem.pdn.GameType;
import org.hakem.pdn.PdnDiagnostic;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnTag;
import org.hakem.pdn.PdnWriter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code pdn parse} and {@code pdn normalize}: read PDN files without server or database. */
@Command(name = "pdn", mixinStandardHelpOptions = true, description = "Read, check and normalise PDN files.",
        subcommands = {PdnCommand.Parse.class, PdnCommand.Normalize.class})
final class PdnCommand implements Runnable {

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    enum Format { TEXT, JSON }

    /** Reads files and reports every problem with file, game, line:column. */
    @Command(name = "parse", mixinStandardHelpOptions = true,
        description = "Read PDN files and print their diagnostics; exit 1 if any error.")
    static final class Parse implements Callable<Integer> {

        @Option(names = "--format", description = "text or json (default: text)")
        Format format = Format.TEXT;

        @Option(names = "--warnings", negatable = true, description = "also print warnings (default: true)")
        boolean warnings = true;

        @Parameters(arity = "1..*", paramLabel = "FILE")
        List<Path> files;

        @Override
        public Integer call() throws IOException {
            PrintStream out = System.out;
            int errors = 0;
            if (format == Format.JSON) {
                out.println("[");
            }
            for (int f = 0; f < files.size(); f++) {
                Path file = files.get(f);
                int games = 0;
                int invalid = 0;
                List<PdnDiagnostic> shown = new ArrayList<>();
                String encoding;
                try (PdnReader reader = PdnReader.open(file)) {
                    for (Iterator<PdnGame> it = reader; it.hasNext(); ) {
                        PdnGame g = it.next();
                        if (!g.isEmpty()) {
                            games++;
                        }
                        if (!g.isValid()) {
                            invalid++;
                        }
                        for (PdnDiagnostic d : g.diagnostics()) {
                            if (d.isError()) {
                                errors++;
                            }
                            if (d.isError() || warnings) {
                                if (format == Format.TEXT) {
                                    out.println(d);
                                } else {
                                    shown.add(d);
                                }
                            }
                        }
                    }
                    encoding = reader.encoding().map(Enum::name).orElse("?");
                }
                if (format == Format.TEXT) {
                    out.printf("%s: %d games, %d with errors, encoding %s%n", file, games, invalid, encoding);
                } else {
                    out.print("  {\"file\": " + Json.string(file.toString()) + ", \"games\": " + games
                            + ", \"invalid\": " + invalid + ", \"encoding\": " + Json.string(encoding)
                            + ", \"diagnostics\": [");
                    for (int i = 0; i < shown.size(); i++) {
                        PdnDiagnostic d = shown.get(i);
                        out.print((i == 0 ? "\n" : ",\n") + "    {\"severity\": "
                                + Json.string(d.severity().name().toLowerCase())
                                + ", \"game\": " + d.game() + ", \"line\": " + d.line() + ", \"column\": " + d.column()
                                + ", \"message\": " + Json.string(d.message()) + "}");
                    }
                    out.println((shown.isEmpty() ? "" : "\n  ") + "]}" + (f + 1 < files.size() ? "," : ""));
                }
            }
            if (format == Format.JSON) {
                out.println("]");
            }
            return errors > 0 ? 1 : 0;
        }
    }

    /** Writes canonical PDN 3.0; games with errors are left out and reported. */
    @Command(name = "normalize", mixinStandardHelpOptions = true,
        description = "Write the games of a PDN file as canonical PDN 3.0 (standard tag order, full "
                + "GameType, canonical FEN, 80-column lines). When the rules engine knows the game's "
                + "variant (GameType tag, or --variant for games without one) the moves are replayed and "
                + "written in short notation unless ambiguous; from a move that does not replay on, and "
                + "for unknown variants, moves keep their text, normalised in separators only. Games "
                + "with errors are left out and reported on stderr; exit 1 then.")
    static final class Normalize implements Callable<Integer> {

        @Option(names = "--variant", paramLabel = "V",
                description = "variant of games without GameType (ids: ${COMPLETION-CANDIDATES})",
                completionCandidates = VerifyCommand.VariantIds.class)
        String variant;

        @Option(names = "--game-type", paramLabel = "GAMETYPE",
                description = "GameType to add to games that have none (e.g. 20 or 29,W,8,8,A0,0)")
        String gameType;

        @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "write here instead of standard output")
        Path output;

        @Parameters(arity = "1", paramLabel = "FILE")
        Path file;

        @Override
        public Integer call() throws IOException {
            String fullGameType = null;
            if (gameType != null) {
                try {
                    fullGameType = GameType.parse(gameType).toFullString();
                } catch (IllegalArgumentException e) {
                    System.err.println("--game-type: " + e.getMessage());
                    return 2;
                }
            }
            org.hakem.rules.Variant chosen = null;
            if (variant != null) {
                java.util.Optional<org.hakem.rules.Variant> v = VerifyCommand.variantOption(variant);
                if (v.isEmpty()) {
                    return 2;
                }
                chosen = v.get();
            }
            int skipped = 0;
            int written = 0;
            Writer w = output == null
                    ? new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8))
                    : Files.newBufferedWriter(output, StandardCharsets.UTF_8);
            try (PdnReader reader = PdnReader.open(file)) {
                PdnWriter writer = new PdnWriter(w);
                for (Iterator<PdnGame> it = reader; it.hasNext(); ) {
                    PdnGame g = it.next();
                    for (PdnDiagnostic d : g.diagnostics()) {
                        System.err.println(d);
                    }
                    if (g.isEmpty()) {
                        continue;
                    }
                    if (!g.isValid()) {
                        skipped++;
                        System.err.println(file.getFileName() + ": game " + g.index() + " (line " + g.line()
                                + ") left out: it has errors");
                        continue;
                    }
                    String addGameType = fullGameType;
                    if (addGameType == null && chosen != null) {
                        try {
                            addGameType = GameType.parse(Integer.toString(chosen.gameType())).toFullString();
                        } catch (IllegalArgumentException notStandard) {
                            addGameType = null; // e.g. obstacle checkers has no PDN GameType number
                        }
                    }
                    if (addGameType != null && g.tag("GameType").isEmpty()) {
                        List<PdnTag> tags = new ArrayList<>(g.tags());
                        tags.add(new PdnTag("GameType", addGameType));
                        g = new PdnGame(g.source(), g.index(), g.line(), tags, g.mainLine(), g.terminator(),
                                g.diagnostics());
                    }
                    writer.write(shortNotation(g, chosen));
                    written++;
                }
            } finally {
                if (output == null) {
                    w.flush();
                } else {
                    w.close();
                }
            }
            System.err.println(file.getFileName() + ": " + written + " games written, " + skipped + " left out");
            return skipped > 0 ? 1 : 0;
        }
    }

    /** The game with its moves in short notation when its variant is known and it replays; else as it is. */
    static PdnGame shortNotation(PdnGame g, org.hakem.rules.Variant chosen) {
        org.hakem.rules.Variant v = org.hakem.pdn.replay.EngineMoves.variantOf(g, chosen).orElse(null);
        if (v == null) {
            return g;
        }
        try {
            org.hakem.pdn.replay.EngineMoves rules = org.hakem.pdn.replay.EngineMoves.forGame(g, v);
            char sep = g.gameType().map(GameType::captureSeparator).orElse('x');
            org.hakem.pdn.PdnLine line = org.hakem.pdn.replay.Replayer.shortNotation(g.mainLine(),
                    org.hakem.pdn.replay.Replayer.start(g, rules), rules, sep);
            return new PdnGame(g.source(), g.index(), g.line(), g.tags(), line, g.terminator(), g.diagnostics());
        } catch (IllegalArgumentException e) {
            System.err.println(g.source() + ": game " + g.index() + ": moves kept as read: " + e.getMessage());
            return g;
        }
    }

    /** JSON string quoting for the reports (no JSON library in the CLI): the archive's quoting, one copy. */
    static final class Json {
        private Json() {
        }

        static String string(String s) {
            return org.hakem.text.Json.string(s == null ? "" : s);
        }
    }
}
