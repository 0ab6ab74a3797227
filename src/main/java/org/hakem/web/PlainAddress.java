package org.hakem.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

/**
 * Refuses an address that is not written in its one plain form, before anything behind it reads it: path
 * parameters ({@code /api/archive;x=y/index/verify}, a trailing {@code ;}), empty segments ({@code //arbiter/...}),
 * dot segments ({@code /./}, {@code /../}, also percent-encoded), an encoded or back slash ({@code %2f}, {@code %5c},
 * {@code \}), and a percent-encoded letter, digit or {@code -._~} (RFC 3986's unreserved characters, which have one
 * plain spelling). The container matches its security constraints on its own normalisation of the address while
 * the page router and JAX-RS read it otherwise; refusing every other spelling (400, in the error contract) leaves one
 * address per page and operation, and the operations check their roles themselves as well ({@code OperationRoles},
 * {@link Page#requireArbiter()}). Letter case is not normalised: every address is case-sensitive, so {@code /Arbiter}
 * is simply not found.
 *
 * <p>It also refuses a method Hakem serves nowhere ({@code TRACE}, {@code CONNECT}, made-up ones): 405, in the error
 * contract, with the security headers. The container would answer {@code TRACE} itself with an empty 405 and no
 * headers, so {@code preboot.asadmin} lets it through to here ({@code trace-enabled}); this filter is the only thing
 * that ever answers it, so a {@code TRACE} is never echoed back. Declared in {@code web.xml} right after the security
 * headers.
 */
public class PlainAddress extends HttpFilter {

    private static final long serialVersionUID = 1L;

    /** The methods some address of Hakem answers; any other is refused everywhere. */
    private static final List<String> SERVED = List.of("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");
    private static final Set<String> METHODS = Set.copyOf(SERVED);
    private static final String ALLOW = String.join(", ", SERVED);

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!METHODS.contains(request.getMethod())) {
            response.setHeader("Allow", ALLOW);
            response.sendError(HttpServletResponse.SC_METHOD_NOT_ALLOWED, ErrorPage.KEY_PREFIX + "method");
            return;
        }
        String uri = request.getRequestURI();
        String context = request.getContextPath();
        if (!plain(uri.startsWith(context) ? uri.substring(context.length()) : uri)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, ErrorPage.KEY_PREFIX + "address");
            return;
        }
        chain.doFilter(request, response);
    }

    /** Whether {@code path} (as sent, inside the application) is the one plain spelling of its address. */
    public static boolean plain(String path) {
        if (path.isEmpty()) {
            return true;
        }
        if (path.charAt(0) != '/' || path.indexOf(';') >= 0 || path.indexOf('\\') >= 0 || path.contains("//")) {
            return false;
        }
        for (int i = 0; i < path.length(); i++) {
            if (path.charAt(i) == '%') {
                int c = i + 2 < path.length() ? hex(path.charAt(i + 1), path.charAt(i + 2)) : -1;
                if (c < 0 || c == '/' || c == '\\' || c == ';' || unreserved(c)) {
                    return false;
                }
            }
        }
        for (String segment : path.split("/", -1)) {
            if (segment.equals(".") || segment.equals("..")) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code path} (inside the application, as sent) is under {@code /api}, however it is spelled: the error
     * page answers there in the API's JSON, also for an address this filter refuses.
     */
    public static boolean api(String path) {
        for (String segment : path.split("/")) {
            int semicolon = segment.indexOf(';');
            String name = decode(semicolon < 0 ? segment : segment.substring(0, semicolon));
            if (name.isEmpty() || name.equals(".")) {
                continue;
            }
            return name.equals("api");
        }
        return false;
    }

    private static boolean unreserved(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_'
                || c == '~';
    }

    private static int hex(char high, char low) {
        int h = Character.digit(high, 16);
        int l = Character.digit(low, 16);
        return h < 0 || l < 0 ? -1 : h * 16 + l;
    }

    private static String decode(String segment) {
        if (segment.indexOf('%') < 0) {
            return segment;
        }
        try {
            return java.net.URLDecoder.decode(segment.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return segment;
        }
    }
}
