package org.hakem.security.infrastructure;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * Refuses page form posts without the session's CSRF token. The API is not covered: it never
 * authenticates by cookie, so a forged cross-site request carries no credentials there. Declared in
 * {@code web.xml} before the page router, so a form post is checked before it reaches its view; the refusal
 * names the error page's text key ({@code error.csrf}), shown in the reader's language.
 */
public class CsrfFilter extends HttpFilter {

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        boolean api = path.equals("/api") || path.startsWith("/api/");
        if (!api && "POST".equals(request.getMethod()) && !path.equals("/login") && !CsrfTokens.matches(request)) {
            response.sendError(HttpServletResponse.SC_FORBIDDEN, "error.csrf");
            return;
        }
        chain.doFilter(request, response);
    }
}
