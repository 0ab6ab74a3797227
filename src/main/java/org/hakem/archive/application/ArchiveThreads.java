package org.hakem.archive.application;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where the archive's background threads come from (an import's writer, replayers, indexers and committer; the
 * index's background commit). In the server they are the container's ({@code ManagedThreadFactory}: they carry its
 * context and it knows them); on the command line, in tests and benchmarks, plain daemon threads. Either way they
 * are daemons named after their work ({@code archive-replay-7-2}).
 */
@FunctionalInterface
public interface ArchiveThreads {

    /** Plain daemon threads, for a process that is not a server. */
    ArchiveThreads PLATFORM = (name, numbered) -> numbered ? Thread.ofPlatform().name(name, 1).daemon().factory()
            : Thread.ofPlatform().name(name).daemon().factory();

    /** A factory of threads named {@code name}, or {@code name1}, {@code name2}... when {@code numbered}. */
    ThreadFactory factory(String name, boolean numbered);

    /** The threads of another source, such as the container's, made daemons and named as {@link #factory} says. */
    static ArchiveThreads of(ThreadFactory threads) {
        return (name, numbered) -> {
            AtomicInteger next = new AtomicInteger(1);
            return work -> {
                Thread t = threads.newThread(work);
                t.setName(numbered ? name + next.getAndIncrement() : name);
                t.setDaemon(true);
                return t;
            };
        };
    }
}
