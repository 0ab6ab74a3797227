package org.hakem.api;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.Provider;
import jakarta.ws.rs.ext.WriterInterceptor;
import jakarta.ws.rs.ext.WriterInterceptorContext;
import java.io.IOException;
import java.io.OutputStream;
import org.hakem.text.Json;

/**
 * Every JSON answer of the API leaves with DEL, the C1 controls and U+2028, U+2029 escaped ({@link Json#inert}), as
 * the hand-written JSON is: JSON-B escapes only the quote, the backslash and C0, and a name holding U+2028 would end
 * a line in a script that embeds the answer. The document reads the same.
 */
@Provider
public class JsonOutput implements WriterInterceptor {

    @Override
    public void aroundWriteTo(WriterInterceptorContext context) throws IOException {
        MediaType type = context.getMediaType();
        if (type == null || !(type.getSubtype().equals("json") || type.getSubtype().endsWith("+json"))) {
            context.proceed();
            return;
        }
        OutputStream original = context.getOutputStream();
        OutputStream inert = Json.inert(new java.io.FilterOutputStream(original) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                flush(); // the container closes the entity stream itself
            }
        });
        context.setOutputStream(inert);
        try {
            context.proceed();
        } finally {
            inert.close();
            context.setOutputStream(original);
        }
    }
}
