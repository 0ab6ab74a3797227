package org.hakem.platform;

import java.util.Locale;

/**
 * A change was based on a version that is no longer current: someone else changed the thing first.
 * Nothing was overwritten (HTTP 409 at the edge); the caller reloads and decides.
 */
public class ConflictException extends RuntimeException implements Problem.Source {

    private final Problem problem;
    private final long currentVersion;

    public ConflictException(Problem problem, long currentVersion) {
        super(problem.message());
        this.problem = problem;
        this.currentVersion = currentVersion;
    }

    /**
     * A message a page bean has already worded in the reader's language; every edge shows it as written
     * (its code is {@code text}). Everything below the pages gives a {@link Problem} instead.
     */
    public ConflictException(String message, long currentVersion) {
        this(Problem.of(Problem.TEXT, message), currentVersion);
    }

    public Problem problem() {
        return problem;
    }

    public String getMessage(Locale locale) {
        return problem.message(locale);
    }

    public long currentVersion() {
        return currentVersion;
    }
}
