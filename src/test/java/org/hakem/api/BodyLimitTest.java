package org.hakem.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.bind.JsonbException;
import jakarta.ws.rs.ProcessingException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.hakem.platform.Problem;
import org.junit.jupiter.api.Test;

/** A body streamed without a declared length is read up to the limit and no further, and answered 413. */
class BodyLimitTest {

    @Test
    void aStreamedBodyStopsAtTheLimit() throws IOException {
        InputStream in = new BodyLimit.Limited(new ByteArrayInputStream(new byte[5000]), 4096);
        assertEquals(4096, in.readNBytes(4096).length, "up to the limit reads fine");
        BodyLimit.TooLarge e = assertThrows(BodyLimit.TooLarge.class, in::read);
        assertEquals("the body is larger than the limit of 4096 bytes", e.getMessage());
        InputStream exact = new BodyLimit.Limited(new ByteArrayInputStream(new byte[4096]), 4096);
        assertEquals(4096, exact.readAllBytes().length, "a body of exactly the limit is accepted");
    }

    @Test
    void theLimitIsFoundInsideWhatJsonBindingWrappedItInAndAWrongTypeNamesItsField() {
        var wrapped = new ProcessingException("Error deserializing object from entity stream.",
                new JsonbException("Internal error: the body is larger", new BodyLimit.TooLarge(4096)));
        assertTrue(ExceptionMappers.badBody(wrapped) instanceof BodyLimit.TooLarge, "answered 413, not 400");
        var malformed = new ProcessingException("Error deserializing", new JsonbException(
                "Unable to deserialize property 'rating' because of: Error deserialize JSON value into type: class java.lang.Integer."));
        assertTrue(ExceptionMappers.badBody(malformed) instanceof JsonbException);
        assertEquals(Map.of("rating", Problem.of("api.body.wrong-type")), JsonProblems.fields(malformed));
        assertEquals("has the wrong type", JsonProblems.fields(malformed).get("rating").message(), "the English text as before");
        assertEquals(Map.of("ratng", Problem.of("api.body.unknown-field")), JsonProblems.fields(new JsonbException(
                "Json property ratng can not be mapped to a class class org.hakem.player.interfaces.rest.PlayerJson.")));
        assertEquals(null, ExceptionMappers.badBody(new IllegalStateException("a bug")), "a bug is not the client's fault");
    }

    @Test
    void theConfiguredLimitIsReadSafely() {
        assertEquals(1 << 20, BodyLimit.limit(null));
        assertEquals(1 << 20, BodyLimit.limit("lots"));
        assertEquals(2048, BodyLimit.limit("2048"));
        assertEquals(1024, BodyLimit.limit("1"), "never below 1 KiB");
    }
}
