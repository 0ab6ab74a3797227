package org.hakem.archive.domain;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.hakem.player.domain.NameKeys;

/**
 * The words of a name or event as search sees them: folded, split at anything that is not a letter or digit.
 * Bounded, so that no tag value, however long, makes a term the index refuses (Lucene's limit is 32,766
 * bytes a term): at most {@link #MAX_WORDS} words, each cut to {@link #MAX_WORD_LENGTH} characters. The
 * same bounds apply to queries, so a long word still finds its game. The tag itself is stored whole.
 */
public final class SearchWords {

    public static final int MAX_WORDS = 64;
    public static final int MAX_WORD_LENGTH = 64;
    private static final java.util.regex.Pattern NOT_WORD = java.util.regex.Pattern.compile("[^\\p{L}\\p{N}]+");

    private SearchWords() {
    }

    public static List<String> of(String text) {
        if (text == null) {
            return List.of();
        }
        String key = NameKeys.searchKey(text);
        LinkedHashSet<String> out = new LinkedHashSet<>();
        if (asciiWords(key, out)) {
            return new ArrayList<>(out);
        }
        for (String w : NOT_WORD.split(key)) {
            if (out.size() == MAX_WORDS) {
                break;
            }
            if (!w.isEmpty()) {
                out.add(w.codePointCount(0, w.length()) <= MAX_WORD_LENGTH ? w
                        : w.substring(0, w.offsetByCodePoints(0, MAX_WORD_LENGTH)));
            }
        }
        return new ArrayList<>(out);
    }

    /**
     * The words of a key in ASCII, as the pattern splits it (letters and digits are the ASCII ones there), without
     * the pattern: an import splits the players and event of every game. False, and nothing added, when the key is
     * not all ASCII.
     */
    private static boolean asciiWords(String key, LinkedHashSet<String> out) {
        int n = key.length();
        for (int i = 0; i < n; i++) {
            if (key.charAt(i) >= 0x80) {
                return false;
            }
        }
        int i = 0;
        while (i < n && out.size() < MAX_WORDS) {
            while (i < n && !isWordChar(key.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && isWordChar(key.charAt(i))) {
                i++;
            }
            if (i > start) {
                out.add(key.substring(start, Math.min(i, start + MAX_WORD_LENGTH)));
            }
        }
        return true;
    }

    private static boolean isWordChar(char c) {
        return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 'A' && c <= 'Z';
    }

    /** Every word of {@code query} is a word of {@code text}. */
    public static boolean containsAll(String text, String query) {
        return of(text).containsAll(of(query));
    }
}
