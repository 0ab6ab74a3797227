package org.hakem.api;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;

/** The JSON body of every error answer: a status, a message and, for invalid input, one message per field. */
public record ApiError(int status, String message, Map<String, String> fields) {

    public static Response response(Response.Status status, String message) {
        return response(status.getStatusCode(), message, Map.of());
    }

    public static Response response(int status, String message, Map<String, String> fields) {
        return Response.status(status)
                .type(MediaType.APPLICATION_JSON_TYPE.withCharset("UTF-8"))
                .entity(new ApiError(status, message, fields))
                .build();
    }
}
