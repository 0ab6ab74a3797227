package org.hakem.tournament.interfaces.rest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
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
}
