package org.hakem.platform.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.ExternalContext;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;

/**
 * What a page bean needs from the request it renders: path and form parameters, the method, the reader's
 * role and language, and the answer's status or a redirect. Page beans use this instead of reaching into
 * Faces or the servlet API themselves.
 */
@RequestScoped
public class Page {

    @Inject
    HttpServletRequest request;

    @Inject
    Language language;

    /** A segment of the address named in its {@link PageRoute} ({@code {id}}), or null. */
    public String pathParam(String name) {
        Object value = request.getAttribute(PageRouter.PARAMETER_PREFIX + name);
        return value == null ? null : value.toString();
    }

    /** A query or form parameter, or null. */
    public String param(String name) {
        return request.getParameter(name);
    }

    /** A parameter with its surrounding spaces removed; null when it is missing or blank. */
    public String text(String name) {
        String v = request.getParameter(name);
        return v == null || v.isBlank() ? null : v.strip();
    }

    public String[] params(String name) {
        String[] values = request.getParameterValues(name);
        return values == null ? new String[0] : values;
    }

    public boolean isPost() {
        return "POST".equals(request.getMethod());
    }

    public boolean isArbiter() {
        return arbiter(request);
    }

    public boolean isAdmin() {
        return request.isUserInRole("admin");
    }

    /** Whether the request comes from an arbiter or an admin (also for the servlets that write files). */
    public static boolean arbiter(HttpServletRequest request) {
        return request.isUserInRole("arbiter") || request.isUserInRole("admin");
    }

    /**
     * The first thing an arbiter's page (or a public page's form post) does: true when the reader is an arbiter or
     * an admin; otherwise the request is answered as the container answers a protected address (a reader not logged
     * in is sent to the login page, or 401 for a post; a logged-in reader without the role 403) and the page must
     * stop. The page itself checks, so no spelling of its address can reach its action or its data.
     */
    public boolean requireArbiter() {
        return require(isArbiter());
    }

    /** As {@link #requireArbiter()}, for an admin's page. */
    public boolean requireAdmin() {
        return require(isAdmin());
    }

    private boolean require(boolean allowed) {
        if (allowed) {
            return true;
        }
        FacesContext faces = FacesContext.getCurrentInstance();
        try {
            if (user() == null && !isPost()) {
                Object uri = request.getAttribute(RequestDispatcher.FORWARD_REQUEST_URI);
                Object query = request.getAttribute(RequestDispatcher.FORWARD_QUERY_STRING);
                String path = (uri == null ? request.getRequestURI() : uri.toString()).substring(request.getContextPath().length());
                faces.getExternalContext().redirect(request.getContextPath() + "/login?next="
                        + URLEncoder.encode(path + (query == null ? "" : "?" + query), StandardCharsets.UTF_8));
            } else {
                faces.getExternalContext().responseSendError(user() == null ? 401 : 403, null);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        faces.responseComplete();
        return false;
    }

    /** The logged-in user's name, or null. */
    public String user() {
        return request.getUserPrincipal() == null ? null : request.getUserPrincipal().getName();
    }

    public Locale locale() {
        return language.getLocale();
    }

    /** A bundle in the page's language. */
    public Texts texts(String baseName) {
        return Texts.of(baseName, locale());
    }

    /** What a refusal from the services says, in the page's language (every field's message for invalid input). */
    public String say(RuntimeException e) {
        if (e instanceof ValidationException invalid) {
            return String.join("; ", invalid.fieldErrors(locale()).values());
        }
        if (e instanceof Problem.Source explained) {
            return explained.problem().message(locale());
        }
        return e.getMessage();
    }

    public String contextPath() {
        return request.getContextPath();
    }

    public HttpServletRequest request() {
        return request;
    }

    /** The status of the page being rendered (400 for a form with errors, 404 for no such thing...). */
    public void status(int status) {
        FacesContext.getCurrentInstance().getExternalContext().setResponseStatus(status);
    }

    /**
     * Ends this request with an answer that is not a page (JSON for a page's script, a line of text), in UTF-8
     * and never cached.
     */
    public void answer(int status, String contentType, String body) {
        FacesContext faces = FacesContext.getCurrentInstance();
        ExternalContext external = faces.getExternalContext();
        external.setResponseStatus(status);
        external.setResponseContentType(contentType);
        external.setResponseCharacterEncoding("UTF-8");
        external.setResponseHeader("Cache-Control", "no-store");
        try {
            external.getResponseOutputWriter().write(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        faces.responseComplete();
    }

    /** Ends this request with a redirect to {@code path} inside the application (post, then redirect, then get). */
    public void redirect(String path) {
        FacesContext faces = FacesContext.getCurrentInstance();
        ExternalContext external = faces.getExternalContext();
        try {
            external.redirect(request.getContextPath() + path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        faces.responseComplete();
    }
}
