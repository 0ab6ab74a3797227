package org.hakem.live.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LivePaceTest {

    private static final long MS = 1_000_000L;
    /** A clock reading far from zero and near the end of its range, as {@link System#nanoTime} may give. */
    private static final long T0 = Long.MAX_VALUE - 50 * MS;

    @Test
    void aNoticeOnAQuietNodeIsHandedOverAtOnce() {
        LivePace pace = new LivePace(100, T0);
        assertEquals(500, pace.waitMillis(T0, 500), "nothing gathered: the listener waits as long as it likes");
        pace.heard(List.of("tournament:1:1:0:3"), T0 + 5 * MS);
        assertEquals(List.of("tournament:1:1:0:3"), pace.take(T0 + 5 * MS));
        assertEquals(List.of(), pace.take(T0 + 6 * MS), "handed over once");
    }

    @Test
    void noticesWithinAPaceOfTheLastHandOverWaitForItsEndAndGoTogetherEachOnce() {
        LivePace pace = new LivePace(100, T0);
        pace.heard(List.of("a"), T0);
        assertEquals(List.of("a"), pace.take(T0));
        pace.heard(List.of("b"), T0 + 30 * MS);
        assertEquals(70, pace.waitMillis(T0 + 30 * MS, 500), "wait for the rest of the pace, not longer");
        assertEquals(List.of(), pace.take(T0 + 30 * MS));
        pace.heard(List.of("c", "b"), T0 + 60 * MS);
        pace.heard(List.of("d"), T0 + 99 * MS);
        assertEquals(List.of(), pace.take(T0 + 99 * MS), "not before the pace is over");
        assertEquals(List.of("b", "c", "d"), pace.take(T0 + 100 * MS), "in the order first heard, b once");
        pace.heard(List.of("e"), T0 + 250 * MS);
        assertEquals(List.of("e"), pace.take(T0 + 250 * MS), "a pace after the last hand-over: at once again");
    }

    @Test
    void aListenerLateToTakeHandsOverWhatIsDueAndWaitsAtLeastAMillisecond() {
        LivePace pace = new LivePace(100, T0);
        pace.heard(List.of("a"), T0);
        pace.take(T0);
        pace.heard(List.of("b"), T0 + 10 * MS);
        assertEquals(1, pace.waitMillis(T0 + 400 * MS, 500), "overdue: never a wait of 0, which blocks for ever");
        assertEquals(List.of("b"), pace.take(T0 + 400 * MS));
        assertEquals(List.of(), pace.take(T0 + 401 * MS));
    }

    @Test
    void aSteadyStreamOfChangesIsHandedOverAtMostOnceAPaceAndNothingIsLostOrLate() {
        Random random = new Random(34);
        LivePace pace = new LivePace(100, T0);
        List<Long> handOvers = new ArrayList<>();
        List<String> handed = new ArrayList<>();
        List<Long> heardAt = new ArrayList<>();
        long now = T0;
        int sent = 0;
        long lastSent = now;
        for (int step = 0; step < 20_000; step++) {
            now += random.nextInt(3 * (int) MS); // a listener that wakes every 0 to 3 ms
            if (random.nextInt(25) == 0) { // 20 boards a second, roughly
                pace.heard(List.of("n" + sent++), now);
                heardAt.add(now);
                lastSent = now;
            }
            List<String> due = pace.take(now);
            if (!due.isEmpty()) {
                handOvers.add(now);
                handed.addAll(due);
                for (String n : due) {
                    long waited = now - heardAt.get(Integer.parseInt(n.substring(1)));
                    assertTrue(waited <= 103 * MS, n + " waited " + waited / MS + " ms: a pace and a wake-up at most");
                }
            }
        }
        now = lastSent + 100 * MS;
        handed.addAll(pace.take(now));
        for (int i = 1; i < handOvers.size(); i++) {
            assertTrue(handOvers.get(i) - handOvers.get(i - 1) >= 100 * MS, "hand-overs a pace apart at least");
        }
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < sent; i++) {
            expected.add("n" + i);
        }
        assertEquals(expected, handed, "every notice handed over once, in order");
        assertTrue(handOvers.size() > 50, "and the stream kept flowing: " + handOvers.size() + " hand-overs");
    }
}
