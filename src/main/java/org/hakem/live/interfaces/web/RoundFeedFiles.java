package org.hakem.live.interfaces.web;

import jakarta.inject.Inject;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hakem.live.application.LiveKinds;
import org.hakem.live.application.RoundFeed;
import org.hakem.platform.NotFoundException;

/**
 * A round's broadcast feed (#34), {@code /tournaments/ID/rounds/N/live.pdn} and {@code /teams/ID/rounds/N/live.pdn}:
 * every game of a published round of a public event as PDN 3.0 ({@link RoundFeed}), for programs that poll it as a
 * relay reads a PDN source. A strong {@code ETag} from the content, {@code If-None-Match} answered 304,
 * {@code Cache-Control: no-cache} (a cache asks again every time). Written once for every kind of event, so it sits
 * in front of each kind's file servlet and answers only this address; any other goes on to the kind's files.
 */
@WebFilter(urlPatterns = {"/tournaments/*", "/teams/*"})
public class RoundFeedFiles extends HttpFilter {

    private static final long serialVersionUID = 1L;
    private static final Pattern FEED = Pattern.compile("/(tournaments|teams)/([0-9]{1,18})/rounds/([0-9]{1,4})/live\\.pdn");

    @Inject
    RoundFeed feed;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        Matcher m = FEED.matcher(request.getRequestURI().substring(request.getContextPath().length()));
        if (!m.matches() || !("GET".equals(request.getMethod()) || "HEAD".equals(request.getMethod()))) {
            chain.doFilter(request, response);
            return;
        }
        RoundFeed.Pdn pdn;
        try {
            pdn = feed.pdn(LiveKinds.fromPlural(m.group(1)), Long.parseLong(m.group(2)), Integer.parseInt(m.group(3)));
        } catch (NotFoundException | NumberFormatException e) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        response.setHeader("ETag", pdn.etag());
        response.setHeader("Cache-Control", "no-cache");
        if (matches(request.getHeader("If-None-Match"), pdn.etag())) {
            response.setStatus(HttpServletResponse.SC_NOT_MODIFIED);
            return;
        }
        byte[] bytes = pdn.text().getBytes(StandardCharsets.UTF_8);
        response.setContentType("application/x-pdn;charset=UTF-8");
        response.setHeader("Content-Disposition", "inline; filename=\"round" + m.group(3) + "-live.pdn\"");
        response.setContentLength(bytes.length);
        if ("GET".equals(request.getMethod())) {
            response.getOutputStream().write(bytes);
        }
    }

    /** Whether an If-None-Match header names the tag (or any, {@code *}); weak tags compare as their strong form. */
    static boolean matches(String header, String etag) {
        if (header == null) {
            return false;
        }
        for (String t : header.split(",")) {
            String s = t.strip();
            if (s.equals("*") || s.replaceFirst("^W/", "").equals(etag)) {
                return true;
            }
        }
        return false;
    }
}
