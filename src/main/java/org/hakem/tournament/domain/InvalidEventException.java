package org.hakem.tournament.domain;

import java.util.Map;
import org.hakem.platform.ValidationException;

/** Tournament input that breaks a rule, one message per field (HTTP 400). */
public class InvalidEventException extends ValidationException {

    public InvalidEventException(Map<String, String> fieldErrors) {
        super(fieldErrors);
    }

    public InvalidEventException(String field, String message) {
        super(field, message);
    }
}
