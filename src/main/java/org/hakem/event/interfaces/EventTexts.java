package org.hakem.event.interfaces;

import java.util.Locale;
import org.hakem.platform.web.Texts;

/**
 * A kind of event's words in one language, for what is printed (sheets, PDFs, exports) and for the pages' beans: the
 * texts of the kind's page bundle. A kind's texts ({@code TournamentTexts}, {@code TeamTexts}) extend this with the
 * words of its own things (results, systems, tie-breaks).
 */
public abstract class EventTexts {

    private final Texts texts;
    private final Locale locale;

    protected EventTexts(String bundle, Locale locale) {
        this.texts = Texts.of(bundle, locale);
        this.locale = locale;
    }

    public Locale locale() {
        return locale;
    }

    /** A text of the bundle, with arguments. */
    public String get(String key, Object... arguments) {
        return texts.get(key, arguments);
    }
}
