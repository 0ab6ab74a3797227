package org.hakem.trf;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Map;

/**
 * The character encoding a TRF is written in. TRF-2026 names none; the pairing programs that read TRF expect UTF-8
 * (JaVaFo's manual recommends it, bbpPairings refuses a file that is not UTF-8), so UTF-8 is the default. Latin-1
 * (ISO-8859-1) is offered for programs that read it by default (TieBreakServer without {@code -b utf-8}): a name that
 * Latin-1 cannot hold is refused ({@link TrfEncodingException}, naming the player and the character) unless the
 * caller asks for transliteration ({@link #transliterate}). {@link TrfReader} reads both (UTF-8, else ISO-8859-1).
 */
public enum TrfEncoding {

    UTF_8("utf-8", StandardCharsets.UTF_8),
    LATIN_1("latin-1", StandardCharsets.ISO_8859_1);

    /**
     * Characters outside Latin-1 that have no decomposition into a base letter and marks, mapped to their nearest
     * ASCII letter: the Turkish dotless i (and dotted capital I), Polish ł, Croatian/Vietnamese đ, Maltese ħ, French œ,
     * and typographic quotes and dashes. One character each, so that the fixed columns of a record stay in place.
     */
    private static final Map<Character, String> NO_DECOMPOSITION = Map.ofEntries(
            Map.entry('ı', "i"), Map.entry('İ', "I"), Map.entry('ł', "l"), Map.entry('Ł', "L"),
            Map.entry('đ', "d"), Map.entry('Đ', "D"),
            Map.entry('ħ', "h"), Map.entry('Ħ', "H"), Map.entry('œ', "o"), Map.entry('Œ', "O"),
            Map.entry('ŀ', "l"), Map.entry('Ŀ', "L"), Map.entry('ŧ', "t"), Map.entry('Ŧ', "T"),
            Map.entry('ƒ', "f"), Map.entry('ŉ', "n"), Map.entry('ĸ', "k"),
            Map.entry('‘', "'"), Map.entry('’', "'"), Map.entry('“', "\""), Map.entry('”', "\""),
            Map.entry('–', "-"), Map.entry('—', "-"));

    private final String label;
    private final Charset charset;

    TrfEncoding(String label, Charset charset) {
        this.label = label;
        this.charset = charset;
    }

    /** {@code utf-8} or {@code latin-1}: the name in options, query parameters and messages. */
    public String label() {
        return label;
    }

    public Charset charset() {
        return charset;
    }

    /**
     * The encoding a user names: {@code utf-8}/{@code utf8}, {@code latin-1}/{@code latin1}/{@code iso-8859-1}
     * (any case); blank means UTF-8.
     *
     * @throws IllegalArgumentException for any other name
     */
    public static TrfEncoding of(String name) {
        if (name == null || name.isBlank()) {
            return UTF_8;
        }
        return switch (name.trim().toLowerCase(Locale.ROOT)) {
            case "utf-8", "utf8" -> UTF_8;
            case "latin-1", "latin1", "iso-8859-1", "iso8859-1" -> LATIN_1;
            default -> throw new IllegalArgumentException("unknown TRF encoding '" + name + "'; use utf-8 or latin-1");
        };
    }

    /**
     * The bytes of a TRF text in this encoding.
     *
     * @param transliterate for Latin-1: write a character Latin-1 lacks as its nearest Latin-1 or ASCII form
     *                      ({@link #transliterate}) instead of refusing the text
     * @throws TrfEncodingException when a character cannot be written and {@code transliterate} is off, or has no
     *                              transliteration
     */
    public byte[] encode(String text, boolean transliterate) {
        if (this == UTF_8) {
            return text.getBytes(charset);
        }
        String out = transliterate ? transliterate(text) : text;
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < out.length(); i++) {
            char c = out.charAt(i);
            if (c == '\n') {
                line++;
                lineStart = i + 1;
            } else if (c > 0xFF) {
                int end = out.indexOf('\n', i);
                throw new TrfEncodingException(this, line, out.substring(lineStart, end < 0 ? out.length() : end),
                        out.codePointAt(i));
            }
        }
        return out.getBytes(charset);
    }

    /**
     * The text with every character Latin-1 lacks replaced by its nearest form; Latin-1 letters stay (ç, ö, ü, é, ø).
     * A letter with marks becomes its base letter (Ş → S, ğ → g, č → c, ő → o); letters that do not decompose come
     * from a small table (ı → i, İ → I, ł → l, đ → d, œ → o, and typographic quotes and dashes). Each character
     * becomes one character, so the fixed columns stay where they are. Characters with no such form are left as they
     * are (and {@link #encode} then refuses them).
     */
    public static String transliterate(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            if (cp <= 0xFF) {
                out.appendCodePoint(cp);
                return;
            }
            String mapped = cp <= 0xFFFF ? NO_DECOMPOSITION.get((char) cp) : null;
            if (mapped != null) {
                out.append(mapped);
                return;
            }
            String decomposed = Normalizer.normalize(new String(Character.toChars(cp)), Normalizer.Form.NFD);
            int base = decomposed.codePointAt(0);
            if (base <= 0xFF && decomposed.length() > Character.charCount(base)) {
                out.appendCodePoint(base); // the letter without its marks: Ş → S, ğ → g, č → c
            } else {
                out.appendCodePoint(cp);
            }
        });
        return out.toString();
    }
}
