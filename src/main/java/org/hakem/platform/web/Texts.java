package org.hakem.platform.web;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Message bundle texts for Java code that is not a view: page beans composing a message, exports (PDF,
 * CSV headers), the error page. Views use the same bundles through their Faces variables ({@code msg},
 * {@code tmsg}, ...; see faces-config.xml). A missing key shows as {@code ???key???} rather than failing
 * the page, and BundleParityTest keeps that from reaching a release.
 */
public final class Texts {

    private final ResourceBundle bundle;
    private final Locale locale;

    private Texts(ResourceBundle bundle, Locale locale) {
        this.bundle = bundle;
        this.locale = locale;
    }

    /** The bundle {@code baseName} (for example {@code org.hakem.web.messages}) in {@code locale}. */
    public static Texts of(String baseName, Locale locale) {
        return new Texts(ResourceBundle.getBundle(baseName, locale, Control.NO_FALLBACK), locale);
    }

    public Locale locale() {
        return locale;
    }

    /** The text for {@code key}, with {@code {0}}, {@code {1}}... filled in the bundle's language. */
    public String get(String key, Object... arguments) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            return "???" + key + "???";
        }
        return arguments.length == 0 ? pattern : new MessageFormat(pattern, locale).format(arguments);
    }

    /** Whether the bundle has {@code key} (for texts chosen by a code, with a fallback). */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /** Bundles are looked up for the asked language, then the base file (English), never the JVM's locale. */
    private static final class Control extends ResourceBundle.Control {
        static final Control NO_FALLBACK = new Control();

        @Override
        public Locale getFallbackLocale(String baseName, Locale locale) {
            return null;
        }
    }
}
