package org.hakem.pdn;

import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;

/**
 * One problem found in a PDN file.
 *
 * <p>What was wrong is a code with arguments ({@link #code()}, {@link #args()}), worded in English by
 * {@link #message()} and in another language by {@link #message(Locale)}, from the texts of
 * {@code org/hakem/pdn/diagnostics_{en,tr}.properties}. An argument that is itself a phrase of those texts (what was
 * found: "end of file", "a comment") is written by {@link #ref}, and said in the same language. A diagnostic of the
 * code {@link #TEXT} has only its English text (its one argument).
 *
 * @param severity {@link Severity#ERROR} when the game cannot be trusted as read; {@link Severity#WARNING}
 *                 for something tolerated (the game reads as the writer meant it)
 * @param source   the file name (or another label of the input)
 * @param game     the game number in the file, from 1; 0 when the problem lies outside any game
 * @param line     the line, from 1
 * @param column   the column in characters, from 1
 * @param message  what was wrong, in English: "expected X, found Y" where the reader can say so
 * @param code     the key of the text of what was wrong
 * @param args     its arguments, as text
 */
public record PdnDiagnostic(Severity severity, String source, int game, int line, int column, String message,
                            String code, List<String> args) {

    /** The code of a diagnostic known only by its English text. */
    public static final String TEXT = "text";
    private static final String BUNDLE = "org.hakem.pdn.diagnostics";
    private static final char REF = '\u001F';
    private static final char SEP = '\u001E';

    /** How bad a problem is. */
    public enum Severity { ERROR, WARNING }

    public PdnDiagnostic {
        args = List.copyOf(args);
    }

    /** A diagnostic known only by its English text. */
    public PdnDiagnostic(Severity severity, String source, int game, int line, int column, String message) {
        this(severity, source, game, line, column, message, TEXT, List.of(message));
    }

    /** A diagnostic by its code, its English message written from the code. */
    public static PdnDiagnostic of(Severity severity, String source, int game, int line, int column, String code,
                                   List<String> args) {
        return new PdnDiagnostic(severity, source, game, line, column, text(code, args, Locale.ENGLISH), code, args);
    }

    /** The same problem in another game. */
    PdnDiagnostic inGame(int index) {
        return new PdnDiagnostic(severity, source, index, line, column, message, code, args);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** What was wrong in {@code locale} (English when the reader does not speak it). */
    public String message(Locale locale) {
        return text(code, args, locale);
    }

    /** {@code file:12:5: game 3: error: expected a move, found '-'} in {@code locale}. */
    public String located(Locale locale) {
        return text(severity == Severity.ERROR ? "located.error" : "located.warning",
                List.of(source, Integer.toString(line), Integer.toString(column), Integer.toString(game),
                        message(locale)), locale);
    }

    /** An argument that is a phrase of the texts ({@code code} with its own arguments), said in the same language. */
    public static String ref(String code, String... args) {
        StringBuilder s = new StringBuilder().append(REF).append(code);
        for (String a : args) {
            s.append(SEP).append(a);
        }
        return s.toString();
    }

    /**
     * The text of {@code code} with {@code args} in {@code locale}: the code a diagnostic was stored with, worded where
     * it is shown. A code without a text shows its first argument.
     */
    public static String text(String code, List<String> args, Locale locale) {
        if (TEXT.equals(code)) {
            return args.isEmpty() ? "" : args.get(0);
        }
        String pattern;
        try {
            pattern = org.hakem.text.Bundles.of(BUNDLE, locale).getString(code);
        } catch (MissingResourceException e) {
            return args.isEmpty() ? code : args.get(0);
        }
        if (args.isEmpty()) {
            return pattern;
        }
        Object[] out = new Object[args.size()];
        for (int i = 0; i < out.length; i++) {
            String a = args.get(i);
            if (!a.isEmpty() && a.charAt(0) == REF) {
                List<String> parts = Arrays.asList(a.substring(1).split(String.valueOf(SEP), -1));
                out[i] = text(parts.get(0), new ArrayList<>(parts.subList(1, parts.size())), locale);
            } else {
                out[i] = a;
            }
        }
        return new MessageFormat(pattern, locale).format(out);
    }


    /** {@code file:12:5: game 3: error: expected a move, found '-'} */
    @Override
    public String toString() {
        return source + ":" + line + ":" + column + ": game " + game + ": "
                + (severity == Severity.ERROR ? "error" : "warning") + ": " + message;
    }
}
