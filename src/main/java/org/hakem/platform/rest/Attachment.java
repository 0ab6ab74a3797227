package org.hakem.platform.rest;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;

/** A file a resource answers for download (an export, a report, a game's PDN), saved under its own name. */
public final class Attachment {

    private Attachment() {
    }

    /** 200 with the bytes, their content type and {@code Content-Disposition: attachment; filename="..."}. */
    public static Response of(byte[] bytes, String contentType, String fileName) {
        return Response.ok(bytes, contentType)
                .header("Content-Disposition", "attachment; filename=\"" + fileName + "\"").build();
    }

    /** The same for a file written as it is sent ({@link StreamingOutput}: never the whole file in memory). */
    public static Response streamed(StreamingOutput body, String contentType, String fileName) {
        return Response.ok(body, contentType)
                .header("Content-Disposition", "attachment; filename=\"" + fileName + "\"").build();
    }
}
