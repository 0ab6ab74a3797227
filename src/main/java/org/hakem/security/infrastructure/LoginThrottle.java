package org.hakem.security.infrastructure;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/**
 * Slows down password guessing (OWASP ASVS 2.2.1), counting every attempt before its password is checked,
 * so that parallel attempts cannot slip past the count.
 *
 * <ul>
 * <li><b>User name and address together</b>: after {@link #FREE_FAILURES} failures the pair is locked for a
 *     time that doubles with each further failure (up to {@link #MAX_LOCK}). An attacker who locks an account
 *     from his address does not lock out its owner at another address.</li>
 * <li><b>Address</b>: after {@link #FREE_FAILURES_PER_ADDRESS} failures (a whole office may be behind one
 *     router) the address is locked the same way, whatever user names it tries.</li>
 * <li><b>User name, from anywhere</b>: after {@link #FREE_FAILURES_PER_USER} failures from any addresses,
 *     attempts on that user name are spaced {@link #USER_SPACING} apart: a slowdown that bounds guessing
 *     spread over many addresses (about 1,800 an hour) without locking the owner out.</li>
 * </ul>
 * A success clears the pair and the user name, and takes its own attempt back from the address. Unknown
 * user names are counted like real ones, so the throttle reveals nothing about which accounts exist.
 * Counts older than an hour are forgotten. Thread-safe: {@link #begin} checks and counts in one step.
 */
public final class LoginThrottle {

    public static final int FREE_FAILURES = 5;
    public static final int FREE_FAILURES_PER_ADDRESS = 50;
    public static final int FREE_FAILURES_PER_USER = 20;
    public static final Duration USER_SPACING = Duration.ofSeconds(2);
    public static final Duration MAX_LOCK = Duration.ofMinutes(15);
    private static final Duration FORGET_AFTER = Duration.ofHours(1);
    private static final int MAX_KEYS = 100_000;

    /** Failures under one key: how many, the last attempt, and until when the key is locked. */
    private record Failures(int count, Instant last, Instant lockedUntil) {
    }

    private final Map<String, Failures> failures = new HashMap<>();
    private final Clock clock;

    public LoginThrottle(Clock clock) {
        this.clock = clock;
    }

    /**
     * Asks to try a password. Zero: go ahead; the attempt is already counted as a failure, and
     * {@link #succeeded} takes it back if the password is right. Otherwise how long the caller must wait;
     * nothing is counted.
     */
    public synchronized Duration begin(String username, String address) {
        Instant now = clock.instant();
        String user = userKey(username);
        Duration wait = max(max(remaining(pairKey(user, address), now), remaining(addressKey(address), now)),
                userWait(user, now));
        if (!wait.isZero()) {
            return wait;
        }
        if (failures.size() > MAX_KEYS) {
            prune(now);
        }
        count(pairKey(user, address), now, FREE_FAILURES);
        count(addressKey(address), now, FREE_FAILURES_PER_ADDRESS);
        count(user, now, Integer.MAX_VALUE);
        return Duration.ZERO;
    }

    /** The password of an attempt that {@link #begin} let through was right. */
    public synchronized void succeeded(String username, String address) {
        String user = userKey(username);
        failures.remove(pairKey(user, address));
        failures.remove(user);
        failures.computeIfPresent(addressKey(address), (k, f) -> f.count() <= 1 ? null
                : new Failures(f.count() - 1, f.last(), f.count() - 1 >= FREE_FAILURES_PER_ADDRESS ? f.lockedUntil() : f.last()));
    }

    /** How long the caller must still wait before trying again; zero when allowed now. Counts nothing. */
    public synchronized Duration waitFor(String username, String address) {
        Instant now = clock.instant();
        String user = userKey(username);
        return max(max(remaining(pairKey(user, address), now), remaining(addressKey(address), now)), userWait(user, now));
    }

    private void count(String key, Instant now, int free) {
        failures.merge(key, new Failures(1, now, free <= 1 ? lock(now, 1, free) : now),
                (old, x) -> {
                    int count = old.last().plus(FORGET_AFTER).isBefore(now) ? 1 : old.count() + 1;
                    return new Failures(count, now, lock(now, count, free));
                });
    }

    /** Locked from the {@code free}-th failure on, 2 s, 4 s, 8 s... up to {@link #MAX_LOCK}. */
    private static Instant lock(Instant now, int count, int free) {
        if (count < free) {
            return now;
        }
        long seconds = Math.min(MAX_LOCK.toSeconds(), 1L << Math.min(20, count - free + 1));
        return now.plusSeconds(seconds);
    }

    private Duration userWait(String user, Instant now) {
        Failures f = failures.get(user);
        if (f == null || f.count() < FREE_FAILURES_PER_USER || f.last().plus(FORGET_AFTER).isBefore(now)) {
            return Duration.ZERO;
        }
        Instant next = f.last().plus(USER_SPACING);
        return next.isAfter(now) ? Duration.between(now, next) : Duration.ZERO;
    }

    private Duration remaining(String key, Instant now) {
        Failures f = failures.get(key);
        if (f == null || !f.lockedUntil().isAfter(now)) {
            return Duration.ZERO;
        }
        return Duration.between(now, f.lockedUntil());
    }

    private void prune(Instant now) {
        Instant cutoff = now.minus(FORGET_AFTER);
        failures.values().removeIf(f -> f.last().isBefore(cutoff) && !f.lockedUntil().isAfter(now));
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    private static String userKey(String username) {
        return "u:" + org.hakem.security.domain.Account.key(username);
    }

    private static String pairKey(String userKey, String address) {
        return "p:" + address + "|" + userKey;
    }

    private static String addressKey(String address) {
        return "a:" + address;
    }
}
