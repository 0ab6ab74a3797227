package org.hakem.tournament.domain;

import java.util.Map;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;

/** Tournament input that breaks a rule, one message per field (HTTP 400). */
public class InvalidEventException extends ValidationException {

    public InvalidEventException(Map<String, Problem> problems) {
        super(problems);
    }

    public InvalidEventException(String field, Problem problem) {
        super(field, problem);
    }
}
