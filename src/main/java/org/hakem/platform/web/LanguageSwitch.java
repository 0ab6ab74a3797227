package org.hakem.platform.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;

/**
 * {@code ?lang=tr} or {@code ?lang=en} on any page address: remembers the choice in a cookie for a year and
 * sends the reader back to the same address without the parameter, so links stay clean and bookmarkable.
 */
public class LanguageSwitch extends HttpFilter {

    private static final long serialVersionUID = 1L;
    private static final int ONE_YEAR = 365 * 24 * 3600;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String tag = request.getParameter("lang");
        String path = request.getRequestURI().substring(request.getContextPath().length());
        boolean api = path.equals("/api") || path.startsWith("/api/");
        if (tag == null || api || !"GET".equals(request.getMethod()) || request.getQueryString() == null
                || !request.getQueryString().contains("lang=")) {
            chain.doFilter(request, response);
            return;
        }
        Locale chosen = Language.supported(tag);
        if (chosen != null) {
            Cookie cookie = new Cookie(Language.COOKIE, chosen.getLanguage());
            cookie.setPath(request.getContextPath().isEmpty() ? "/" : request.getContextPath());
            cookie.setMaxAge(ONE_YEAR);
            cookie.setAttribute("SameSite", "Lax");
            cookie.setSecure(request.isSecure());
            response.addCookie(cookie);
        }
        String kept = Language.withoutChoice(request.getQueryString());
        response.setHeader("Cache-Control", "no-store");
        // Never "//host/...": a doubled leading slash would send the reader to another site.
        response.sendRedirect(request.getRequestURI().replaceFirst("^[/\\\\]+", "/") + (kept.isEmpty() ? "" : "?" + kept));
    }
}
