package org.hakem.platform.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;

/**
 * The language of this request's page: the one the reader chose (cookie {@value #COOKIE}, set by
 * {@link LanguageSwitch} from {@code ?lang=}), else the first of the browser's {@code Accept-Language}
 * that Hakem speaks, else English.
 */
@Named("language")
@RequestScoped
public class Language {

    public static final String COOKIE = "hakem-lang";
    public static final List<Locale> SUPPORTED = List.of(Locale.ENGLISH, Locale.forLanguageTag("tr"));

    @Inject
    HttpServletRequest request;

    private Locale locale;

    public Locale getLocale() {
        if (locale == null) {
            locale = of(request);
        }
        return locale;
    }

    /** {@code tr} or {@code en}, for {@code <html lang>}. */
    public String getTag() {
        return getLocale().getLanguage();
    }

    /** The languages to offer in the switch, each as its own name. */
    public List<Locale> getSupported() {
        return SUPPORTED;
    }

    /** The address of this page in the other language (the switch sets the cookie and comes back). */
    public String switchTo(String tag) {
        Object forwarded = request.getAttribute(RequestDispatcher.FORWARD_REQUEST_URI);
        String uri = forwarded != null ? forwarded.toString() : request.getRequestURI();
        Object query = request.getAttribute(RequestDispatcher.FORWARD_QUERY_STRING);
        String q = forwarded != null ? (query == null ? null : query.toString()) : request.getQueryString();
        String kept = withoutChoice(q);
        return uri + "?" + (kept.isEmpty() ? "" : kept + "&") + "lang=" + URLEncoder.encode(tag, StandardCharsets.UTF_8);
    }

    /** A query string without its {@code lang=} parameters (empty when nothing else is left). */
    static String withoutChoice(String query) {
        StringBuilder kept = new StringBuilder();
        if (query != null) {
            for (String part : query.split("&")) {
                if (!part.isEmpty() && !part.startsWith("lang=")) {
                    kept.append(kept.length() == 0 ? "" : "&").append(part);
                }
            }
        }
        return kept.toString();
    }

    /** The language for any request, pages and API alike. */
    public static Locale of(HttpServletRequest request) {
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                Locale chosen = COOKIE.equals(c.getName()) ? supported(c.getValue()) : null;
                if (chosen != null) {
                    return chosen;
                }
            }
        }
        if (request.getHeader("Accept-Language") != null) {
            Enumeration<Locale> wanted = request.getLocales();
            while (wanted.hasMoreElements()) {
                Locale l = supported(wanted.nextElement().getLanguage());
                if (l != null) {
                    return l;
                }
            }
        }
        return Locale.ENGLISH;
    }

    /** The supported locale with this language tag, else null. */
    public static Locale supported(String tag) {
        if (tag == null) {
            return null;
        }
        for (Locale l : SUPPORTED) {
            if (l.getLanguage().equalsIgnoreCase(tag.strip())) {
                return l;
            }
        }
        return null;
    }
}
