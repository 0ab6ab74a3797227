package org.hakem.text;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * The texts of a message bundle in a language Hakem speaks: Turkish when Turkish is asked for, English otherwise, and
 * never the machine's own locale (a server started in Turkey must still answer an English request in English). The
 * one lookup the problems, the PDN reader's diagnostics and the pairing reasons share.
 */
public final class Bundles {

    private static final Locale TURKISH = Locale.forLanguageTag("tr");

    private Bundles() {
    }

    /** The language Hakem answers {@code asked} in: Turkish for any Turkish locale, else English (also for null). */
    public static Locale supported(Locale asked) {
        return asked != null && "tr".equals(asked.getLanguage()) ? TURKISH : Locale.ENGLISH;
    }

    /**
     * The properties bundle {@code baseName} in the {@link #supported supported} language of {@code asked}, falling back
     * to English only.
     *
     * @throws java.util.MissingResourceException when the bundle does not exist
     */
    public static ResourceBundle of(String baseName, Locale asked) {
        return ResourceBundle.getBundle(baseName, supported(asked), AskedElseEnglish.INSTANCE);
    }

    /** The asked language, else English; never the JVM's own locale. */
    private static final class AskedElseEnglish extends ResourceBundle.Control {
        static final AskedElseEnglish INSTANCE = new AskedElseEnglish();

        @Override
        public List<String> getFormats(String baseName) {
            return FORMAT_PROPERTIES;
        }

        @Override
        public Locale getFallbackLocale(String baseName, Locale locale) {
            return Locale.ENGLISH.equals(locale) ? null : Locale.ENGLISH;
        }
    }
}
