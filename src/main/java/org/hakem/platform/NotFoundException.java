package org.hakem.platform;

import java.util.Locale;

/** The thing asked for does not exist (HTTP 404 at the edge). */
public class NotFoundException extends RuntimeException implements Problem.Source {

    private final Problem problem;

    public NotFoundException(Problem problem) {
        super(problem.message());
        this.problem = problem;
    }

    /**
     * A message a page bean has already worded in the reader's language; every edge shows it as written
     * (its code is {@code text}). Everything below the pages gives a {@link Problem} instead.
     */
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
