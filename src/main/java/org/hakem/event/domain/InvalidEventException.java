package org.hakem.event.domain;

import java.util.Map;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;

/** Event input (a tournament's, a team event's) that breaks a rule, one problem per field (HTTP 400). */
public class InvalidEventException extends ValidationException {

    public InvalidEventException(Map<String, Problem> problems) {
        super(problems);
    }

    public InvalidEventException(String field, Problem problem) {
        super(field, problem);
    }
}
