package org.hakem.archive.interfaces;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class RequestRateTest {

    static final class ManualClock extends Clock {
        Instant now = Instant.parse("2026-11-24T00:00:00Z");

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    @Test
    void aBurstThenTheRate() {
        ManualClock clock = new ManualClock();
        RequestRate rate = new RequestRate(10, 50, clock);
        for (int i = 0; i < 50; i++) {
            assertTrue(rate.take("192.0.2.1").isZero(), "burst " + i);
        }
        Duration wait = rate.take("192.0.2.1");
        assertEquals(Duration.ofMillis(100), wait, "one token every 100 ms");
        assertTrue(rate.take("192.0.2.2").isZero(), "another address has its own bucket");
        clock.now = clock.now.plusMillis(100);
        assertTrue(rate.take("192.0.2.1").isZero());
        assertFalse(rate.take("192.0.2.1").isZero());
        clock.now = clock.now.plusSeconds(60);
        for (int i = 0; i < 50; i++) {
            assertTrue(rate.take("192.0.2.1").isZero(), "full again after a quiet minute, never more than the burst: " + i);
        }
        assertFalse(rate.take("192.0.2.1").isZero());
    }

    @Test
    void memoryStaysBoundedUnderAFloodOfAddresses() {
        RequestRate rate = new RequestRate(1, 1, new ManualClock());
        for (int i = 0; i < RequestRate.MAX_KEYS + 10; i++) {
            rate.take("a" + i);
        }
        assertTrue(rate.take("a0").isZero(), "the oldest address was forgotten, so it starts full");
    }
}
