package org.hakem.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DatabaseDurabilityTest {

    @Test
    void onlyFsyncFullPageWritesOnAndACommitFlushedLocallyAreDurable() {
        assertEquals(List.of(), DatabaseDurability.unsafe(Map.of("fsync", "on", "synchronous_commit", "on", "full_page_writes", "on")));
        for (String flushed : List.of("local", "remote_write", "remote_apply")) {
            assertEquals(List.of(), DatabaseDurability.unsafe(Map.of("fsync", "on", "synchronous_commit", flushed,
                    "full_page_writes", "on")), flushed);
        }
        assertEquals(List.of("fsync=off", "synchronous_commit=off"), DatabaseDurability.unsafe(
                Map.of("fsync", "off", "synchronous_commit", "off", "full_page_writes", "on")));
        assertEquals(List.of("full_page_writes=off"), DatabaseDurability.unsafe(
                Map.of("fsync", "on", "synchronous_commit", "on", "full_page_writes", "off")));
        assertEquals(List.of("synchronous_commit=unknown"), DatabaseDurability.unsafe(Map.of("fsync", "on", "full_page_writes", "on")));
    }

    @Test
    void theWarningNamesWhatIsOff() {
        assertTrue(DatabaseDurability.warning(Map.of("fsync", "on", "synchronous_commit", "on", "full_page_writes", "on")).isEmpty());
        String w = DatabaseDurability.warning(Map.of("fsync", "on", "synchronous_commit", "off", "full_page_writes", "on")).orElseThrow();
        assertTrue(w.contains("NOT durable (synchronous_commit=off)"), w);
    }
}
