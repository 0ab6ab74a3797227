package org.hakem.security.infrastructure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
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

    @Test
    void aFewMistakesAreFreeThenTheUserNameIsLocked() {
        for (int i = 1; i < LoginThrottle.FREE_FAILURES; i++) {
            throttle.failed("ayse", "10.0.0.1");
            assertTrue(throttle.waitFor("ayse", "10.0.0.1").isZero(), "failure " + i);
        }
        throttle.failed("ayse", "10.0.0.1");
        assertFalse(throttle.waitFor("AYSE", "10.0.0.9").isZero(), "locked whatever the case and address");
        assertTrue(throttle.waitFor("mehmet", "10.0.0.9").isZero(), "other users are not locked");
    }

    @Test
    void theLockDoublesAndEndsByItself() {
        for (int i = 0; i < LoginThrottle.FREE_FAILURES; i++) {
            throttle.failed("x", "a");
        }
        Duration first = throttle.waitFor("x", "a");
        throttle.failed("x", "a");
        Duration second = throttle.waitFor("x", "a");
        assertEquals(first.multipliedBy(2), second);
        clock.now = clock.now.plus(second).plusSeconds(1);
        assertTrue(throttle.waitFor("x", "a").isZero());
    }

    @Test
    void manyFailuresFromOneAddressLockThatAddress() {
        for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_ADDRESS; i++) {
            throttle.failed("user" + i, "192.0.2.7");
        }
        assertFalse(throttle.waitFor("someone-new", "192.0.2.7").isZero());
        assertTrue(throttle.waitFor("someone-new", "192.0.2.8").isZero());
    }

    @Test
    void unknownAndKnownUserNamesAreCountedAlike() {
        for (int i = 0; i < LoginThrottle.FREE_FAILURES; i++) {
            throttle.failed("does-not-exist", "a");
            throttle.failed("admin", "b");
        }
        assertEquals(throttle.waitFor("does-not-exist", "c"), throttle.waitFor("admin", "c"));
    }
}
