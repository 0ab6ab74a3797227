package org.hakem.event.interfaces.rest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.junit.jupiter.api.Test;

/** A change of a board or a match names the version its editor saw, in tournaments and team events alike. */
class EventRequestsTest {

    /** As the board requests of both kinds of event are: a result and the version seen. */
    record Change(String result, Long version) {
    }

    @Test
    void theVersionABoardsChangeNamesIsReadFromItsBody() {
        assertEquals(4L, EventRequests.boardVersion(new Change("1-0", 4L), Change::version));
        assertEquals(0L, EventRequests.boardVersion(new Change(null, 0L), Change::version));
    }

    @Test
    void aChangeWithoutBodyOrVersionIsRefusedOnTheVersion() {
        for (Change missing : new Change[] {null, new Change("1-0", null)}) {
            ValidationException e = assertThrows(ValidationException.class,
                    () -> EventRequests.boardVersion(missing, Change::version));
            assertEquals(Map.of("version", "event.board.version.required"), e.codes());
        }
    }

    @Test
    void aRequiredValueMissingIsTheProblemTheResourceNamesOnItsField() {
        ValidationException status = assertThrows(ValidationException.class,
                () -> EventRequests.required(new Change(null, 3L), Change::result, "status", Problem.of("event.status.required")));
        assertEquals(Map.of("status", "event.status.required"), status.codes());
        assertEquals("1-0", EventRequests.required(new Change("1-0", null), Change::result, "status", Problem.of("x")));
    }

    @Test
    void aCorrectionWithoutBodyIsAMissingBodyAndWithoutVersionAMissingVersion() {
        assertEquals(Map.of("body", "api.body.required"), assertThrows(ValidationException.class,
                () -> EventRequests.eventVersion(null, Change::version)).codes());
        assertEquals(Map.of("version", "event.version.required"), assertThrows(ValidationException.class,
                () -> EventRequests.eventVersion(new Change("1-0", null), Change::version)).codes());
        assertEquals(7L, EventRequests.eventVersion(new Change(null, 7L), Change::version));
    }
}
