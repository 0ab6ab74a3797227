package org.hakem.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import org.hakem.archive.application.GamePdn;
import org.hakem.archive.application.GameReading;
import org.hakem.archive.application.PdnGameTexts;
import org.hakem.archive.application.RandomGames;
import org.hakem.archive.domain.GameFilters;
import org.hakem.archive.domain.GameRecord;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;
import org.hakem.archive.domain.SquareRule;
import org.hakem.archive.infrastructure.LucenePositionIndex;
import org.hakem.pdn.PdnTag;
import org.hakem.pdn.PdnWriter;
import org.hakem.rules.Piece;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;
import org.hakem.rules.Variants;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench search}: builds a position index of N positions (real games from the PDN files given, then legal
 * random games from the engine up to the size asked), then times exact searches, pattern searches (first page)
 * and count + next-move statistics, and reports the index size per position. By default the index is built
 * directly with the archive's indexing code; with {@code --via-import} the archive searched is built by the
 * end-to-end import instead: the random games are first written as PDN files (untimed), then those and the PDN
 * files are imported (parse, replay, PostgreSQL, Lucene: timed) into a temporary embedded PostgreSQL. With
 * {@code --import} it also times an end-to-end import of the PDN files alone.
 */
@Command(name = "search", mixinStandardHelpOptions = true,
        description = "Time position search on an index of N positions (real PDN games plus random legal games).")
class SearchBenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--positions", defaultValue = "10000000", description = "Positions to index (default ${DEFAULT-VALUE}).")
    long positions;

    @Mixin
    DurabilityOption durability = new DurabilityOption();

    @Option(names = "--pdn", paramLabel = "FILE", split = ",", description = "Real games to include (replayed; the corpus).")
    List<Path> pdn = new ArrayList<>();

    @Option(names = "--default-variant", defaultValue = "international",
            description = "Variant of PDN games without GameType, unless the file's folder is named after a variant "
                    + "(english/, turkish/...) (default ${DEFAULT-VALUE}).")
    String defaultVariant;

    @Option(names = "--dir", description = "Index folder, kept; with --via-import the archive's data folder (the index in DIR/index) "
            + "(default: a new temporary folder, removed).")
    Path dir;

    @Option(names = "--queries", defaultValue = "300", description = "Queries per kind (default ${DEFAULT-VALUE}).")
    int queries;

    @Option(names = "--seed", defaultValue = "42")
    long seed;

    @Option(names = "--via-import",
            description = "Build the archive searched by the end-to-end import (parse, replay, PostgreSQL, Lucene; timed) "
                    + "of the --pdn files and of the random games written as PDN (untimed), into a temporary embedded "
                    + "PostgreSQL.")
    boolean viaImport;

    @Option(names = "--import", description = "Also time an end-to-end import of the --pdn files (temporary PostgreSQL).")
    boolean endToEnd;

    @Option(names = "--import-copies", defaultValue = "1",
            description = "For --import: import the files this many times with distinct events (more games to time).")
    int copies;

    static final List<Variant> RANDOM_VARIANTS = List.of(Variants.TURKISH, Variants.INTERNATIONAL, Variants.ENGLISH);
    private static final String[] NAMES = {"Keller,D.", "Sijbrands, T.", "Yılmaz, Ş.", "Boomstra, R.", "Tinsley, M.", "Çelik, İ."};
    private static final String[] RESULTS = {"1-0", "0-1", "1/2-1/2"};

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        out.printf("bench %s: target %,d positions, %s, Java %s, %d cores%n", spec.name(), positions,
                viaImport ? "built by the end-to-end import" : "indexed directly", Runtime.version(),
                Runtime.getRuntime().availableProcessors());
        out.flush();
        if (viaImport) {
            searchImported(out);
        } else {
            searchIndexed(out);
        }
        if (endToEnd) {
            importBench(out);
        }
        return 0;
    }

    /** The games are put in the index as they are made. */
    private void searchIndexed(PrintWriter out) throws Exception {
        Path folder = dir != null ? dir : Files.createTempDirectory("hakem-bench-index");
        out.printf("index in %s%n", folder);
        List<Position> sample = new ArrayList<>();
        Random random = new Random(seed);
        try (LucenePositionIndex index = LucenePositionIndex.open(folder)) {
            List<IndexedGame> batch = new ArrayList<>();
            long t0 = System.nanoTime();
            long games = games(out, sample, random, (g, generated) -> {
                batch.add(g);
                if (batch.size() >= 1000) {
                    index.replace(batch);
                    batch.clear();
                }
            });
            index.replace(batch);
            index.commit();
            double build = (System.nanoTime() - t0) / 1e9;
            long t1 = System.nanoTime();
            index.forceMerge();
            out.printf("built: %,d games, %,d positions in %.0f s (%.0f positions/s, games generated and indexed); "
                            + "merged to one segment in %.0f s%n", games, index.size(), build, index.size() / build,
                    (System.nanoTime() - t1) / 1e9);
            measure(out, index, sample, random);
        } finally {
            if (dir == null) {
                ArchiveRuntimeFiles.delete(folder);
            }
        }
    }

    /**
     * The random games are written as PDN, one file per variant (untimed); then the real files and those are
     * imported end to end (timed), and the searches run on the archive's index.
     */
    private void searchImported(PrintWriter out) throws Exception {
        Path folder = Files.createTempDirectory("hakem-bench-pdn");
        List<Position> sample = new ArrayList<>();
        Random random = new Random(seed);
        try {
            Map<Variant, Path> written = new LinkedHashMap<>();
            Map<Variant, Writer> writers = new LinkedHashMap<>();
            long t0 = System.nanoTime();
            long[] randomGames = {0};
            try {
                games(out, sample, random, (g, generated) -> {
                    if (generated) {
                        Variant v = g.line().variant();
                        Writer w = writers.get(v);
                        if (w == null) {
                            Path f = folder.resolve("random-" + v.id() + ".pdn");
                            written.put(v, f);
                            w = Files.newBufferedWriter(f, StandardCharsets.UTF_8);
                            writers.put(v, w);
                        }
                        new PdnWriter(w).write(GamePdn.of(g.line(), tags(g)));
                        randomGames[0]++;
                    }
                });
            } finally {
                for (Writer w : writers.values()) {
                    w.close();
                }
            }
            long bytes = 0;
            for (Path f : written.values()) {
                bytes += Files.size(f);
            }
            out.printf("written (untimed): %,d random games as PDN, %d files of %.1f MB, in %.0f s%n", randomGames[0],
                    written.size(), bytes / 1e6, (System.nanoTime() - t0) / 1e9);
            Map<Variant, List<Path>> files = BenchArchive.byVariant(pdn, Variant.require(defaultVariant));
            written.forEach((v, f) -> files.computeIfAbsent(v, k -> new ArrayList<>()).add(f));
            BenchArchive.memory(out, "before the import");
            try (BenchArchive archive = BenchArchive.open(dir, durability.durability())) {
                archive.importFiles(out, "end-to-end import", files);
                BenchArchive.memory(out, "after the import");
                archive.summary(out);
                out.printf("searches on the index as the import left it (%d segments):%n", archive.index().segmentCount());
                measure(out, archive.index(), sample, new Random(seed + 1)); // the same queries both times
                long t1 = System.nanoTime();
                archive.index().forceMerge();
                out.printf("merged to one segment in %.0f s; searches again:%n", (System.nanoTime() - t1) / 1e9);
                measure(out, archive.index(), sample, new Random(seed + 1));
                BenchArchive.memory(out, "after the searches");
            }
        } finally {
            ArchiveRuntimeFiles.delete(folder);
        }
    }

    /** Where the games go as they are made; {@code generated} for a random one, false for one read from --pdn. */
    interface GameSink {
        void add(IndexedGame game, boolean generated) throws IOException;
    }

    /**
     * Reads the real games, then makes random legal games (Turkish, International, English in turn) until the
     * positions reach {@code --positions}, giving each to the sink and keeping a sample of positions to query.
     *
     * @return the number of games
     */
    private long games(PrintWriter out, List<Position> sample, Random random, GameSink sink) throws IOException {
        long indexed = 0;
        long games = 0;
        long t0 = System.nanoTime();
        long id = 1;
        Variant fallback = Variant.require(defaultVariant);
        for (Path f : pdn) {
            Variant variant = BenchArchive.defaultVariant(f, fallback);
            try (InputStream in = Files.newInputStream(f); PdnGameTexts texts = new PdnGameTexts(in, f.toString())) {
                while (texts.hasNext()) {
                    var gt = texts.next();
                    if (gt.game().isEmpty()) {
                        continue;
                    }
                    GameRecord r = GameReading.read(gt.game(), gt.text(), variant);
                    if (r.hasPositions()) {
                        IndexedGame g = new IndexedGame(id++, r.line(), r.tag("White"), r.tag("Black"), r.tag("Event"),
                                r.date().year(), r.tag("Result"), r.whiteRating(), r.blackRating());
                        sink.add(g, false);
                        indexed += g.line().positions().size();
                        games++;
                        keep(sample, random, g, indexed);
                    }
                }
            }
        }
        out.printf("real games: %,d games, %,d positions%n", games, indexed);
        RandomGames gen = new RandomGames(seed);
        long next = 1_000_000;
        while (indexed < positions) {
            Variant v = RANDOM_VARIANTS.get((int) (games % RANDOM_VARIANTS.size()));
            IndexedGame g = new IndexedGame(id++, gen.play(v, 160), NAMES[random.nextInt(NAMES.length)],
                    NAMES[random.nextInt(NAMES.length)], "Random " + (games % 50), 1950 + random.nextInt(75),
                    RESULTS[random.nextInt(RESULTS.length)]);
            sink.add(g, true);
            indexed += g.line().positions().size();
            games++;
            keep(sample, random, g, indexed);
            if (indexed >= next) {
                out.printf("  %,d positions, %,d games, %.0f s%n", indexed, games, (System.nanoTime() - t0) / 1e9);
                out.flush();
                next += 1_000_000;
            }
        }
        return games;
    }

    /** The tags of a random game as written for the import (its id as the round makes every game distinct). */
    static List<PdnTag> tags(IndexedGame g) {
        return List.of(new PdnTag("Event", g.event()), new PdnTag("Site", "Hakem bench search"),
                new PdnTag("Date", g.year() + ".??.??"), new PdnTag("Round", Long.toString(g.id())),
                new PdnTag("White", g.white()), new PdnTag("Black", g.black()), new PdnTag("Result", g.result()));
    }

    /** What is timed on the index built (as imported, then merged): the searches; {@code bench explorer} its steps. */
    void measure(PrintWriter out, LucenePositionIndex index, List<Position> sample, Random random) {
        searches(out, index, sample, random);
    }

    /** Index size, then the timed queries (after a warm-up) on positions sampled from the games. */
    private void searches(PrintWriter out, LucenePositionIndex index, List<Position> sample, Random random) {
        long bytes = index.sizeInBytes();
        out.printf("index size: %,d bytes = %.1f bytes per position%n", bytes, (double) bytes / index.size());
        out.flush();

        // warm up, then time
        List<PositionQuery> exact = new ArrayList<>(), pattern = new ArrayList<>();
        for (int i = 0; i < queries; i++) {
            Position p = sample.get(random.nextInt(sample.size()));
            exact.add(PositionQuery.exact(p));
            pattern.add(patternFrom(p, random));
        }
        time(out, "warm-up", exact.subList(0, Math.min(50, queries)), q -> index.search(q, SearchResult.Sort.GAME, 0, 20));
        time(out, "warm-up", pattern.subList(0, Math.min(50, queries)), q -> index.search(q, SearchResult.Sort.GAME, 0, 20));
        time(out, "exact position (first page of 20)", exact, q -> index.search(q, SearchResult.Sort.GAME, 0, 20));
        time(out, "pattern (first page of 20)", pattern, q -> index.search(q, SearchResult.Sort.GAME, 0, 20));
        // the other sorts of the bounded search, and the count of every match (the search before the bound)
        time(out, "pattern, by year, newest first", pattern, q -> index.search(q, SearchResult.Sort.YEAR_DESC, 0, 20));
        time(out, "pattern, by first ply", pattern, q -> index.search(q, SearchResult.Sort.PLY, 0, 20));
        time(out, "pattern, most matches first", pattern, q -> index.search(q, SearchResult.Sort.MATCHES, 0, 20));
        time(out, "pattern, every match counted", pattern, q -> index.search(q, SearchResult.Sort.GAME, 0, 20, Long.MAX_VALUE));
        long over = pattern.stream().filter(q -> !index.search(q, SearchResult.Sort.GAME, 0, 1).countExact()).count();
        out.printf("patterns with more than %,d games: %d of %d%n", LucenePositionIndex.COUNT_BOUND, over, pattern.size());
        time(out, "count + next-move statistics", exact, q -> {
            index.search(q, SearchResult.Sort.GAME, 0, 1);
            index.nextMoves(q);
        });
        time(out, "exact, filtered by player", exact.stream()
                .map(q -> q.withFilters(new GameFilters("keller", null, null, null, null, null))).toList(),
                q -> index.search(q, SearchResult.Sort.GAME, 0, 20));
    }

    /** The --pdn files alone, imported end to end (each copy with distinct events). */
    private void importBench(PrintWriter out) throws Exception {
        try (BenchArchive archive = BenchArchive.open(null, durability.durability())) {
            archive.importAll(out, "end-to-end import of the --pdn files",
                    BenchArchive.texts(BenchArchive.byVariant(pdn, Variant.require(defaultVariant)), copies));
        }
    }

    private static void keep(List<Position> sample, Random random, IndexedGame g, long seen) {
        List<Position> ps = g.line().positions();
        Position p = ps.get(random.nextInt(ps.size()));
        if (sample.size() < 10_000) {
            sample.add(p);
        } else if (random.nextInt(10) == 0) {
            sample.set(random.nextInt(sample.size()), p);
        }
    }

    /** Two to four square rules true in a stored position (so the pattern has hits), sometimes with material. */
    static PositionQuery patternFrom(Position p, Random random) {
        Variant v = p.variant();
        int n = 2 + random.nextInt(3);
        List<SquareRule> rules = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int sq = 1 + random.nextInt(v.board().squareCount());
            Piece piece = p.pieceAt(sq);
            SquareRule.Kind kind = switch (piece) {
                case WHITE_MAN -> random.nextBoolean() ? SquareRule.Kind.WHITE_MAN : SquareRule.Kind.WHITE;
                case WHITE_KING -> SquareRule.Kind.WHITE_KING;
                case BLACK_MAN -> random.nextBoolean() ? SquareRule.Kind.BLACK_MAN : SquareRule.Kind.BLACK;
                case BLACK_KING -> SquareRule.Kind.BLACK_KING;
                default -> SquareRule.Kind.EMPTY;
            };
            rules.add(new SquareRule(sq, kind, false));
        }
        List<PositionQuery.MaterialRange> material = random.nextInt(3) == 0
                ? List.of(new PositionQuery.MaterialRange(PositionQuery.Count.DIFFERENCE, -1, 1)) : List.of();
        return new PositionQuery(v, null, rules, null, material, false, GameFilters.NONE);
    }

    interface Work {
        void run(PositionQuery q);
    }

    /**
     * Times each query: wall clock, and the CPU time of the thread running it (on a shared, loaded machine the CPU
     * time says what the search costs, the wall clock also how long it waited for a core).
     */
    static void time(PrintWriter out, String what, List<PositionQuery> qs, Work work) {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long[] ns = new long[qs.size()];
        long[] cpu = new long[qs.size()];
        for (int i = 0; i < qs.size(); i++) {
            long c = threads.getCurrentThreadCpuTime();
            long t = System.nanoTime();
            work.run(qs.get(i));
            ns[i] = System.nanoTime() - t;
            cpu[i] = threads.getCurrentThreadCpuTime() - c;
        }
        if (what.equals("warm-up")) {
            return;
        }
        Arrays.sort(ns);
        Arrays.sort(cpu);
        out.printf("%-38s n=%d  p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  max %.2f ms  (CPU p50 %.2f ms  p90 %.2f ms)%n", what,
                ns.length, ns[ns.length / 2] / 1e6, ns[(int) (ns.length * 0.9)] / 1e6, ns[(int) (ns.length * 0.99)] / 1e6,
                ns[ns.length - 1] / 1e6, cpu[cpu.length / 2] / 1e6, cpu[(int) (cpu.length * 0.9)] / 1e6);
        out.flush();
    }

    /** Removing a temporary folder. */
    static final class ArchiveRuntimeFiles {
        static void delete(Path folder) {
            try (var s = Files.walk(folder)) {
                s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (java.io.IOException e) {
                // best effort
            }
        }
    }
}
