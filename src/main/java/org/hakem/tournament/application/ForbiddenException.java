package org.hakem.tournament.application;

import org.hakem.platform.Problem;

/** The user may not change this tournament (not one of its assigned arbiters): HTTP 403. */
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
