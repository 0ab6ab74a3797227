package org.hakem.web;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import org.hakem.platform.web.ClientAddress;

/**
 * The headers every answer carries (pages, API, exports, scripts, error pages), and HTTPS as the browser saw
 * it. A request that comes straight from a trusted proxy ({@code HAKEM_TRUSTED_PROXIES}, see {@link ClientAddress})
 * and that the proxy marks {@code X-Forwarded-Proto: https} counts as secure: links and {@code Location}s use
 * https and HSTS is sent. From anywhere else the header is ignored, so a client cannot claim to have come over
 * TLS. Form posts over the container's 2 MiB form limit are refused with 413 before
 * anything reads them. Declared in {@code web.xml}, so it runs before every annotated filter (the CSRF check
 * reads the form).
 */
public class SecurityHeaders extends HttpFilter {

    private static final long serialVersionUID = 1L;

    static final String CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
            + "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
    static final String PERMISSIONS = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), "
            + "interest-cohort=()";
    static final long FORM_LIMIT = 2L << 20;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("X-Frame-Options", "DENY");
        response.setHeader("Content-Security-Policy", CSP);
        response.setHeader("Referrer-Policy", "same-origin");
        response.setHeader("Permissions-Policy", PERMISSIONS);
        response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
        HttpServletRequest effective = request;
        if (secure(request.isSecure(), ClientAddress.fromTrustedProxy(request), request.getHeader("X-Forwarded-Proto"))) {
            response.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
            if (!request.isSecure()) {
                effective = new Forwarded(request);
            }
        }
        if (request.getDispatcherType() == DispatcherType.REQUEST && tooLargeForm(request)) {
            response.sendError(413, "The form is larger than " + (FORM_LIMIT >> 20) + " MiB.");
            return;
        }
        chain.doFilter(effective, response);
    }

    /** Whether the client reached us over TLS: directly, or through the trusted proxy that says so. */
    static boolean secure(boolean direct, boolean fromTrustedProxy, String forwardedProto) {
        if (direct) {
            return true;
        }
        if (!fromTrustedProxy || forwardedProto == null) {
            return false;
        }
        int comma = forwardedProto.indexOf(',');
        String first = (comma < 0 ? forwardedProto : forwardedProto.substring(0, comma)).strip();
        return first.toLowerCase(Locale.ROOT).equals("https");
    }

    private static boolean tooLargeForm(HttpServletRequest request) {
        String type = request.getContentType();
        return "POST".equals(request.getMethod()) && type != null
                && type.toLowerCase(Locale.ROOT).startsWith("application/x-www-form-urlencoded")
                && request.getContentLengthLong() > FORM_LIMIT;
    }

    /** The request as the browser sent it to the proxy: https on the default port. */
    private static final class Forwarded extends HttpServletRequestWrapper {
        Forwarded(HttpServletRequest request) {
            super(request);
        }

        @Override
        public boolean isSecure() {
            return true;
        }

        @Override
        public String getScheme() {
            return "https";
        }

        @Override
        public int getServerPort() {
            String port = getHeader("X-Forwarded-Port");
            try {
                return port == null ? 443 : Integer.parseInt(port.strip());
            } catch (NumberFormatException e) {
                return 443;
            }
        }

        @Override
        public StringBuffer getRequestURL() {
            StringBuffer url = new StringBuffer("https://").append(getServerName());
            if (getServerPort() != 443) {
                url.append(':').append(getServerPort());
            }
            return url.append(getRequestURI());
        }
    }
}
