package org.hakem.security.infrastructure;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * Synchronizer tokens against cross-site request forgery: every form carries the session's secret token
 * in a hidden field {@value #FIELD}, and a POST without the right token is refused.
 */
public final class CsrfTokens {

    public static final String FIELD = "_csrf";
    private static final String ATTRIBUTE = "hakem.csrf";
    private static final SecureRandom RANDOM = new SecureRandom();

    private CsrfTokens() {
    }

    /** The session's token, creating the session and the token when needed. */
    public static String token(HttpServletRequest request) {
        HttpSession session = request.getSession(true);
        Object token = session.getAttribute(ATTRIBUTE);
        if (token instanceof String s) {
            return s;
        }
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        String fresh = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        session.setAttribute(ATTRIBUTE, fresh);
        return fresh;
    }

    /** The header a script sends the token in (uploads whose body is a file, not a form). */
    public static final String HEADER = "X-CSRF-Token";

    /**
     * True when the request carries the token of its session: in the form's hidden field, or in the
     * {@link #HEADER} header. Never in the URL: a token in a query string would end up in logs and histories.
     */
    public static boolean matches(HttpServletRequest request) {
        HttpSession session = request.getSession(false);
        String sent = request.getHeader(HEADER);
        if (sent == null && request.getContentType() != null
                && request.getContentType().toLowerCase(java.util.Locale.ROOT).startsWith("application/x-www-form-urlencoded")) {
            sent = formField(request);
        }
        if (session == null || sent == null || !(session.getAttribute(ATTRIBUTE) instanceof String expected)) {
            return false;
        }
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII), sent.getBytes(StandardCharsets.UTF_8));
    }

    /** The token from a form body only, never from the query string (which getParameter would also read). */
    private static String formField(HttpServletRequest request) {
        String query = request.getQueryString();
        if (query != null && (query.startsWith(FIELD + "=") || query.contains("&" + FIELD + "="))) {
            return null;
        }
        return request.getParameter(FIELD);
    }
}
