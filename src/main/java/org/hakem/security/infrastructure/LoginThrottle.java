package org.hakem.security.infrastructure;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Slows down password guessing (OWASP ASVS 2.2.1), counting every attempt before its password is checked,
 * so that parallel attempts cannot slip past the count. The address is the client's as
 * {@link org.hakem.platform.web.ClientAddress} reads it (behind a trusted proxy, the proxy's client; an IPv6 client by
 * its /64).
 *
 * <ul>
 * <li><b>User name and address together</b>: after {@link #FREE_FAILURES} failures the pair is locked for a
 *     time that doubles with each further failure (up to {@link #MAX_LOCK}). An attacker who locks an account
 *     from his address does not lock out its owner at another address.</li>
 * <li><b>Address</b>: after {@link #FREE_FAILURES_PER_ADDRESS} failures (a whole office may be behind one
 *     router) the address is locked the same way, whatever user names it tries.</li>
 * <li><b>User name, from addresses that failed on it</b>: once a user name has {@link #FREE_FAILURES_PER_USER}
 *     failures from anywhere, a further attempt on it from an address that has already failed on it waits for
 *     its turn, one such attempt every {@link #USER_SPACING}: guessing spread over many addresses gets one try
 *     per fresh address and about 1,800 an hour beyond that.</li>
 * </ul>
 * So nothing that happens at other addresses ever refuses an attempt from an address that has not failed
 * (OWASP's guidance on lock-out): the owner, at an address with no failures on record, always reaches the
 * password check, however many addresses attack the account. A success clears the pair and the user name, and
 * takes its own attempt back from the address. Unknown user names are counted like real ones, so the throttle
 * reveals nothing about which accounts exist. Counts older than an hour are forgotten, and at most
 * {@link #MAX_KEYS} counts are kept, the least recently used forgotten first, so a flood of fresh addresses or
 * names cannot grow it without bound (forcing a count out takes far more failing addresses than the guesses
 * the forgotten count was holding back). Thread-safe: {@link #begin} checks and counts in one step.
 */
public final class LoginThrottle {

    public static final int FREE_FAILURES = 5;
    public static final int FREE_FAILURES_PER_ADDRESS = 50;
    public static final int FREE_FAILURES_PER_USER = 20;
    public static final Duration USER_SPACING = Duration.ofSeconds(2);
    public static final Duration MAX_LOCK = Duration.ofMinutes(15);
    private static final Duration FORGET_AFTER = Duration.ofHours(1);
    static final int MAX_KEYS = 100_000;

    /**
     * Failures under one key: how many, the last attempt, and until when the key is locked (for a user name:
     * until when the next attempt from an address that failed on it must wait).
     */
    private record Failures(int count, Instant last, Instant lockedUntil) {
    }

    private final Map<String, Failures> failures = new LinkedHashMap<>(1024, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Failures> eldest) {
            return size() > MAX_KEYS;
        }
    };
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
        boolean spaced = failedHere(pairKey(user, address), now);
        Duration wait = waitFor(user, address, spaced, now);
        if (!wait.isZero()) {
            return wait;
        }
        count(pairKey(user, address), now, FREE_FAILURES);
        count(addressKey(address), now, FREE_FAILURES_PER_ADDRESS);
        failures.merge(user, new Failures(1, now, now), (old, x) -> {
            boolean forgotten = old.last().plus(FORGET_AFTER).isBefore(now);
            return new Failures(forgotten ? 1 : old.count() + 1, now,
                    spaced ? now.plus(USER_SPACING) : forgotten ? now : old.lockedUntil());
        });
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
        return waitFor(user, address, failedHere(pairKey(user, address), now), now);
    }

    /** The number of counts kept (for the test of the bound). */
    synchronized int size() {
        return failures.size();
    }

    private Duration waitFor(String user, String address, boolean spaced, Instant now) {
        Duration wait = max(remaining(pairKey(user, address), now), remaining(addressKey(address), now));
        return spaced ? max(wait, userWait(user, now)) : wait;
    }

    /** Whether this address has failed on this user name within the hour. */
    private boolean failedHere(String pair, Instant now) {
        Failures f = failures.get(pair);
        return f != null && !f.last().plus(FORGET_AFTER).isBefore(now);
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
        return f.lockedUntil().isAfter(now) ? Duration.between(now, f.lockedUntil()) : Duration.ZERO;
    }

    private Duration remaining(String key, Instant now) {
        Failures f = failures.get(key);
        if (f == null || !f.lockedUntil().isAfter(now)) {
            return Duration.ZERO;
        }
        return Duration.between(now, f.lockedUntil());
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
