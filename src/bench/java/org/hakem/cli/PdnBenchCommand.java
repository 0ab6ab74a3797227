package org.hakem.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnWriter;
import org.hakem.rules.Variant;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Measures PDN reading speed (games per second) over files read repeatedly, and with {@code --big-mb}
 * streams one large file built by repetition to show that memory stays flat. With {@code --replay} it
 * measures parse and full replay ({@link PdnReplayBench}).
 */
@Command(name = "pdn", mixinStandardHelpOptions = true,
        description = "Measure PDN parse throughput over FILEs (or folders of .pdn files) read --repeat "
                + "times. --big-mb N also builds an N MB file by repetition in --work-dir, streams it "
                + "and reports the heap retained after GC at 1/4, 1/2 and the end of the file (flat "
                + "means constant memory).")
public final class PdnBenchCommand implements Callable<Integer> {

    @Option(names = "--repeat", description = "times each file is read (default: 20)")
    int repeat = 20;

    @Option(names = "--warmup", description = "warm-up rounds, not measured (default: 3)")
    int warmup = 3;

    @Option(names = "--write", description = "also write each game back as canonical PDN")
    boolean write;

    @Option(names = "--big-mb", description = "size in MB of the large file to stream (0: none)")
    int bigMb;

    @Option(names = "--work-dir", description = "where the large file is built (default: target)")
    Path workDir = Path.of("target");

    @Option(names = "--replay", description = "parse and replay every game: each move resolved against the "
            + "engine's legal moves, the result checked against the end the rules give (games without a "
            + "GameType need the file's variant: VARIANT=FILE, or --variant)")
    boolean replay;

    @Option(names = "--variant", paramLabel = "V", description = "with --replay: the variant of games without a "
            + "GameType in files not given as VARIANT=FILE")
    String variant;

    @Option(names = "--threads", description = "with --replay: also measure with this many threads, games shared "
            + "out by file (default: 1, single-threaded only)")
    int threads = 1;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "a .pdn file or a folder of them; "
            + "VARIANT=FILE gives the variant of the file's games without a GameType (with --replay)")
    List<String> inputs;

    @Override
    public Integer call() throws IOException {
        List<Path> files = new ArrayList<>();
        List<Variant> fileVariants = new ArrayList<>();
        Variant fallback = variant == null ? null : Variant.require(variant);
        for (String in : inputs) {
            int eq = in.indexOf('=');
            Variant v = fallback;
            Path p = Path.of(in);
            if (eq > 0 && Variant.byId(in.substring(0, eq)).isPresent()) {
                v = Variant.require(in.substring(0, eq));
                p = Path.of(in.substring(eq + 1));
            }
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.walk(p)) {
                    for (Path f : s.filter(f -> f.toString().toLowerCase().endsWith(".pdn")).sorted().toList()) {
                        files.add(f);
                        fileVariants.add(v);
                    }
                }
            } else {
                files.add(p);
                fileVariants.add(v);
            }
        }
        if (files.isEmpty()) {
            System.err.println("no .pdn file found in " + inputs);
            return 2;
        }
        List<byte[]> contents = new ArrayList<>();
        long bytesPerRound = 0;
        for (Path f : files) {
            byte[] b = Files.readAllBytes(f);
            contents.add(b);
            bytesPerRound += b.length;
        }
        if (replay) {
            new PdnReplayBench(contents, fileVariants, bytesPerRound).run(repeat, warmup, threads);
            return 0;
        }
        long gamesPerRound = round(contents);
        bytesPerGame = Math.max(1, bytesPerRound / Math.max(1, gamesPerRound));
        for (int i = 1; i < warmup; i++) {
            round(contents);
        }
        long games = 0;
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long c0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        for (int i = 0; i < repeat; i++) {
            games += round(contents);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        double cpu = (threads.getCurrentThreadCpuTime() - c0) / 1e9;
        // CPU time too: on a shared machine the wall clock also counts time spent waiting for a core
        System.out.printf("pdn parse%s: %d files, %d rounds, %d games in %.2f s (%.2f s CPU): %.0f games/s "
                        + "(%.0f per CPU second), %.1f MB/s%n", write ? "+write" : "", files.size(), repeat, games,
                seconds, cpu, games / seconds, games / cpu, bytesPerRound * (double) repeat / seconds / 1e6);
        if (bigMb > 0) {
            big(contents);
        }
        return 0;
    }

    private long round(List<byte[]> contents) {
        long games = 0;
        StringBuilder sink = new StringBuilder();
        for (byte[] b : contents) {
            try (PdnReader r = new PdnReader(new java.io.ByteArrayInputStream(b), "bench")) {
                for (Iterator<PdnGame> it = r; it.hasNext(); ) {
                    PdnGame g = it.next();
                    games++;
                    if (write && g.isValid() && !g.isEmpty()) {
                        sink.setLength(0);
                        new PdnWriter(sink).write(g);
                    }
                }
            }
        }
        return games;
    }

    private void big(List<byte[]> contents) throws IOException {
        Files.createDirectories(workDir);
        Path big = workDir.resolve("pdn-bench-big.pdn");
        long target = bigMb * 1_000_000L;
        long size = 0;
        try (OutputStream out = Files.newOutputStream(big)) {
            while (size < target) {
                for (byte[] b : contents) {
                    out.write(b);
                    out.write('\n');
                    size += b.length + 1;
                }
            }
        }
        MemoryMXBean mem = ManagementFactory.getMemoryMXBean();
        System.gc();
        long before = mem.getHeapMemoryUsage().getUsed();
        long games = 0;
        long read = 0;
        long[] retained = new long[3];
        int mark = 0;
        long t0 = System.nanoTime();
        try (PdnReader r = PdnReader.open(big)) {
            for (Iterator<PdnGame> it = r; it.hasNext(); ) {
                PdnGame g = it.next();
                games++;
                // progress estimated from the games count: the file repeats the same content
                if (mark < 2 && (games & 0x3FF) == 0) {
                    read = games * bytesPerGame;
                    if (mark == 0 && read >= size / 4 || mark == 1 && read >= size / 2) {
                        System.gc();
                        retained[mark++] = mem.getHeapMemoryUsage().getUsed();
                    }
                }
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        System.gc();
        retained[2] = mem.getHeapMemoryUsage().getUsed();
        System.out.printf("big file %s: %.0f MB, %d games in %.1f s (%.0f games/s, %.1f MB/s)%n", big, size / 1e6, games,
                seconds, games / seconds, size / seconds / 1e6);
        System.out.printf("heap retained after GC: before %.1f MB, at 1/4 %.1f MB, at 1/2 %.1f MB, at end %.1f MB "
                        + "(max heap %.0f MB)%n", before / 1e6, retained[0] / 1e6, retained[1] / 1e6, retained[2] / 1e6,
                Runtime.getRuntime().maxMemory() / 1e6);
        Files.deleteIfExists(big);
    }

    /** Bytes per game in the benchmark's files (the large file repeats them). */
    private long bytesPerGame = 1;
}
