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

    /** True when the request carries the token of its session. */
    public static boolean matches(HttpServletRequest request) {
        HttpSession session = request.getSession(false);
        String sent = request.getParameter(FIELD);
        if (session == null || sent == null || !(session.getAttribute(ATTRIBUTE) instanceof String expected)) {
            return false;
        }
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII), sent.getBytes(StandardCharsets.UTF_8));
    }
}
