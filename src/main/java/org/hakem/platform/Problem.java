package org.hakem.platform;

import java.text.MessageFormat;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * What is wrong, as a stable code with its arguments ({@code Problem.of("field.range", 0, 4000)}), so
 * each edge says it in its reader's language: the pages and the JSON API look the code up in
 * {@code org/hakem/platform/problems_{en,tr}.properties}, the CLI and the logs read the English text
 * ({@link #message()}). Codes never change once published (API clients may test them); the texts may.
 *
 * <p>Arguments are values, not sentences: numbers, names, ids, what the user typed. Numbers are written as
 * they are ({@code 4000}, not {@code 4,000}). An argument that is itself a problem is said in the same language
 * (a file's fault inside "line 3, column 5: ..."), and so is an argument that words itself ({@link Said}: a PDN
 * reader's diagnostic).
 *
 * @param code      a key of the problems bundle, dotted, lower case: {@code capability.field.rule}
 * @param arguments the values its text names as {@code {0}}, {@code {1}}...
 */
public record Problem(String code, List<Object> arguments) {

    /** The bundle of every problem's texts. */
    public static final String BUNDLE = "org.hakem.platform.problems";
    /** The code of a message written before codes existed: its text is the one argument, in English. */
    public static final String TEXT = "text";

    public Problem {
        if (code == null || code.isBlank()) {
            throw new IllegalArgumentException("a problem needs a code");
        }
        arguments = List.copyOf(Arrays.asList(arguments.stream().map(Problem::value).toArray()));
    }

    public static Problem of(String code, Object... arguments) {
        return new Problem(code, Arrays.asList(arguments));
    }

    /**
     * Two problems of one field as one (several bad parts of a search pattern): the same code with one argument
     * each joins the arguments with "; ", otherwise the first is kept.
     */
    public static Problem join(Problem first, Problem second) {
        if (first.code.equals(second.code) && first.arguments.size() == 1 && second.arguments.size() == 1) {
            return of(first.code, first.arguments.get(0) + "; " + second.arguments.get(0));
        }
        return first;
    }

    /** The text in English: what the CLI, the logs and exception messages say. */
    public String message() {
        return message(Locale.ENGLISH);
    }

    /** The text in {@code locale} (English when Hakem does not speak it). */
    public String message(Locale locale) {
        ResourceBundle bundle;
        String pattern;
        try {
            bundle = org.hakem.text.Bundles.of(BUNDLE, locale);
            pattern = bundle.getString(code);
        } catch (MissingResourceException e) {
            return code + (arguments.isEmpty() ? "" : " " + arguments);
        }
        return arguments.isEmpty() ? pattern : new MessageFormat(pattern, locale).format(arguments.stream()
                .map(a -> a instanceof Problem p ? p.message(locale) : a instanceof Said said ? said.in(locale) : a)
                .toArray());
    }

    @Override
    public String toString() {
        return message();
    }

    /** Null as empty text, numbers as plain digits (MessageFormat would group them by the locale). */
    private static Object value(Object o) {
        return o == null ? "" : o instanceof Number || o instanceof Enum<?> ? o.toString() : o;
    }


    /**
     * An argument that says itself in each language (a PDN reader's diagnostic, worded by its own texts); its
     * {@code toString()} is the English text.
     */
    public interface Said {
        String in(Locale locale);
    }

    /** An exception that says what went wrong as one problem (not found, conflict, forbidden). */
    public interface Source {
        Problem problem();
    }
}
