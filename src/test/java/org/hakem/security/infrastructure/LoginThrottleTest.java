package org.hakem.security.infrastructure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class LoginThrottleTest {

    /** A clock the test moves by hand. */
    static final class ManualClock extends Clock {
        Instant now = Instant.parse("2026-01-01T00:00:00Z");

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    private final ManualClock clock = new ManualClock();
    private final LoginThrottle throttle = new LoginThrottle(clock);

    /** A wrong password: the attempt is let through and stays counted. */
    private boolean wrong(String user, String address) {
        return throttle.begin(user, address).isZero();
    }

    @Test
    void aFewMistakesAreFreeThenTheUserNameIsLockedAtThatAddress() {
        for (int i = 1; i < LoginThrottle.FREE_FAILURES; i++) {
            assertTrue(wrong("ayse", "10.0.0.1"), "attempt " + i);
            assertTrue(throttle.waitFor("ayse", "10.0.0.1").isZero(), "failure " + i);
        }
        assertTrue(wrong("ayse", "10.0.0.1"));
        assertFalse(throttle.waitFor("AYSE", "10.0.0.1").isZero(), "locked whatever the case");
        assertFalse(throttle.begin("ayse", "10.0.0.1").isZero(), "refused before the password is checked");
        assertTrue(throttle.waitFor("ayse", "10.0.0.9").isZero(), "the owner at another address is not locked out");
        assertTrue(throttle.waitFor("mehmet", "10.0.0.1").isZero(), "other users are not locked");
    }

    @Test
    void theLockDoublesAndEndsByItself() {
        for (int i = 0; i < LoginThrottle.FREE_FAILURES; i++) {
            wrong("x", "a");
        }
        Duration first = throttle.waitFor("x", "a");
        clock.now = clock.now.plus(first);
        assertTrue(wrong("x", "a"));
        Duration second = throttle.waitFor("x", "a");
        assertEquals(first.multipliedBy(2), second);
        clock.now = clock.now.plus(second).plusSeconds(1);
        assertTrue(throttle.waitFor("x", "a").isZero());
    }

    @Test
    void manyFailuresFromOneAddressLockThatAddress() {
        for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_ADDRESS; i++) {
            assertTrue(wrong("user" + i, "192.0.2.7"));
        }
        assertFalse(throttle.waitFor("someone-new", "192.0.2.7").isZero());
        assertTrue(throttle.waitFor("someone-new", "192.0.2.8").isZero());
    }

    @Test
    void unknownAndKnownUserNamesAreCountedAlike() {
        for (int i = 0; i < LoginThrottle.FREE_FAILURES; i++) {
            wrong("does-not-exist", "a");
            wrong("admin", "a");
        }
        assertEquals(throttle.waitFor("does-not-exist", "a"), throttle.waitFor("admin", "a"));
        assertEquals(throttle.waitFor("does-not-exist", "c"), throttle.waitFor("admin", "c"));
    }

    @Test
    void aRightPasswordClearsTheCountAndGivesTheAttemptBack() {
        for (int i = 1; i < LoginThrottle.FREE_FAILURES; i++) {
            wrong("ayse", "10.0.0.1");
        }
        assertTrue(throttle.begin("ayse", "10.0.0.1").isZero());
        throttle.succeeded("ayse", "10.0.0.1");
        for (int i = 1; i < LoginThrottle.FREE_FAILURES; i++) {
            assertTrue(wrong("ayse", "10.0.0.1"), "the count starts again: " + i);
        }
    }

    /** Issue #30: failures from many fresh addresses made the owner's right password, from his own address, 429. */
    @Test
    void failuresFromManyAddressesNeverStopTheOwnerAtAnAddressThatHasNotFailed() {
        for (int i = 0; i < 1000; i++) {
            assertTrue(wrong("admin", "198.51." + (i / 250) + "." + (i % 250)), "one try per fresh address: " + i);
            assertTrue(throttle.waitFor("admin", "203.0.113.1").isZero(), "the owner's address is never held up");
        }
        assertTrue(throttle.begin("admin", "203.0.113.1").isZero(), "the owner reaches the password check first try");
        throttle.succeeded("admin", "203.0.113.1");
    }

    @Test
    void anAddressThatFailedOnAnAttackedUserNameWaitsForItsTurn() {
        for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_USER; i++) {
            assertTrue(wrong("admin", "198.51.100." + i));
        }
        assertTrue(wrong("admin", "198.51.100.1"), "the first spaced attempt");
        Duration wait = throttle.begin("admin", "198.51.100.2");
        assertFalse(wait.isZero(), "an address that failed on the name waits for the next turn");
        assertTrue(wait.compareTo(LoginThrottle.USER_SPACING) <= 0, "a short wait, not a lock: " + wait);
        assertTrue(throttle.begin("admin", "203.0.113.9").isZero(), "a fresh address is not spaced");
        clock.now = clock.now.plus(LoginThrottle.USER_SPACING);
        assertTrue(throttle.begin("admin", "198.51.100.2").isZero(), "its turn has come");
        throttle.succeeded("admin", "198.51.100.2");
        assertTrue(throttle.begin("admin", "198.51.100.3").isZero(), "a success ends the slowdown");
    }

    @Test
    void anAddressThatFailsALotIsRefusedForEveryAccountEvenWithTheRightPassword() {
        for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_ADDRESS; i++) {
            assertTrue(wrong("made-up-" + i, "192.0.2.66"));
        }
        assertFalse(throttle.begin("ayse", "192.0.2.66").isZero(), "slowed for all accounts, before any check");
        assertTrue(throttle.begin("ayse", "192.0.2.67").isZero(), "the owner elsewhere gets in");
    }

    @Test
    void aFloodOfFreshAddressesAndNamesStaysBoundedAndLocksNobodyOut() {
        for (int i = 0; i < 3; i++) {
            wrong("ayse", "10.0.0.1");
        }
        for (int i = 0; i < LoginThrottle.MAX_KEYS; i++) {
            String address = "10." + (1 + i / 65536) + "." + (i / 256 % 256) + "." + (i % 256);
            assertTrue(wrong("name" + i, address));
            assertTrue(throttle.size() <= LoginThrottle.MAX_KEYS, "bounded: " + throttle.size());
        }
        assertTrue(throttle.begin("ayse", "192.0.2.1").isZero(), "the owner gets in from a clean address");
        assertTrue(throttle.begin("owner", "192.0.2.2").isZero());
    }

    /** The race the probe found: 20 wrong passwords at once must not all be checked. */
    @Test
    void parallelAttemptsAreCountedBeforeAnyPasswordIsChecked() throws Exception {
        int parallel = 20;
        ExecutorService pool = Executors.newFixedThreadPool(parallel);
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch checking = new CountDownLatch(parallel);
        List<Future<Boolean>> let = new ArrayList<>();
        try {
            for (int i = 0; i < parallel; i++) {
                let.add(pool.submit(() -> {
                    start.await();
                    boolean allowed = throttle.begin("ayse", "10.0.0.1").isZero();
                    checking.countDown();
                    checking.await(); // every attempt is in flight before any password check ends
                    return allowed;
                }));
            }
            start.countDown();
            int allowed = 0;
            for (Future<Boolean> f : let) {
                allowed += f.get() ? 1 : 0;
            }
            assertEquals(LoginThrottle.FREE_FAILURES, allowed, "only the free attempts reach the password check");
        } finally {
            pool.shutdownNow();
        }
    }
}
