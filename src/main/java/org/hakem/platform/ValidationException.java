package org.hakem.platform;

import java.util.Map;

/** Input that breaks a rule, with one message per field (HTTP 400 at the edge). */
public class ValidationException extends RuntimeException {

    private final Map<String, String> fieldErrors;

    public ValidationException(Map<String, String> fieldErrors) {
        super("invalid input: " + fieldErrors);
        this.fieldErrors = Map.copyOf(fieldErrors);
    }

    public ValidationException(String field, String message) {
        this(Map.of(field, message));
    }

    public Map<String, String> fieldErrors() {
        return fieldErrors;
    }
}
