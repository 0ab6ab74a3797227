package org.hakem.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.servlet.http.HttpServletRequest;

/** The texts {@link ErrorPage} chose for the error view, already in the reader's language. */
@Named("errorPage")
@RequestScoped
public class ErrorView {

    static final String TITLE = "org.hakem.web.error.title";
    static final String MESSAGE = "org.hakem.web.error.message";

    @Inject
    HttpServletRequest request;

    public String getTitle() {
        return String.valueOf(request.getAttribute(TITLE));
    }

    public String getMessage() {
        return String.valueOf(request.getAttribute(MESSAGE));
    }
}
