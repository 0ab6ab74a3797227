package org.hakem.web;

import jakarta.servlet.RequestDispatcher;
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

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        int status = code instanceof Integer i ? i : 500;
        Throwable failure = (Throwable) request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        String uri = (String) request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        if (uri == null) {
            uri = request.getRequestURI();
        }
        String message = message(status);
        Throwable known = known(failure);
        if (known instanceof ValidationException invalid) {
            status = 400;
            message = invalid.fieldErrors().entrySet().stream().map(e -> e.getKey() + ": " + e.getValue())
                    .reduce((a, b) -> a + "; " + b).orElse("invalid input");
            failure = null;
        } else if (known instanceof NotFoundException missing) {
            status = 404;
            message = missing.getMessage();
            failure = null;
        } else if (known instanceof IllegalStateException tooLarge && String.valueOf(tooLarge.getMessage()).contains("Post too large")) {
            status = 413;
            message = message(413);
            failure = null;
        }
        if (failure != null || status >= 500) {
            String ref = UUID.randomUUID().toString().substring(0, 8);
            LOG.log(Level.SEVERE, "unexpected error on " + Strings.printable(uri, 200) + ", reference " + ref, failure);
            status = 500;
            message = "Something went wrong on the server (reference " + ref + " in its log). Nothing you entered was lost.";
        }
        response.resetBuffer();
        boolean api = uri.startsWith(request.getContextPath() + "/api/") || uri.equals(request.getContextPath() + "/api");
        if (api) {
            response.setStatus(status);
            response.setContentType("application/json;charset=UTF-8");
            response.getWriter().write("{\"status\":" + status + ",\"message\":\"" + json(message) + "\",\"fields\":{}}");
            return;
        }
        Html.page(request, response, status, title(status), "<p>" + Html.esc(message) + "</p>"
                + "<p><a href=\"" + Html.esc(request.getContextPath()) + "/\">Back to the start page</a></p>");
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

    static String title(int status) {
        return switch (status) {
            case 400 -> "The request could not be read";
            case 401 -> "Please log in";
            case 403 -> "Not allowed";
            case 404 -> "Not found";
            case 405 -> "Not possible here";
            case 413 -> "Too large";
            case 415 -> "Wrong kind of content";
            case 429 -> "Too many requests";
            default -> status >= 500 ? "Server error" : "Refused";
        };
    }

    static String message(int status) {
        return switch (status) {
            case 400 -> "The request was malformed.";
            case 401 -> "You need to log in for this.";
            case 403 -> "Your account may not do this.";
            case 404 -> "There is no such page or resource.";
            case 405 -> "This method is not allowed here.";
            case 413 -> "The request is larger than the server accepts (forms: 2 MiB; API bodies: 1 MiB).";
            case 415 -> "The content type of the request is not one this address reads.";
            case 429 -> "Too many requests; wait a moment and try again.";
            default -> "The request was refused.";
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
