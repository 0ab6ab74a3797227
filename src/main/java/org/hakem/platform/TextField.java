package org.hakem.platform;

import java.util.Map;
import org.hakem.text.SingleLine;

/**
 * The one check of a one-line text field (a name of a player, an event or a team, a place, a title, a time
 * control, a club, a tag of an archived game) that every domain validation uses, so the API and the pages refuse the
 * same input with the same problem, the field named: too long ({@code field.too-long}), or holding a character a
 * one-line field may not hold ({@code field.no-control}, with the character as {@code U+000A} and its place from
 * 1; which characters: {@link SingleLine}). The value is checked as given, after the caller's trimming.
 */
public final class TextField {

    private TextField() {
    }

    /** What is wrong with a one-line value of at most {@code max} characters, or null (also for null). */
    public static Problem problem(String value, int max) {
        if (value == null) {
            return null;
        }
        int at = SingleLine.firstForbidden(value);
        if (at >= 0) {
            return Problem.of("field.no-control", SingleLine.codeAt(value, at), value.codePointCount(0, at) + 1);
        }
        if (value.length() > max) {
            return Problem.of("field.too-long", max);
        }
        return null;
    }

    /** Puts the problem of {@code field}'s value in {@code errors} when it has one (see {@link #problem}). */
    public static void check(Map<String, Problem> errors, String field, String value, int max) {
        Problem p = problem(value, max);
        if (p != null) {
            errors.put(field, p);
        }
    }
}
