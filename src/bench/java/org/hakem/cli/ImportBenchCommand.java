package org.hakem.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.hakem.archive.application.GameReading;
import org.hakem.archive.application.PdnGameTexts;
import org.hakem.archive.domain.GameRecord;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.infrastructure.LucenePositionIndex;
import org.hakem.archive.infrastructure.PositionDocuments;
import org.hakem.rules.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code bench import}: times the archive import of PDN files (folders are searched for {@code *.pdn}), repeated
 * {@code --copies} times with a distinct Event per copy so that every copy is new to the duplicate check. Stages
 * are timed separately so the cost of each is visible: reading (parse), reading and replay, the Lucene documents,
 * indexing in memory, and the real end-to-end import (the archive's importer into a temporary embedded
 * PostgreSQL and a Lucene index on disk, committed), which is timed twice: into the empty archive, and the same
 * input again (everything a duplicate). Reports games, wall time, CPU time of the process and the load average.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Time the archive import of PDN files or folders (parse, replay, PostgreSQL, Lucene).")
final class ImportBenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "PDN files or folders (searched for *.pdn).")
    List<Path> inputs = new ArrayList<>();

    @Option(names = "--copies", defaultValue = "1", description = "Import the input this many times, each with distinct events.")
    int copies;

    @Option(names = "--default-variant", defaultValue = "international",
            description = "Variant of games without GameType, unless the file's folder is named after a variant "
                    + "(english/, turkish/...), as an archivist would give it (default ${DEFAULT-VALUE}).")
    String defaultVariant;

    @Option(names = "--stages", description = "Also time the stages alone (parse, replay, documents, in-memory index).")
    boolean stages;

    @Option(names = "--warmup", defaultValue = "1", description = "With --stages: untimed passes first (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--runs", defaultValue = "1",
            description = "End-to-end imports, each into a new database and index (default ${DEFAULT-VALUE}).")
    int runs;

    @Mixin
    DurabilityOption durability = new DurabilityOption();

    @Option(names = "--again", negatable = true, defaultValue = "true",
            description = "Import the same input a second time (all duplicates) and time it (default ${DEFAULT-VALUE}).")
    boolean again;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        List<Path> files = files();
        Map<Variant, byte[][]> groups = BenchArchive.texts(BenchArchive.byVariant(files, Variant.require(defaultVariant)), copies);
        long bytes = 0;
        for (byte[][] g : groups.values()) {
            for (byte[] t : g) {
                bytes += t.length;
            }
        }
        out.printf(Locale.ROOT, "bench import: %d files x %d copies, %.1f MB, default variants %s, Java %s, %d cores, %s%n",
                files.size(), copies, bytes / 1e6, groups.keySet().stream().map(Variant::id).toList(), Runtime.version(),
                Runtime.getRuntime().availableProcessors(), durability.describe());
        out.flush();
        if (stages) {
            for (int i = 0; i < warmup; i++) {
                stage(null, "warm-up", groups, 3);
            }
            stage(out, "parse", groups, 0);
            stage(out, "parse + replay + duplicate key", groups, 1);
            stage(out, "... + Lucene documents", groups, 2);
            stage(out, "... + in-memory Lucene index", groups, 3);
        }
        List<Double> rates = new ArrayList<>();
        for (int run = 1; run <= runs; run++) {
            if (runs > 1) {
                out.printf("run %d of %d (a new database and index; later runs have the JIT warm, like a running server)%n",
                        run, runs);
            }
            rates.add(endToEnd(out, groups));
        }
        if (runs > 1) {
            out.println(summary(rates));
        }
        return 0;
    }

    /**
     * The end-to-end rates of all runs, and of the later half on its own (the JIT warm, as in a server that has
     * imported before): median and best.
     */
    static String summary(List<Double> rates) {
        List<Double> warm = new ArrayList<>(rates.subList(rates.size() / 2, rates.size()));
        warm.sort(null);
        int n = warm.size();
        double median = n % 2 == 1 ? warm.get(n / 2) : (warm.get(n / 2 - 1) + warm.get(n / 2)) / 2;
        StringBuilder all = new StringBuilder();
        for (double r : rates) {
            all.append(all.isEmpty() ? "" : ", ").append(String.format(Locale.ROOT, "%,.0f", r));
        }
        return String.format(Locale.ROOT, "end-to-end, runs 1 to %d: %s games/s; runs %d to %d (warm): median %,.0f, "
                + "best %,.0f games/s", rates.size(), all, rates.size() / 2 + 1, rates.size(), median, warm.get(n - 1));
    }

    private List<Path> files() throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path p : inputs) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.walk(p)) {
                    s.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".pdn"))
                            .sorted().forEach(out::add);
                }
            } else {
                out.add(p);
            }
        }
        return out;
    }

    private void stage(PrintWriter out, String name, Map<Variant, byte[][]> groups, int depth) throws IOException {
        BenchArchive.Clock clock = BenchArchive.Clock.start();
        int games = 0;
        long positions = 0;
        try (LucenePositionIndex index = depth >= 3 ? LucenePositionIndex.inMemory() : null) {
            List<IndexedGame> chunk = new ArrayList<>();
            for (Map.Entry<Variant, byte[][]> group : groups.entrySet()) {
                for (byte[] t : group.getValue()) {
                    try (PdnGameTexts g = new PdnGameTexts(new ByteArrayInputStream(t), "bench")) {
                        while (g.hasNext()) {
                            PdnGameTexts.GameText gt = g.next();
                            games++;
                            if (depth == 0 || gt.game().isEmpty()) {
                                continue;
                            }
                            GameRecord r = GameReading.read(gt.game(), gt.text(), group.getKey());
                            r.dedupeKey();
                            if (depth >= 2 && r.hasPositions()) {
                                IndexedGame ig = new IndexedGame(games, r.line(), r.tag("White"), r.tag("Black"),
                                        r.tag("Event"), r.date().year(), r.tag("Result"), r.whiteRating(), r.blackRating());
                                positions += ig.line().positions().size();
                                if (depth == 2) {
                                    PositionDocuments.documents(ig);
                                } else {
                                    chunk.add(ig);
                                    if (chunk.size() == 200) {
                                        index.replace(chunk);
                                        chunk.clear();
                                    }
                                }
                            }
                        }
                    }
                }
            }
            if (index != null) {
                index.replace(chunk);
                index.commit();
            }
        }
        clock.report(out, name, games, positions);
    }

    /** One import run per default variant (every copy of the files of that variant), as an archivist would run them. */
    /** @return the first import's games per second */
    private double endToEnd(PrintWriter out, Map<Variant, byte[][]> groups) throws Exception {
        try (BenchArchive archive = BenchArchive.open(null, durability.durability())) {
            double first = 0;
            for (int pass = 0; pass < (again ? 2 : 1); pass++) {
                double rate = archive.importAll(out, pass == 0 ? "end-to-end import" : "same input again (duplicates)",
                        groups);
                if (pass == 0) {
                    first = rate;
                }
            }
            archive.summary(out);
            return first;
        }
    }
}
