package org.hakem.archive.infrastructure;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.lucene.index.IndexReader;

/**
 * The answers that cost a search many hits (the opening explorer's first plies: the start position is in every game
 * of its variant), kept for the index reader they were computed on: a refresh (new games, corrections) opens a new
 * reader and the cache starts afresh, so an answer is never older than the index it came from. At most
 * {@link #CAPACITY} answers, the least recently used dropped first; an answer is kept only when it counted at least
 * {@link #COSTLY} positions, so cheap searches never fill it (docs/archive.md, "Opening explorer").
 */
final class AnswerCache {

    /** Answers kept at most. */
    static final int CAPACITY = 512;
    /** Positions an answer must have counted to be kept. */
    static final long COSTLY = 20_000;

    /** Positions an answer of this cache must have counted to be kept ({@link #COSTLY}; tests lower it). */
    private volatile long costly = COSTLY;
    private IndexReader reader;
    private final Map<Object, Object> answers = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Object, Object> eldest) {
            return size() > CAPACITY;
        }
    };

    /** Keeps the answers that counted at least this many positions from now on. */
    void keepCounting(long positions) {
        costly = positions;
    }

    /** The answer kept for this key on this reader, or null. */
    synchronized Object get(IndexReader r, Object key) {
        if (r != reader) {
            answers.clear();
            reader = r;
            return null;
        }
        return answers.get(key);
    }

    /** Keeps an answer that counted {@code positions} positions, if that is costly enough. */
    synchronized void put(IndexReader r, Object key, Object answer, long positions) {
        if (positions < costly) {
            return;
        }
        if (r != reader) {
            answers.clear();
            reader = r;
        }
        answers.put(key, answer);
    }
}
