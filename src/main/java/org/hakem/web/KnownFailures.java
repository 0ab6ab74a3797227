package org.hakem.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;

/**
 * A page or file that does not exist, or a request it refuses, is an ordinary answer, not a server failure: when a
 * servlet or view throws {@link NotFoundException} or {@link ValidationException}, this answers 404 or 400 through
 * {@link ErrorPage} (which reads the exception from {@link #FAILURE} for its message) before the container sees an
 * exception, so the log stays quiet (the container logs every exception that leaves a servlet, with its stack trace,
 * at WARNING). Anything else goes on to the container and is logged by {@link ErrorPage} with a reference. Declared
 * in {@code web.xml} for requests and forwards (the page router forwards to the views).
 */
public class KnownFailures extends HttpFilter {

    private static final long serialVersionUID = 1L;
    /** Request attribute: the known failure a 404 or 400 stands for. */
    static final String FAILURE = "hakem.knownFailure";

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        try {
            chain.doFilter(request, response);
        } catch (ServletException | RuntimeException e) {
            Throwable known = ErrorPage.known(e);
            if (response.isCommitted() || !(known instanceof NotFoundException || known instanceof ValidationException)) {
                throw e;
            }
            request.setAttribute(FAILURE, known);
            response.sendError(known instanceof NotFoundException ? 404 : 400);
        }
    }
}
