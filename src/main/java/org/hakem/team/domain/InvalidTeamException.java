package org.hakem.team.domain;

import java.util.Map;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;

/** Team event input that breaks a rule, one problem per field (HTTP 400). */
public class InvalidTeamException extends ValidationException {

    public InvalidTeamException(Map<String, Problem> problems) {
        super(problems);
    }

    public InvalidTeamException(String field, Problem problem) {
        super(field, problem);
    }
}
