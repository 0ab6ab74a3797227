package org.hakem.platform;

import java.util.Map;

/**
 * The one reading of the parameters of an address ({@code ?page=2&size=50&round=3&yearFrom=1998&mirror=true}) that the
 * API (through {@code org.hakem.platform.rest.QueryParameters}) and the pages use: a value that is not what the parameter takes
 * is refused with the parameter named (a {@link ValidationException}: 400 in the JSON error contract, the error page
 * with 400 on a page), never read as something else (a negative page as the first, a huge size as the largest, text as
 * the default). An absent or empty parameter is the default.
 */
public final class Parameters {

    private Parameters() {
    }

    /** What is wrong with {@code text} as a whole number from {@code min} to {@code max}, or null (also when empty). */
    public static Problem wholeProblem(String text, long min, long max) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String t = text.strip();
        if (!t.matches("[-+]?[0-9]{1,40}")) {
            return Problem.of("field.whole-number");
        }
        long v;
        try {
            v = Long.parseLong(t);
        } catch (NumberFormatException e) {
            return Problem.of("field.range", min, max);
        }
        return v < min || v > max ? Problem.of("field.range", min, max) : null;
    }

    /** What is wrong with {@code text} as true or false, or null (also when empty). */
    public static Problem booleanProblem(String text) {
        return text == null || text.isBlank() || text.strip().equals("true") || text.strip().equals("false") ? null
                : Problem.of("parameter.true-false");
    }

    /** A whole number from {@code min} to {@code max}; {@code fallback} when absent or empty. */
    public static int whole(String name, String text, int fallback, int min, int max) {
        Integer v = optionalWhole(name, text, min, max);
        return v == null ? fallback : v;
    }

    /** A whole number from {@code min} to {@code max}; null when absent or empty. */
    public static Integer optionalWhole(String name, String text, int min, int max) {
        Problem p = wholeProblem(text, min, max);
        if (p != null) {
            throw new ValidationException(Map.of(name, p));
        }
        return text == null || text.isBlank() ? null : Integer.valueOf(Integer.parseInt(text.strip()));
    }

    /** True or false; {@code fallback} when absent or empty. */
    public static boolean bool(String name, String text, boolean fallback) {
        Problem p = booleanProblem(text);
        if (p != null) {
            throw new ValidationException(Map.of(name, p));
        }
        return text == null || text.isBlank() ? fallback : text.strip().equals("true");
    }
}
