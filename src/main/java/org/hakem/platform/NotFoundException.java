package org.hakem.platform;

import java.util.Locale;

/** The thing asked for does not exist (HTTP 404 at the edge). */
public class NotFoundException extends RuntimeException {

    private final Problem problem;

    public NotFoundException(Problem problem) {
        super(problem.message());
        this.problem = problem;
    }

    /**
     * A message that has no code yet (pages not yet on templates).
     *
     * @deprecated give the message a code: {@link #NotFoundException(Problem)}
     */
    @Deprecated
    public NotFoundException(String message) {
        this(Problem.of(Problem.TEXT, message));
    }

    public Problem problem() {
        return problem;
    }

    public String getMessage(Locale locale) {
        return problem.message(locale);
    }
}
