package org.hakem.archive.domain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: two different unreadable uploads counted as duplicates of each other (no moves, no tags: the same key).
 * An unreadable game is keyed by its text too; the same text twice is still one game.
 */
class GameRecordKeyTest {

    private static GameRecord unreadable(String pdn) {
        return new GameRecord(GameRecord.UNKNOWN_VARIANT, Map.of(), ArchiveDate.parse(null), GameStatus.UNREADABLE, 0,
                "unreadable", null, pdn, "upload.pdn", 1, List.of(), null);
    }

    @Test
    void differentUnreadableTextsAreDifferentGames() {
        byte[] a = unreadable("}}}} noise one %%%").dedupeKey();
        byte[] b = unreadable("}}}} noise two %%%").dedupeKey();
        assertFalse(Arrays.equals(a, b));
        assertArrayEquals(a, unreadable("  }}}}   noise one\n%%%\n").dedupeKey(), "spaces folded: the same text");
    }

    @Test
    void readableGamesAreKeyedAsBefore() {
        GameRecord one = new GameRecord("turkish", Map.of("White", "A"), ArchiveDate.parse("2020"), GameStatus.LEGAL, 0,
                null, null, "[White \"A\"] 1. a3-a4 *", "x.pdn", 1, List.of("a3-a4"), null);
        GameRecord other = new GameRecord("turkish", Map.of("White", "A"), ArchiveDate.parse("2020"), GameStatus.LEGAL, 0,
                null, null, "[White \"A\"]\n{another comment} 1. a3-a4 *", "y.pdn", 4, List.of("a3-a4"), null);
        assertArrayEquals(one.dedupeKey(), other.dedupeKey(), "the text of a readable game is not part of its key");
    }
}
