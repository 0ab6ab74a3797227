package org.hakem.platform.web;

import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Sends a page address to the Facelets view that renders it ({@link PageRoute}), with the path parameters
 * as request attributes. Declared in {@code web.xml} after the security headers, the language switch and
 * the CSRF check, so a forwarded form post has passed all three; the container's security constraints
 * apply to the address asked for, before any filter. Addresses no route knows (the API, static assets,
 * exports) go on down the chain. The views themselves ({@code /views/*}) cannot be asked for directly.
 */
public class PageRouter extends HttpFilter {

    private static final long serialVersionUID = 1L;
    static final String PARAMETER_PREFIX = "org.hakem.web.path.";

    @Inject
    Instance<PageRoutes> tables;

    private volatile List<PageRoute> routes;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        if (path.isEmpty()) {
            path = "/";
        }
        for (PageRoute route : routes()) {
            Map<String, String> values = route.match(path);
            if (values == null) {
                continue;
            }
            if (!route.methods().contains(request.getMethod())) {
                response.setHeader("Allow", String.join(", ", route.methods()));
                response.sendError(HttpServletResponse.SC_METHOD_NOT_ALLOWED);
                return;
            }
            values.forEach((name, value) -> request.setAttribute(PARAMETER_PREFIX + name, value));
            response.setHeader("Cache-Control", "no-store");
            request.getRequestDispatcher(route.view()).forward(request, response);
            return;
        }
        chain.doFilter(request, response);
    }

    private List<PageRoute> routes() {
        List<PageRoute> known = routes;
        if (known == null) {
            List<PageRoute> all = new ArrayList<>();
            for (PageRoutes table : tables) {
                all.addAll(table.routes());
            }
            routes = known = List.copyOf(all);
        }
        return known;
    }
}
