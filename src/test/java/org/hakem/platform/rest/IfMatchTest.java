package org.hakem.platform.rest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.event.interfaces.rest.EventRequests;
import org.junit.jupiter.api.Test;

/** An If-Match header names a version as a strong or weak tag; a tag that is not a number is the caller's problem. */
class IfMatchTest {

    @Test
    void aStrongOrWeakTagNamesItsNumber() {
        assertEquals(7L, IfMatch.version("\"7\"", Problem.of("archive.if-match")));
        assertEquals(12L, IfMatch.version("W/\"12\"", Problem.of("archive.if-match")));
        assertEquals(0L, IfMatch.version(" 0 ", Problem.of("player.if-match")));
    }

    @Test
    void noHeaderIsNoVersion() {
        assertNull(IfMatch.version(null, Problem.of("archive.if-match")));
        assertNull(IfMatch.version("  ", Problem.of("archive.if-match")));
    }

    @Test
    void aTagThatIsNotANumberIsTheProblemEachResourceNames() {
        ValidationException game = assertThrows(ValidationException.class, () -> IfMatch.version("\"v3\"", Problem.of("archive.if-match")));
        assertEquals(Map.of("If-Match", "archive.if-match"), game.codes());
        assertEquals(Map.of("If-Match", "must be the game's version number"), game.fieldErrors());
        ValidationException player = assertThrows(ValidationException.class, () -> IfMatch.version("*", Problem.of("player.if-match")));
        assertEquals(Map.of("If-Match", "must be the player's version number"), player.fieldErrors());
        ValidationException event = assertThrows(ValidationException.class, () -> EventRequests.version("W/\"x\""));
        assertEquals(Map.of("If-Match", "event.if-match"), event.codes());
        assertEquals(Map.of("If-Match", "must be the tournament's version number"), event.fieldErrors());
        assertEquals(5L, EventRequests.version("\"5\""));
    }
}
