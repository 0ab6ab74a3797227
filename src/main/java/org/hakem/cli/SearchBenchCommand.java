package org.hakem.cli;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import org.flywaydb.core.Flyway;
import org.hakem.archive.application.ArchiveImporter;
import org.hakem.archive.application.GameReading;
import org.hakem.archive.application.IndexMaintenance;
import org.hakem.archive.application.PdnGameTexts;
import org.hakem.archive.application.RandomGames;
import org.hakem.archive.domain.GameFilters;
import org.hakem.archive.domain.GameRecord;
import org.hakem.archive.domain.IndexedGame;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SearchResult;
import org.hakem.archive.domain.SquareRule;
import org.hakem.archive.infrastructure.JdbcArchiveStore;
import org.hakem.archive.infrastructure.LucenePositionIndex;
import org.hakem.rules.Piece;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;
import org.hakem.rules.Variants;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench search}: builds a position index directly with the archive's indexing code (real games from
 * the PDN files given, then legal random games from the engine up to the size asked), then times exact
 * searches, pattern searches (first page) and count + next-move statistics, and reports the index size per
 * position. With {@code --import} it also times an end-to-end import (parse, replay, PostgreSQL, Lucene) of
 * the files into a temporary embedded PostgreSQL.
 */
@Command(name = "search", mixinStandardHelpOptions = true,
        description = "Time position search on an index of N positions (real PDN games plus random legal games).")
final class SearchBenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--positions", defaultValue = "10000000", description = "Positions to index (default ${DEFAULT-VALUE}).")
    long positions;

    @Option(names = "--pdn", paramLabel = "FILE", split = ",", description = "Real games to include (replayed; the corpus).")
    List<Path> pdn = new ArrayList<>();

    @Option(names = "--default-variant", description = "Variant of PDN games without GameType (default: international).",
            defaultValue = "international")
    String defaultVariant;

    @Option(names = "--dir", description = "Index folder (default: a new temporary folder).")
    Path dir;

    @Option(names = "--queries", defaultValue = "300", description = "Queries per kind (default ${DEFAULT-VALUE}).")
    int queries;

    @Option(names = "--seed", defaultValue = "42")
    long seed;

    @Option(names = "--import", description = "Also time an end-to-end import of the --pdn files (temporary PostgreSQL).")
    boolean endToEnd;

    @Option(names = "--import-copies", defaultValue = "1",
            description = "For --import: import the files this many times with distinct events (more games to time).")
    int copies;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        Path folder = dir != null ? dir : Files.createTempDirectory("hakem-bench-index");
        out.printf("bench search: target %,d positions, index in %s, Java %s, %d cores%n", positions, folder,
                Runtime.version(), Runtime.getRuntime().availableProcessors());
        out.flush();
        List<Position> sample = new ArrayList<>();
        Random random = new Random(seed);
        long indexed = 0;
        long games = 0;
        long t0 = System.nanoTime();
        try (LucenePositionIndex index = LucenePositionIndex.open(folder)) {
            Variant fallback = Variant.require(defaultVariant);
            List<IndexedGame> batch = new ArrayList<>();
            long id = 1;
            for (Path f : pdn) {
                try (InputStream in = Files.newInputStream(f); PdnGameTexts texts = new PdnGameTexts(in, f.toString())) {
                    while (texts.hasNext()) {
                        var gt = texts.next();
                        if (gt.game().isEmpty()) {
                            continue;
                        }
                        GameRecord r = GameReading.read(gt.game(), gt.text(), fallback);
                        if (r.hasPositions()) {
                            IndexedGame g = new IndexedGame(id++, r.line(), r.tag("White"), r.tag("Black"), r.tag("Event"),
                                    r.date().year(), r.tag("Result"));
                            batch.add(g);
                            indexed += g.line().positions().size();
                            games++;
                            keep(sample, random, g, indexed);
                        }
                    }
                }
            }
            out.printf("real games: %,d games, %,d positions%n", games, indexed);
            RandomGames gen = new RandomGames(seed);
            List<Variant> variants = List.of(Variants.TURKISH, Variants.INTERNATIONAL, Variants.ENGLISH);
            String[] names = {"Keller,D.", "Sijbrands, T.", "Yılmaz, Ş.", "Boomstra, R.", "Tinsley, M.", "Çelik, İ."};
            long next = 1_000_000;
            while (indexed < positions) {
                Variant v = variants.get((int) (games % variants.size()));
                IndexedGame g = new IndexedGame(id++, gen.play(v, 160), names[random.nextInt(names.length)],
                        names[random.nextInt(names.length)], "Random " + (games % 50), 1950 + random.nextInt(75),
                        new String[] {"1-0", "0-1", "1/2-1/2"}[random.nextInt(3)]);
                batch.add(g);
                indexed += g.line().positions().size();
                games++;
                keep(sample, random, g, indexed);
                if (batch.size() >= 1000) {
                    index.replace(batch);
                    batch.clear();
                }
                if (indexed >= next) {
                    out.printf("  %,d positions, %,d games, %.0f s%n", indexed, games, (System.nanoTime() - t0) / 1e9);
                    out.flush();
                    next += 1_000_000;
                }
            }
            index.replace(batch);
            index.commit();
            double build = (System.nanoTime() - t0) / 1e9;
            long t1 = System.nanoTime();
            index.forceMerge();
            out.printf("built: %,d games, %,d positions in %.0f s (%.0f positions/s, games generated and indexed); "
                            + "merged to one segment in %.0f s%n", games, index.size(), build, indexed / build,
                    (System.nanoTime() - t1) / 1e9);
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
            time(out, "count + next-move statistics", exact, q -> {
                index.search(q, SearchResult.Sort.GAME, 0, 1);
                index.nextMoves(q);
            });
            time(out, "exact, filtered by player", exact.stream()
                    .map(q -> q.withFilters(new GameFilters("keller", null, null, null, null, null))).toList(),
                    q -> index.search(q, SearchResult.Sort.GAME, 0, 20));
        } finally {
            if (dir == null) {
                ArchiveRuntimeFiles.delete(folder);
            }
        }
        if (endToEnd) {
            importBench(out);
        }
        return 0;
    }

    private void importBench(PrintWriter out) throws Exception {
        Path tmp = Files.createTempDirectory("hakem-bench-import");
        try (EmbeddedPostgres pg = EmbeddedPostgres.builder().setDataDirectory(tmp.resolve("pg")).start();
             LucenePositionIndex index = LucenePositionIndex.open(tmp.resolve("index"))) {
            Flyway.configure().dataSource(pg.getPostgresDatabase()).locations("classpath:db/migration").load().migrate();
            JdbcArchiveStore store = new JdbcArchiveStore(pg.getPostgresDatabase());
            ArchiveImporter importer = new ArchiveImporter(store, new IndexMaintenance(store, index));
            Variant fallback = Variant.require(defaultVariant);
            long t0 = System.nanoTime();
            int read = 0, stored = 0;
            for (int c = 0; c < copies; c++) {
                for (Path f : pdn) {
                    byte[] bytes = Files.readAllBytes(f);
                    if (c > 0) { // distinct events make distinct games for the duplicate check
                        bytes = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1)
                                .replace("[Event \"", "[Event \"copy " + c + " ").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
                    }
                    ArchiveImporter.Report r = importer.run(new java.io.ByteArrayInputStream(bytes), f.toString(),
                            new ArchiveImporter.Options(fallback, null, (long) bytes.length), p -> { });
                    read += r.read();
                    stored += r.stored();
                }
            }
            double s = (System.nanoTime() - t0) / 1e9;
            out.printf("end-to-end import (parse, replay, PostgreSQL, Lucene): %,d games read, %,d stored in %.1f s = %.0f games/s%n",
                    read, stored, s, read / s);
        } finally {
            ArchiveRuntimeFiles.delete(tmp);
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

    private static void time(PrintWriter out, String what, List<PositionQuery> qs, Work work) {
        long[] ns = new long[qs.size()];
        for (int i = 0; i < qs.size(); i++) {
            long t = System.nanoTime();
            work.run(qs.get(i));
            ns[i] = System.nanoTime() - t;
        }
        if (what.equals("warm-up")) {
            return;
        }
        Arrays.sort(ns);
        out.printf("%-38s n=%d  p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  max %.2f ms%n", what, ns.length,
                ns[ns.length / 2] / 1e6, ns[(int) (ns.length * 0.9)] / 1e6, ns[(int) (ns.length * 0.99)] / 1e6,
                ns[ns.length - 1] / 1e6);
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
