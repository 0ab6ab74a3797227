package org.hakem.archive.domain;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.hakem.player.domain.NameKeys;

/** The words of a name or event as search sees them: folded, split at anything that is not a letter or digit. */
public final class SearchWords {

    private SearchWords() {
    }

    public static List<String> of(String text) {
        if (text == null) {
            return List.of();
        }
        LinkedHashSet<String> out = new LinkedHashSet<>();
        for (String w : NameKeys.searchKey(text).split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return new ArrayList<>(out);
    }

    /** Every word of {@code query} is a word of {@code text}. */
    public static boolean containsAll(String text, String query) {
        return of(text).containsAll(of(query));
    }
}
