package org.hakem.archive.interfaces;

import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Token buckets by key (a client address): each key may make {@code burst} requests at once and
 * {@code perSecond} a second after that. Keys idle long enough to be full again are forgotten, and at most
 * {@link #MAX_KEYS} are kept (the least recently used goes first), so memory stays bounded under a flood of
 * addresses. Thread-safe.
 */
public final class RequestRate {

    static final int MAX_KEYS = 50_000;

    private record Bucket(double tokens, long atNanos) {
    }

    private final double perSecond;
    private final double burst;
    private final Clock clock;
    private final Map<String, Bucket> buckets = new LinkedHashMap<>(1024, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Bucket> eldest) {
            return size() > MAX_KEYS;
        }
    };

    public RequestRate(double perSecond, int burst, Clock clock) {
        if (perSecond <= 0 || burst < 1) {
            throw new IllegalArgumentException("need a positive rate and a burst of at least 1");
        }
        this.perSecond = perSecond;
        this.burst = burst;
        this.clock = clock;
    }

    /** Takes one request for {@code key}: zero if allowed now, else how long until the next one is. */
    public synchronized Duration take(String key) {
        long now = clock.millis() * 1_000_000L;
        Bucket b = buckets.get(key);
        double tokens = b == null ? burst : Math.min(burst, b.tokens() + (now - b.atNanos()) / 1e9 * perSecond);
        if (tokens >= 1) {
            buckets.put(key, new Bucket(tokens - 1, now));
            return Duration.ZERO;
        }
        buckets.put(key, new Bucket(tokens, now));
        return Duration.ofMillis((long) Math.ceil((1 - tokens) / perSecond * 1000));
    }
}
