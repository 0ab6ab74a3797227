package org.hakem.archive.interfaces;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;

/**
 * Position search is public and each search costs real work, so anonymous callers get a bounded rate per
 * client address ({@link org.hakem.platform.web.ClientAddress}: behind a trusted proxy, the proxy's client; {@code HAKEM_SEARCH_RATE} searches a second, default 10, bursts of
 * {@code HAKEM_SEARCH_BURST}, default 50); logged-in arbiters and admins are not limited. Over the rate:
 * 429 with {@code Retry-After}, as JSON on the API. The search page's address is forwarded to its view by the page
 * router before any annotated filter sees the request, so the view's path is what is limited here. The opening
 * explorer ({@code /api/explorer} and its page) searches at every step and shares the limit.
 */
@WebFilter(urlPatterns = {"/api/search", "/api/search/pdn", "/views/archive/search.xhtml", "/api/explorer",
        "/views/archive/explorer.xhtml"},
        dispatcherTypes = {jakarta.servlet.DispatcherType.REQUEST, jakarta.servlet.DispatcherType.FORWARD})
public class SearchRateFilter extends HttpFilter {

    private static final long serialVersionUID = 1L;

    private final transient RequestRate rate = new RequestRate(setting("HAKEM_SEARCH_RATE", 10),
            (int) setting("HAKEM_SEARCH_BURST", 50), Clock.systemUTC());

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        // the search page (forwarded to its view by the page router) costs a search only when it shows results
        boolean searches = request.getDispatcherType() != jakarta.servlet.DispatcherType.FORWARD
                || request.getServletPath().endsWith("/explorer.xhtml") || !blank(request.getParameter("fen")) || !blank(request.getParameter("pattern"));
        if (searches && request.getUserPrincipal() == null) {
            Duration wait = rate.take(org.hakem.platform.web.ClientAddress.key(request));
            if (!wait.isZero()) {
                long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
                response.setStatus(429);
                response.setHeader("Retry-After", Long.toString(seconds));
                if (request.getRequestURI().startsWith(request.getContextPath() + "/api/")) {
                    response.setContentType("application/json;charset=UTF-8");
                    response.getWriter().write(org.hakem.platform.JsonDocuments.write(new TooManySearches(429,
                            "Too many searches from your address; try again in " + seconds + " s, or log in.")));
                } else {
                    response.setContentType("text/plain;charset=UTF-8");
                    response.getWriter().write("Too many searches from your address; try again in " + seconds + " s.");
                }
                return;
            }
        }
        chain.doFilter(request, response);
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    private static double setting(String name, double fallback) {
        String v = System.getenv(name);
        try {
            return v == null || v.isBlank() ? fallback : Double.parseDouble(v.strip());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /** The API's answer to a search over the limit (JSON-B, in this order). */
    @jakarta.json.bind.annotation.JsonbPropertyOrder({"status", "message"})
    public record TooManySearches(int status, String message) {
    }
}
