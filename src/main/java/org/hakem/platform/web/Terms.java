package org.hakem.platform.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

/**
 * Draughts terms in the page's language, by the engine's codes: {@code #{terms.variant('turkish')}},
 * {@code #{terms.outcome('THREEFOLD_REPETITION')}}, {@code #{terms.side('WHITE')}}. An unknown code is shown
 * as it is (a variant added to the engine before its name is translated stays readable).
 */
@Named("terms")
@RequestScoped
public class Terms {

    public static final String BUNDLE = "org.hakem.web.terms";

    @Inject
    Language language;

    private Texts texts;

    public String variant(String id) {
        return lookup("variant.", id);
    }

    public String outcome(String reason) {
        return lookup("outcome.", reason);
    }

    public String side(String side) {
        return lookup("side.", side);
    }

    /**
     * A rating list type's name: a built-in type's ({@code fmjd-100}) in the page's language, an arbiter's own type by
     * the name it was given.
     */
    public String ratingList(String id, String name) {
        String named = lookup("ratingList.", id);
        return named.equals(id) && name != null && !name.isBlank() ? name : named;
    }

    /** A moment (an import's time) in the page's language and the server's time zone: {@code 29 Kas 2026 05:40}. */
    public String moment(java.time.Instant at) {
        if (at == null) {
            return "";
        }
        return java.time.format.DateTimeFormatter.ofLocalizedDateTime(java.time.format.FormatStyle.MEDIUM,
                java.time.format.FormatStyle.SHORT).withLocale(language.getLocale())
                .withZone(java.time.ZoneId.systemDefault()).format(at);
    }

    private String lookup(String prefix, String code) {
        if (code == null) {
            return "";
        }
        if (texts == null) {
            texts = Texts.of(BUNDLE, language.getLocale());
        }
        return texts.has(prefix + code) ? texts.get(prefix + code) : code;
    }
}
