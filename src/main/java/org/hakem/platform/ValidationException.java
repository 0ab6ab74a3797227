package org.hakem.platform;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Input that breaks a rule, with one {@link Problem} per field (HTTP 400 at the edge). The edges say each
 * problem in the reader's language; {@link #fieldErrors()} gives the English texts.
 */
public class ValidationException extends RuntimeException {

    private final Map<String, Problem> problems;

    public ValidationException(Map<String, Problem> problems) {
        super("invalid input: " + problems);
        this.problems = Collections.unmodifiableMap(new LinkedHashMap<>(problems));
    }

    public ValidationException(String field, Problem problem) {
        this(Map.of(field, problem));
    }

    /**
     * A message a page bean has already worded in the reader's language; every edge shows it as written
     * (its code is {@code text}). Everything below the pages gives a {@link Problem} instead.
     */
    public ValidationException(String field, String message) {
        this(field, Problem.of(Problem.TEXT, message));
    }

    /** Field name to problem, in the order the rules were checked. */
    public Map<String, Problem> problems() {
        return problems;
    }

    /** Field name to its message in English. */
    public Map<String, String> fieldErrors() {
        return fieldErrors(Locale.ENGLISH);
    }

    /** Field name to its message in {@code locale}. */
    public Map<String, String> fieldErrors(Locale locale) {
        Map<String, String> texts = new LinkedHashMap<>();
        problems.forEach((field, p) -> texts.put(field, p.message(locale)));
        return Collections.unmodifiableMap(texts);
    }

    /** Field name to problem code. */
    public Map<String, String> codes() {
        Map<String, String> codes = new LinkedHashMap<>();
        problems.forEach((field, p) -> codes.put(field, p.code()));
        return Collections.unmodifiableMap(codes);
    }
}
