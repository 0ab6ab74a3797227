package org.hakem.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an operation whose answer is an event's export file, in the format its address names (CSV, JSON, TRF, PDF
 * or PDN): {@link OpenApiDocument} writes that success answer, the same for every such operation.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface ExportAnswer {

    /** The media types of the formats, as the API document lists them. */
    String[] MEDIA_TYPES = {"text/csv", "application/json", "text/plain", "application/pdf", "application/x-pdn"};
}
