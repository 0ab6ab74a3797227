package org.hakem.tournament.interfaces;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import org.hakem.pairing.Reason;
import org.hakem.pairing.RoundExplanation;

/**
 * The pairing engine's reasons ("Why this pairing?": colour rules, the bye, warnings, the FMJD rules, the
 * explanation as text) in the words of one language, from the bundle {@code org.hakem.tournament.interfaces.pairing}
 * ({@code _en}, {@code _tr}), for the page and the API alike. The rules' internal references (the DECISIONs of
 * docs/pairing.md) are named in words there; the command line keeps them ({@link Reason#english()}).
 */
public final class PairingReasons {

    public static final String BUNDLE = "org.hakem.tournament.interfaces.pairing";

    private final ResourceBundle bundle;
    private final Locale locale;

    private PairingReasons(Locale locale) {
        this.locale = org.hakem.text.Bundles.supported(locale);
        this.bundle = org.hakem.text.Bundles.of(BUNDLE, locale);
    }

    public static PairingReasons of(Locale locale) {
        return new PairingReasons(locale == null ? Locale.ENGLISH : locale);
    }

    /** The reason in this language. */
    public String text(Reason reason) {
        return reason == null ? "" : reason.render(k -> bundle.containsKey(k) ? bundle.getString(k) : null, locale);
    }

    public List<String> texts(List<Reason> reasons) {
        return reasons.stream().map(this::text).toList();
    }

    /** The whole explanation as text, one line each. */
    public List<String> lines(RoundExplanation x) {
        return texts(x.text());
    }
}
