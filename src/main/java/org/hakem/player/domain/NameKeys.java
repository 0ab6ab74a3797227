package org.hakem.player.domain;

import java.text.Collator;
import java.text.Normalizer;
import java.util.Locale;

/**
 * Keys derived from a person's name for search and sorting.
 *
 * <p>Search folds case and accents the way a Turkish user expects: {@code İ}, {@code I}, {@code ı} and
 * {@code i} all fold to {@code i}, so "ilker", "İLKER" and "ılker" find "İlker", and "sahin" finds
 * "Şahin". Java's default lower-casing would turn "I" into "i" but leave "İ" as "i̇" (two code points)
 * and never match "ı"; a Turkish-locale lower-casing would turn "IVAN" into "ıvan". Folding every
 * variant of the letter to one key avoids both traps.
 *
 * <p>Sorting uses a Turkish collator (ç after c, ğ after g, ı before i, ö after o, ş after s, ü after u),
 * stored as collation-key bytes so the database orders them correctly whatever its own collation.
 */
public final class NameKeys {

    private static final Locale TURKISH = Locale.forLanguageTag("tr-TR");
    /** Compiled once: names are folded for every game an import reads (a String.replaceAll compiles each time). */
    private static final java.util.regex.Pattern MARKS = java.util.regex.Pattern.compile("\\p{M}+");
    private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile("\\s+");

    private NameKeys() {
    }

    /** The folded form of a name or of a search text: lower case, no accents, dotless/dotted i as i. */
    public static String searchKey(String text) {
        String ascii = asciiSearchKey(text);
        if (ascii != null) {
            return ascii;
        }
        String s = text.strip().replace('ı', 'i').replace('İ', 'I');
        s = MARKS.matcher(Normalizer.normalize(s, Normalizer.Form.NFD)).replaceAll("");
        s = s.toLowerCase(Locale.ROOT).replace('ß', 's');
        // Letters that do not decompose but users type without their stroke.
        s = s.replace('ø', 'o').replace('ł', 'l').replace('đ', 'd').replace('æ', 'a');
        return SPACES.matcher(s).replaceAll(" ");
    }

    /**
     * {@link #searchKey} of a text in ASCII, without the Unicode machinery (an import folds the players and event of
     * every game, nearly all ASCII): there is nothing to decompose, so lower-casing and folding white space is all.
     * Null when the text is not all ASCII.
     */
    private static String asciiSearchKey(String text) {
        String s = text.strip();
        int n = s.length();
        for (int i = 0; i < n; i++) {
            if (s.charAt(i) >= 0x80) {
                return null;
            }
        }
        StringBuilder out = new StringBuilder(n);
        boolean inSpace = false;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (isRegexSpace(c)) {
                if (!inSpace) {
                    out.append(' '); // a run of white space is one space
                }
                inSpace = true;
            } else {
                out.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
                inSpace = false;
            }
        }
        return out.toString();
    }

    /** What the pattern {@code \\s} matches. */
    private static boolean isRegexSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    /**
     * The folded forms a person's name may be written in by a game's tags: as given ("Şahin Yılmaz" as
     * {@code sahin yilmaz}) and surname first, with or without a comma ({@code yilmaz, sahin}, {@code yilmaz,sahin},
     * {@code yilmaz sahin}), at every split between given names and surnames ("Ali Rıza Kaya": {@code kaya, ali riza}
     * and {@code riza kaya, ali}). A name written surname first in the registry ("Yılmaz, Şahin") gives the same forms.
     * Initials ("Yılmaz, Ş.") are not forms of a name: such a game is linked by hand.
     */
    public static java.util.Set<String> nameForms(String name) {
        java.util.Set<String> forms = new java.util.LinkedHashSet<>();
        if (name == null || name.isBlank()) {
            return forms;
        }
        String key = searchKey(name);
        int comma = key.indexOf(',');
        String plain = comma < 0 ? key
                : (key.substring(comma + 1).strip() + " " + key.substring(0, comma).strip()).strip();
        forms.add(plain);
        String[] words = plain.split(" ");
        for (int i = 1; i < words.length; i++) {
            String given = String.join(" ", java.util.Arrays.copyOfRange(words, 0, i));
            String surname = String.join(" ", java.util.Arrays.copyOfRange(words, i, words.length));
            forms.add(surname + ", " + given);
            forms.add(surname + "," + given);
            forms.add(surname + " " + given);
        }
        return forms;
    }

    /** Collation key bytes: comparing them bytewise (unsigned) orders names the Turkish way. */
    public static byte[] sortKey(String name) {
        Collator collator = Collator.getInstance(TURKISH);
        collator.setStrength(Collator.TERTIARY);
        return collator.getCollationKey(name.strip()).toByteArray();
    }
}
