package org.hakem.team.interfaces;

import java.util.Locale;
import org.hakem.platform.web.Texts;

/**
 * The team event's words in one language, for what is printed (the match sheets) and for the pages' beans: texts of
 * the bundle of the team pages ({@code gmsg} in views).
 */
public final class TeamTexts {

    public static final String BUNDLE = "org.hakem.team.interfaces.web.messages";

    private final Texts texts;
    private final Locale locale;

    private TeamTexts(Texts texts, Locale locale) {
        this.texts = texts;
        this.locale = locale;
    }

    public static TeamTexts of(Locale locale) {
        return new TeamTexts(Texts.of(BUNDLE, locale), locale);
    }

    public Locale locale() {
        return locale;
    }

    /** A text of the bundle, with arguments. */
    public String get(String key, Object... arguments) {
        return texts.get(key, arguments);
    }
}
