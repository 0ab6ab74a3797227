package org.hakem.pairing;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.function.Function;
import org.hakem.crosstable.Colour;

/**
 * A sentence of the pairing engine's explanations as a code with arguments, so that a page or the API words it in
 * its own language from a message bundle, and the command line in plain English ({@link #english()}, the patterns
 * of {@code org/hakem/pairing/reasons.properties}, which name the rules' internal references as they are).
 *
 * <p>The pattern of {@code code} is a {@link MessageFormat} pattern when the reason has arguments (apostrophes
 * doubled), the text itself when it has none. Arguments are written by type: another reason in the same language,
 * a {@link Colour} by the pattern {@code colour.NAME}, {@link Points} in the language's number format,
 * {@link Letters} as the language's colour letters ({@code letter.W}, {@code letter.B}), a list as its elements
 * joined by a comma, a number as itself. The code {@code seq} joins its arguments (reasons) with a semicolon.
 *
 * @param code the pattern's key
 * @param args the arguments, by the types above
 */
public record Reason(String code, List<Object> args) {

    private static final Properties ENGLISH = load();

    public Reason {
        args = List.copyOf(args);
    }

    public static Reason of(String code, Object... args) {
        return new Reason(code, List.of(args));
    }

    /** Reasons joined by a semicolon, one clause each. */
    public static Reason seq(List<Reason> parts) {
        return new Reason("seq", new ArrayList<>(parts));
    }

    /** A score in tenths of a point, written in the language's number format ({@code 2.5}, {@code 2,5}). */
    public record Points(int tenths) {
    }

    /** The colours of games played, oldest first, as {@code W} and {@code B}; written as the language's letters. */
    public record Letters(String colours) {
    }

    /** The reason in plain English, as the command line writes it. */
    public String english() {
        return render(key -> ENGLISH.getProperty(key, key), Locale.ENGLISH);
    }

    /**
     * The reason in {@code locale}, with {@code patterns} giving the pattern of each key ({@code null} for a key it
     * lacks: then the English pattern).
     */
    public String render(Function<String, String> patterns, Locale locale) {
        Function<String, String> p = key -> {
            String s = patterns.apply(key);
            return s != null ? s : ENGLISH.getProperty(key, key);
        };
        return write(p, locale);
    }

    private String write(Function<String, String> p, Locale locale) {
        if ("seq".equals(code)) {
            List<String> parts = new ArrayList<>();
            for (Object a : args) {
                parts.add(arg(a, p, locale));
            }
            return String.join("; ", parts);
        }
        String pattern = p.apply(code);
        if (args.isEmpty()) {
            return pattern;
        }
        Object[] out = new Object[args.size()];
        for (int i = 0; i < out.length; i++) {
            Object a = args.get(i);
            out[i] = a instanceof Integer ? a : arg(a, p, locale);
        }
        return new MessageFormat(pattern, locale).format(out);
    }

    private static String arg(Object a, Function<String, String> p, Locale locale) {
        if (a instanceof Reason r) {
            return r.write(p, locale);
        }
        if (a instanceof Colour c) {
            return p.apply("colour." + c.name());
        }
        if (a instanceof Points s) {
            NumberFormat f = NumberFormat.getNumberInstance(locale);
            f.setMaximumFractionDigits(1);
            f.setGroupingUsed(false);
            return f.format(s.tenths() / 10.0);
        }
        if (a instanceof Letters l) {
            StringBuilder s = new StringBuilder();
            for (char c : l.colours().toCharArray()) {
                s.append(p.apply("letter." + c));
            }
            return s.toString();
        }
        if (a instanceof List<?> xs) {
            List<String> parts = new ArrayList<>();
            for (Object x : xs) {
                parts.add(arg(x, p, locale));
            }
            return String.join(", ", parts);
        }
        return String.valueOf(a);
    }

    @Override
    public String toString() {
        return english();
    }

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = Reason.class.getResourceAsStream("reasons.properties")) {
            if (in == null) {
                throw new IllegalStateException("org/hakem/pairing/reasons.properties is missing");
            }
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }
}
