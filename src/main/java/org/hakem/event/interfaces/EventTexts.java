package org.hakem.event.interfaces;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hakem.event.domain.EventOfficials;
import org.hakem.platform.web.Texts;

/**
 * A kind of event's words in one language, for what is printed (sheets, PDFs, exports) and for the pages' beans: the
 * texts of the kind's page bundle. A kind's texts ({@code TournamentTexts}, {@code TeamTexts}) extend this with the
 * words of its own things (results, systems, tie-breaks).
 */
public abstract class EventTexts {

    /** The words every kind of event shares (the officials). */
    private static final String SHARED = "org.hakem.web.messages";

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

    /**
     * The officials as one printed line ("Chief arbiter: ... · Deputy arbiters: ... · Organiser: ..."), as on the
     * pages ({@code views/event/officials.xhtml}); null when none is named.
     */
    public String officials(EventOfficials o) {
        if (o.isEmpty()) {
            return null;
        }
        Texts shared = Texts.of(SHARED, locale);
        List<String> parts = new ArrayList<>();
        if (o.chiefArbiter() != null) {
            parts.add(shared.get("event.officials.chief") + ": " + o.chiefArbiter());
        }
        if (!o.deputyArbiters().isEmpty()) {
            parts.add(shared.get("event.officials.deputies") + ": " + o.deputiesText());
        }
        if (o.organiser() != null) {
            parts.add(shared.get("event.officials.organiser") + ": " + o.organiser());
        }
        return String.join(" · ", parts);
    }
}
