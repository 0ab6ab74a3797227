package org.hakem.web;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hakem.api.Strings;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;

/**
 * The answer when the container itself refuses or fails (no such page, not logged in, a form too large, an
 * uncaught exception): under {@code /api} the API's JSON error, elsewhere a page in the site's style. Neither
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
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        int status = code instanceof Integer i ? i : 500;
        Throwable failure = (Throwable) request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
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
        if (failure != null || status >= 500) {
            String ref = UUID.randomUUID().toString().substring(0, 8);
            LOG.log(Level.SEVERE, "unexpected error on " + Strings.printable(uri, 200) + ", reference " + ref, failure);
            status = 500;
            message = texts.get("error.message.500", ref);
        }
        response.resetBuffer();
        response.setStatus(status);
        boolean api = PlainAddress.api(uri.substring(Math.min(uri.length(), request.getContextPath().length())));
        if (api) {
            response.setContentType("application/json;charset=UTF-8");
            response.getWriter().write("{\"status\":" + status + ",\"code\":\"http." + status + "\",\"message\":\""
                    + json(message) + "\",\"fields\":{},\"codes\":{}}");
            return;
        }
        request.setAttribute(ErrorView.TITLE, texts.get(titleKey(status)));
        request.setAttribute(ErrorView.MESSAGE, message);
        try {
            // A form too large to read cannot be read by the error view either (Faces asks for its parameters).
            request.getRequestDispatcher("/views/error.xhtml").forward(status == 413 ? new NoParameters(request) : request,
                    response);
        } catch (ServletException e) {
            throw new IOException(e);
        }
    }

    /** The request without its (unreadable) parameters. */
    private static final class NoParameters extends jakarta.servlet.http.HttpServletRequestWrapper {
        NoParameters(HttpServletRequest request) {
            super(request);
        }

        @Override
        public String getParameter(String name) {
            return null;
        }

        @Override
        public java.util.Map<String, String[]> getParameterMap() {
            return java.util.Map.of();
        }

        @Override
        public java.util.Enumeration<String> getParameterNames() {
            return java.util.Collections.emptyEnumeration();
        }

        @Override
        public String[] getParameterValues(String name) {
            return null;
        }
    }

    /** The first cause that says what was wrong with the request rather than with the server. */
    private static Throwable known(Throwable failure) {
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
            case 400, 401, 403, 404, 405, 413, 415, 429 -> "error.title." + status;
            default -> status >= 500 ? "error.title.500" : "error.title.other";
        };
    }

    static String messageKey(int status) {
        return switch (status) {
            case 400, 401, 403, 404, 405, 413, 415, 429 -> "error.message." + status;
            default -> "error.message.other";
        };
    }

    private static String json(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
