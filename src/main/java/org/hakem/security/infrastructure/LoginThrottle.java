package org.hakem.security.infrastructure;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Slows down password guessing. Failed logins are counted per user name and per client address; after
 * {@link #FREE_FAILURES} failures for one user name (or {@link #FREE_FAILURES_PER_ADDRESS} from one
 * address, which may be a whole office behind one router) the key is locked, for a time that doubles
 * with each further failure (up to {@link #MAX_LOCK}). A success clears the user name's count. Unknown user names are counted
 * like real ones, so the throttle reveals nothing about which accounts exist.
 */
public final class LoginThrottle {

    public static final int FREE_FAILURES = 5;
    public static final int FREE_FAILURES_PER_ADDRESS = 50;
    public static final Duration MAX_LOCK = Duration.ofMinutes(15);
    private static final Duration FORGET_AFTER = Duration.ofHours(1);
    private static final int MAX_KEYS = 100_000;

    private record Failures(int count, Instant last, Instant lockedUntil) {
    }

    private final ConcurrentHashMap<String, Failures> failures = new ConcurrentHashMap<>();
    private final Clock clock;

    public LoginThrottle(Clock clock) {
        this.clock = clock;
    }

    /** How long the caller must still wait before trying again; zero when allowed now. */
    public Duration waitFor(String username, String address) {
        Instant now = clock.instant();
        return max(remaining(userKey(username), now), remaining(addressKey(address), now));
    }

    public void failed(String username, String address) {
        if (failures.size() > MAX_KEYS) {
            prune();
        }
        Instant now = clock.instant();
        failures.merge(userKey(username), fresh(now), (old, x) -> next(old, now, FREE_FAILURES));
        failures.merge(addressKey(address), fresh(now), (old, x) -> next(old, now, FREE_FAILURES_PER_ADDRESS));
    }

    public void succeeded(String username) {
        failures.remove(userKey(username));
    }

    private static Failures fresh(Instant now) {
        return new Failures(1, now, now);
    }

    private static Failures next(Failures old, Instant now, int free) {
        int count = old.last().plus(FORGET_AFTER).isBefore(now) ? 1 : old.count() + 1;
        Instant lockedUntil = now;
        if (count >= free) {
            long seconds = Math.min(MAX_LOCK.toSeconds(), 1L << Math.min(20, count - free + 1));
            lockedUntil = now.plusSeconds(seconds);
        }
        return new Failures(count, now, lockedUntil);
    }

    private Duration remaining(String key, Instant now) {
        Failures f = failures.get(key);
        if (f == null || !f.lockedUntil().isAfter(now)) {
            return Duration.ZERO;
        }
        return Duration.between(now, f.lockedUntil());
    }

    private void prune() {
        Instant cutoff = clock.instant().minus(FORGET_AFTER);
        failures.values().removeIf(f -> f.last().isBefore(cutoff));
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    private static String userKey(String username) {
        return "u:" + (username == null ? "" : username.strip().toLowerCase(java.util.Locale.ROOT));
    }

    private static String addressKey(String address) {
        return "a:" + address;
    }
}
