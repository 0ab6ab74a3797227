package org.hakem.web;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.json.bind.annotation.JsonbPropertyOrder;
import java.io.IOException;
import java.util.Map;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hakem.platform.rest.Strings;
import org.hakem.platform.DatabaseHealth;
import org.hakem.platform.JsonDocuments;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.platform.web.Language;
import org.hakem.platform.web.Texts;
import org.hakem.text.Json;

/**
 * The answer when the container itself refuses or fails (no such page, not logged in, a form too large, an
 * uncaught exception, the database away): under {@code /api} the API's JSON error, elsewhere a page in the
 * site's style; while the database is away, 503 and "try again shortly" (no reference to look up). Neither
 * ever shows a stack trace or an exception's class; a failure is logged with a reference the user can quote.
 */
@WebServlet(urlPatterns = "/error")
public class ErrorPage extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private static final Logger LOG = Logger.getLogger(ErrorPage.class.getName());

    /** The bundle of the site's own texts. */
    static final String BUNDLE = "org.hakem.web.messages";
    /** A message a filter passed to {@code sendError} that names a bundle key rather than a text. */
    static final String KEY_PREFIX = "error.";

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (request.getDispatcherType() == DispatcherType.REQUEST) {
            response.sendError(404); // asked for by its own address rather than by the container: no such page
            return;
        }
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        int status = code instanceof Integer i ? i : 500;
        Throwable failure = request.getAttribute(RequestDispatcher.ERROR_EXCEPTION) instanceof Throwable t ? t
                : request.getAttribute(KnownFailures.FAILURE) instanceof Throwable t ? t : null;
        String uri = (String) request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        if (uri == null) {
            uri = request.getRequestURI();
        }
        Texts texts = Texts.of(BUNDLE, Language.of(request));
        Object sent = request.getAttribute(RequestDispatcher.ERROR_MESSAGE);
        String message = sent instanceof String key && key.startsWith(KEY_PREFIX) && texts.has(key) ? texts.get(key)
                : texts.get(messageKey(status));
        Throwable known = known(failure);
        if (known instanceof ValidationException invalid) {
            status = 400;
            message = invalid.fieldErrors(texts.locale()).entrySet().stream().map(e -> e.getKey() + ": " + e.getValue())
                    .reduce((a, b) -> a + "; " + b).orElse(texts.get(messageKey(400)));
            failure = null;
        } else if (known instanceof NotFoundException missing) {
            status = 404;
            message = missing.getMessage(texts.locale());
            failure = null;
        } else if (known instanceof IllegalStateException) {
            status = 413;
            message = texts.get(messageKey(413));
            failure = null;
        }
        boolean unavailable = status == 503 || (failure != null || status >= 500) && DatabaseHealth.causedUnavailability(failure);
        if (unavailable) {
            // the database is away: a plain "try again shortly", not an error to look up in the log
            if (failure != null) {
                LOG.warning("database unavailable on " + Strings.printable(uri, 200) + ": " + failure);
            }
            status = 503;
            message = texts.get("error.message.503");
            response.setHeader("Retry-After", Integer.toString(DatabaseHealth.RETRY_AFTER_SECONDS));
        } else if (failure != null || status >= 500) {
            String ref = UUID.randomUUID().toString().substring(0, 8);
            LOG.log(Level.SEVERE, "unexpected error on " + Strings.printable(uri, 200) + ", reference " + ref, failure);
            status = 500;
            message = texts.get("error.message.500", ref);
        }
        if (response.isCommitted()) {
            // already answered: an error page rendered within a forward is seen again by the container on the
            // way out (an include on the committed answer); nothing more can be written, and nothing is wrong
            return;
        }
        response.resetBuffer();
        response.setStatus(status);
        boolean api = PlainAddress.api(uri.substring(Math.min(uri.length(), request.getContextPath().length())));
        if (api) {
            // the API's code and text for an outage are those of its exception mappers (api.unavailable)
            Problem problem = unavailable ? Problem.of("api.unavailable") : null;
            response.setContentType("application/json;charset=UTF-8");
            response.getWriter().write(JsonDocuments.write(new ContainerError(status,
                    problem != null ? problem.code() : "http." + status,
                    Json.wellFormed(problem != null ? problem.message(texts.locale()) : message == null ? "" : message),
                    Map.of(), Map.of())));
            return;
        }
        request.setAttribute(ErrorView.TITLE, texts.get(titleKey(status)));
        request.setAttribute(ErrorView.MESSAGE, message);
        try {
            // The error view is read as a GET whatever the method was (Faces refuses a method it does not know, and
            // must never run a TRACE); a form too large to read cannot be read by the view either (Faces asks for its
            // parameters).
            request.getRequestDispatcher("/views/error.xhtml").forward(new ViewRequest(request, status == 413), response);
        } catch (ServletException e) {
            throw new IOException(e);
        }
    }

    /** The request as the error view reads it: a GET, without its parameters when they cannot be read. */
    private static final class ViewRequest extends jakarta.servlet.http.HttpServletRequestWrapper {
        private final boolean noParameters;

        ViewRequest(HttpServletRequest request, boolean noParameters) {
            super(request);
            this.noParameters = noParameters;
        }

        @Override
        public String getMethod() {
            return "GET";
        }

        @Override
        public String getParameter(String name) {
            return noParameters ? null : super.getParameter(name);
        }

        @Override
        public java.util.Map<String, String[]> getParameterMap() {
            return noParameters ? java.util.Map.of() : super.getParameterMap();
        }

        @Override
        public java.util.Enumeration<String> getParameterNames() {
            return noParameters ? java.util.Collections.emptyEnumeration() : super.getParameterNames();
        }

        @Override
        public String[] getParameterValues(String name) {
            return noParameters ? null : super.getParameterValues(name);
        }
    }

    /** The first cause that says what was wrong with the request rather than with the server. */
    static Throwable known(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof ValidationException || t instanceof NotFoundException
                    || t instanceof IllegalStateException && String.valueOf(t.getMessage()).contains("Post too large")) {
                return t;
            }
        }
        return null;
    }

    static String titleKey(int status) {
        return switch (status) {
            case 400, 401, 403, 404, 405, 413, 415, 429, 503 -> "error.title." + status;
            default -> status >= 500 ? "error.title.500" : "error.title.other";
        };
    }

    static String messageKey(int status) {
        return switch (status) {
            case 400, 401, 403, 404, 405, 413, 415, 429 -> "error.message." + status;
            default -> "error.message.other";
        };
    }

    /**
     * The API's error body ({@link org.hakem.platform.rest.ApiError}) as the container's error answer has always
     * written it: its properties in the order of the record rather than JSON-B's lexicographic one.
     */
    @JsonbPropertyOrder({"status", "code", "message", "fields", "codes"})
    public record ContainerError(int status, String code, String message, Map<String, String> fields,
                                 Map<String, String> codes) {
    }
}
