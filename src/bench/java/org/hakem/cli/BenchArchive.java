package org.hakem.cli;

import com.zaxxer.hikari.HikariDataSource;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.SequenceInputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.hakem.archive.application.ArchiveImporter;
import org.hakem.archive.application.IndexMaintenance;
import org.hakem.archive.infrastructure.ArchiveRuntime;
import org.hakem.archive.infrastructure.LucenePositionIndex;
import org.hakem.rules.Variant;

/**
 * A throw-away archive for the benchmarks: a temporary embedded PostgreSQL (schema by Flyway) and the archive
 * opened on it as the server and the CLI open it ({@link ArchiveRuntime}), so what is timed is the archive's own
 * end-to-end import (parse, replay, PostgreSQL, Lucene). Closing it removes the database and, unless a data folder
 * was given, the index.
 */
final class BenchArchive implements AutoCloseable {

    private final Path folder;
    private final EmbeddedDatabase pg;
    private final ArchiveRuntime archive;
    private final HikariDataSource connections;

    private BenchArchive(Path folder, EmbeddedDatabase pg, HikariDataSource connections, ArchiveRuntime archive) {
        this.connections = connections;
        this.folder = folder;
        this.pg = pg;
        this.archive = archive;
    }

    /**
     * @param dataDir the data folder, whose index is kept after closing, or null for a temporary one
     * @param durability the database's: durable as a server's, unless the bench was told otherwise by name
     */
    static BenchArchive open(Path dataDir, EmbeddedDatabase.Durability durability) throws IOException {
        Path folder = Files.createTempDirectory("hakem-bench-import");
        EmbeddedDatabase pg = null;
        try {
            pg = EmbeddedDatabase.start(folder.resolve("pg"), 0, durability);
            Flyway.configure().dataSource(pg.dataSource("postgres")).locations("classpath:db/migration").load().migrate();
            // pooled as the CLI's import pools them (and the server's pool does)
            HikariDataSource connections = ConnectionPool.over(pg.dataSource("postgres"));
            return new BenchArchive(folder, pg, connections,
                    ArchiveRuntime.open(dataDir != null ? dataDir : folder, connections, true));
        } catch (IOException | RuntimeException e) {
            try (EmbeddedDatabase started = pg) {
                throw e;
            } finally {
                SearchBenchCommand.ArchiveRuntimeFiles.delete(folder);
            }
        }
    }

    LucenePositionIndex index() {
        return archive.index();
    }

    /**
     * Imports every group in one run of its own, the group's variant being the default of games without a
     * GameType (as an archivist would import a folder of English games), and reports the whole as one timed line.
     *
     * @return the games read per second of wall time
     */
    double importAll(PrintWriter out, String name, Map<Variant, byte[][]> groups) throws IOException {
        Map<Variant, java.util.function.Supplier<InputStream>> inputs = new LinkedHashMap<>();
        groups.forEach((v, texts) -> inputs.put(v, () -> all(texts)));
        return importStreams(out, name, inputs);
    }

    private double importStreams(PrintWriter out, String name, Map<Variant, java.util.function.Supplier<InputStream>> groups)
            throws IOException {
        LucenePositionIndex index = archive.index();
        long positionsBefore = index.size();
        long databaseCpu = databaseCpuNanos();
        Clock clock = Clock.start();
        int[] c = new int[8];
        for (Map.Entry<Variant, java.util.function.Supplier<InputStream>> g : groups.entrySet()) {
            ArchiveImporter.Report r;
            try (InputStream in = g.getValue().get()) {
                r = archive.importer().run(in, "bench-" + g.getKey().id(), new ArchiveImporter.Options(g.getKey(), null,
                        null), p -> { });
            }
            int[] add = {r.read(), r.stored(), r.duplicates(), r.legal(), r.illegal(), r.unreadable(), r.unsupported(),
                r.playedOn()};
            for (int i = 0; i < c.length; i++) {
                c[i] += add[i];
            }
        }
        double seconds = clock.report(out, name + String.format(Locale.ROOT,
                " [%d runs: %,d stored, %,d duplicates, %,d legal, %,d played on after the end, %,d illegal, "
                        + "%,d unreadable, %,d unsupported]", groups.size(), c[1], c[2], c[3], c[7], c[4], c[5], c[6]), c[0], index.size() - positionsBefore);
        if (databaseCpu >= 0) {
            // the load-independent measure: CPU of this process and of the database per game; on idle cores the
            // import can go at most (cores / CPU per game)
            double db = (databaseCpuNanos() - databaseCpu) / 1e9;
            double java = (Clock.cpu() - clock.cpuAtStart()) / 1e9;
            out.printf(Locale.ROOT, "  CPU of PostgreSQL %.2f s; Java + PostgreSQL %.2f s = %,.0f games per CPU second "
                    + "(at most %,.0f games/s on %d idle cores)%n", db, java + db, c[0] / (java + db),
                    Runtime.getRuntime().availableProcessors() * c[0] / (java + db), Runtime.getRuntime().availableProcessors());
            out.flush();
        }
        return c[0] / seconds;
    }

    /**
     * CPU time of the embedded PostgreSQL (Linux): the postmaster with the children it reaped, and its live
     * children; -1 where it cannot be read.
     */
    private long databaseCpuNanos() {
        try {
            long postmaster = Long.parseLong(Files.readAllLines(folder.resolve("pg").resolve("postmaster.pid")).get(0).strip());
            long ticks = 0;
            try (var procs = Files.list(Path.of("/proc"))) {
                for (Path proc : (Iterable<Path>) procs::iterator) {
                    String name = proc.getFileName().toString();
                    if (!name.chars().allMatch(Character::isDigit)) {
                        continue;
                    }
                    String stat;
                    try {
                        stat = Files.readString(proc.resolve("stat"));
                    } catch (IOException gone) {
                        continue;
                    }
                    // after the command in parentheses: state ppid ... utime(14) stime(15) cutime(16) cstime(17)
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    long pid = Long.parseLong(name), ppid = Long.parseLong(f[1]);
                    if (pid == postmaster) {
                        ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]) + Long.parseLong(f[13]) + Long.parseLong(f[14]);
                    } else if (ppid == postmaster) {
                        ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]);
                    }
                }
            }
            return ticks * 10_000_000L; // USER_HZ is 100 on Linux
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /**
     * Imports each variant's files in one run (streamed from disk, so that the heap measured holds the archive's
     * own state, not the input), as {@link #importAll(PrintWriter, String, Map)}.
     */
    void importFiles(PrintWriter out, String name, Map<Variant, List<Path>> files) throws IOException {
        Map<Variant, java.util.function.Supplier<InputStream>> inputs = new LinkedHashMap<>();
        files.forEach((v, list) -> inputs.put(v, () -> files(list)));
        importStreams(out, name, inputs);
    }

    /** The files one after the other, a line break between two, as one input opened as it is read. */
    static InputStream files(List<Path> files) {
        java.util.Iterator<Path> next = files.iterator();
        return new SequenceInputStream(new java.util.Enumeration<InputStream>() {
            private boolean separator;

            @Override
            public boolean hasMoreElements() {
                return separator || next.hasNext();
            }

            @Override
            public InputStream nextElement() {
                if (separator) {
                    separator = false;
                    return new ByteArrayInputStream("\n".getBytes(StandardCharsets.US_ASCII));
                }
                separator = true;
                try {
                    return new java.io.BufferedInputStream(Files.newInputStream(next.next()), 1 << 16);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        });
    }

    /** Games stored, positions indexed, and whether the index matches the database (with the time verify took). */
    void summary(PrintWriter out) {
        long[] counts = archive.store().counts();
        long t0 = System.nanoTime();
        IndexMaintenance.Verification v = archive.maintenance().verify();
        out.printf(Locale.ROOT, "archive: %,d games (%,d with positions), index %,d positions, verify %s in %.1f s%n",
                counts[0], counts[1], archive.index().size(), v.ok() ? "ok" : v.problems(), (System.nanoTime() - t0) / 1e9);
        out.flush();
    }

    /**
     * The JVM's memory: the old generation after a full collection (what the process keeps: the live set), the
     * heap committed, and the resident set of this process now and at its peak (Linux), plus the database's
     * processes' resident set (PostgreSQL's shared buffers are counted in each process that touched them).
     */
    static void memory(PrintWriter out, String when) {
        System.gc();
        long old = -1;
        for (var pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == java.lang.management.MemoryType.HEAP && pool.getName().contains("Old")) {
                var after = pool.getCollectionUsage();
                old = after != null ? after.getUsed() : pool.getUsage().getUsed();
            }
        }
        var heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        out.printf(Locale.ROOT, "memory %s: old gen after GC %,d MB, heap committed %,d MB (max %,d MB); RSS %s MB, peak %s MB%n",
                when, old >> 20, heap.getCommitted() >> 20, heap.getMax() >> 20, status("VmRSS"), status("VmHWM"));
        out.flush();
    }

    /** A size line of /proc/self/status in MB, or "?" elsewhere. */
    private static String status(String key) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith(key + ":")) {
                    return String.format(Locale.ROOT, "%,d", Long.parseLong(line.replaceAll("[^0-9]", "")) >> 10);
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return "?";
    }

    @Override
    public void close() throws IOException {
        try (EmbeddedDatabase database = pg; HikariDataSource pool = connections; ArchiveRuntime opened = archive) {
            // closed in reverse order: the archive (its index), then the database
        } finally {
            SearchBenchCommand.ArchiveRuntimeFiles.delete(folder);
        }
    }

    /**
     * Files by the variant of their games without GameType: the one the file's folder is named after
     * (english/, turkish/ ...), as an archivist would give it, else {@code fallback}.
     */
    static Map<Variant, List<Path>> byVariant(List<Path> files, Variant fallback) {
        Map<Variant, List<Path>> out = new LinkedHashMap<>();
        for (Path f : files) {
            out.computeIfAbsent(defaultVariant(f, fallback), k -> new ArrayList<>()).add(f);
        }
        return out;
    }

    static Variant defaultVariant(Path file, Variant fallback) {
        Path parent = file.getParent();
        return parent == null || parent.getFileName() == null ? fallback
                : Variant.byId(parent.getFileName().toString()).orElse(fallback);
    }

    /** {@link #texts(List, int)} of each variant's files. */
    static Map<Variant, byte[][]> texts(Map<Variant, List<Path>> files, int copies) throws IOException {
        Map<Variant, byte[][]> out = new LinkedHashMap<>();
        for (Map.Entry<Variant, List<Path>> e : files.entrySet()) {
            out.put(e.getKey(), texts(e.getValue(), copies));
        }
        return out;
    }

    /** The files' bytes, each copy after the first with "copy N" in front of every Event (so they are new games). */
    static byte[][] texts(List<Path> files, int copies) throws IOException {
        byte[][] out = new byte[copies * files.size()][];
        int i = 0;
        for (int c = 0; c < copies; c++) {
            for (Path f : files) {
                byte[] b = Files.readAllBytes(f);
                if (c > 0) {
                    b = new String(b, StandardCharsets.ISO_8859_1).replace("[Event \"", "[Event \"copy " + c + " ")
                            .getBytes(StandardCharsets.ISO_8859_1);
                }
                out[i++] = b;
            }
        }
        return out;
    }

    /** The texts one after the other, a line break between two, as one input. */
    static InputStream all(byte[][] texts) {
        List<InputStream> parts = new ArrayList<>();
        for (byte[] t : texts) {
            parts.add(new ByteArrayInputStream(t));
            parts.add(new ByteArrayInputStream("\n".getBytes(StandardCharsets.US_ASCII)));
        }
        return new SequenceInputStream(Collections.enumeration(parts));
    }

    /** Wall time, CPU time of the whole process (every thread) and the load average. */
    record Clock(long wall, long cpuAtStart, double loadAtStart) {
        static Clock start() {
            return new Clock(System.nanoTime(), cpu(), load());
        }

        static long cpu() {
            return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                    ? os.getProcessCpuTime() : 0;
        }

        /** Wall seconds since the start. */
        double seconds() {
            return (System.nanoTime() - wall) / 1e9;
        }

        static double load() {
            return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        }

        /**
         * @param positions positions indexed, or negative when the stage indexes none
         * @return the wall seconds reported
         */
        double report(PrintWriter out, String name, int games, long positions) {
            double s = seconds();
            if (out == null) {
                return s;
            }
            double c = (cpu() - cpuAtStart) / 1e9;
            out.printf(Locale.ROOT, "%-40s %,8d games%s in %6.2f s = %,7.0f games/s%s; CPU %6.2f s = %,7.0f games per CPU second; load %.1f -> %.1f%n",
                    name, games, positions >= 0 ? String.format(Locale.ROOT, " (%,d positions)", positions) : "",
                    s, games / s, positions > 0 ? String.format(Locale.ROOT, ", %,.0f positions/s", positions / s) : "",
                    c, games / Math.max(c, 1e-9), loadAtStart, load());
            out.flush();
            return s;
        }
    }
}
