package org.hakem.platform;

/**
 * The user may not change this thing (an event that is not theirs, #30): HTTP 403 at the edge, with the reason.
 */
public class ForbiddenException extends RuntimeException implements Problem.Source {

    private final transient Problem problem;

    public ForbiddenException(Problem problem) {
        super(problem.message());
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
