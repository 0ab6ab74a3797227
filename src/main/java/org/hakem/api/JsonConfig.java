package org.hakem.api;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;

/**
 * JSON-B as the API uses it: the defaults, except that a body with a field the operation does not know is
 * refused (400 naming the field) rather than silently ignored, so a misspelt field never loses what the
 * client meant to send.
 */
@Provider
public class JsonConfig implements ContextResolver<Jsonb> {

    private static final Jsonb JSONB = JsonbBuilder.create(new JsonbConfig()
            .setProperty("jsonb.fail-on-unknown-properties", true));

    @Override
    public Jsonb getContext(Class<?> type) {
        return JSONB;
    }
}
