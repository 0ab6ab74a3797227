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
