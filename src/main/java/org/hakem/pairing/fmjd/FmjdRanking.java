package org.hakem.pairing.fmjd;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The initial ranking of the FMJD Swiss system (annex articles 2.1 and 3.1.1–3.1.2): the participants are
 * listed by their rating ("capital points", from the last rating list published before the event), then by
 * FMJD title, then by name. The start numbers of an FMJD Swiss event follow this order.
 *
 * <p>Unrated participants: article 3.1.1 asks the organisers to give them an estimated rating, which is
 * then simply their rating here. Those left without one (rating 0) are ranked after every rated player
 * (DECISION completing the variant of 3.1.2, which allows placing them at the end of the table), among
 * themselves by title, then name.
 */
public final class FmjdRanking {

    /** A participant as the ranking sees him. */
    public record Participant(int id, String name, int rating, String title) {
    }

    /** FMJD titles, strongest first (DECISION: men's and open titles before the women's title of the same level). */
    public static final List<String> TITLES = List.of("GMI", "MI", "GMIF", "MF", "MIF", "CMF", "MFF", "CMFF");

    private FmjdRanking() {
    }

    /** 0 for GMI, 1 for MI, ...; 50 for another title, 99 for none. */
    public static int titleStrength(String title) {
        if (title == null || title.isBlank()) {
            return 99;
        }
        int i = TITLES.indexOf(title.strip().toUpperCase(Locale.ROOT));
        return i >= 0 ? i : 50;
    }

    /** Rating (highest first, unrated last), then title (strongest first), then name in Turkish order. */
    public static Comparator<Participant> order() {
        Collator names = Collator.getInstance(Locale.forLanguageTag("tr"));
        return Comparator.comparingInt((Participant p) -> p.rating() > 0 ? -p.rating() : 1)
                .thenComparingInt(p -> titleStrength(p.title()))
                .thenComparing(Participant::name, names)
                .thenComparingInt(Participant::id);
    }

    /** The participants in ranking order: index 0 gets start number 1. */
    public static List<Participant> rank(List<Participant> participants) {
        List<Participant> out = new ArrayList<>(participants);
        out.sort(order());
        return out;
    }
}
