package org.hakem.bench;

import java.util.concurrent.TimeUnit;
import org.hakem.rules.Perft;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Move generation (JMH): perft from the start position at a fixed depth, every capture path counted, bulk counting at
 * the leaves, as {@code hakem-bench.jar perft} times it by hand. One operation is one whole perft (its node count
 * is the perft tests' concern, checked against the reference tables there; {@code hakem-cli.jar perft} prints it).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PerftBenchmark {

    /** The variant and its depth: {@code turkish:6} is Turkish draughts' perft(6). */
    @Param({"turkish:6", "international:6"})
    public String variantAtDepth;

    private Perft perft;
    private Position start;
    private int depth;

    @Setup
    public void setUp() {
        String[] parts = variantAtDepth.split(":");
        Variant variant = Variant.require(parts[0]);
        depth = Integer.parseInt(parts[1]);
        start = variant.initialPosition();
        perft = new Perft(variant, Perft.Counting.PATHS);
    }

    @Benchmark
    public long perft() {
        return perft.run(start, depth);
    }
}
