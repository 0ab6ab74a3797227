package org.hakem.security.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.servlet.http.HttpSession;
import org.hakem.security.infrastructure.HakemAuthenticationMechanism;
import org.hakem.security.infrastructure.HakemAuthenticationMechanism.LoginError;
import org.hakem.platform.web.Page;

/**
 * {@code /login}: the authentication mechanism checks a posted form before this bean runs, so a POST either
 * finds the caller logged in (and goes on to the page asked for) or shows the form again with the reason.
 * {@code /logout} ends the session.
 */
@Named("login")
@RequestScoped
public class LoginBean {

    static final String BUNDLE = "org.hakem.security.interfaces.web.messages";

    @Inject
    Page page;

    private String error;

    /** The view action of the login page. */
    public void load() {
        if (!page.isPost()) {
            return;
        }
        if (page.user() != null) {
            String next = safeNext(page.param("next"));
            // an arbiter who logged in from the start page lands on his tournaments
            page.redirect("/".equals(next) && page.isArbiter() ? "/tournaments?mine=true" : next);
            return;
        }
        LoginError reason = page.request().getAttribute(HakemAuthenticationMechanism.LOGIN_ERROR) instanceof LoginError e
                ? e : LoginError.BAD_CREDENTIALS;
        error = page.texts(BUNDLE).get(reason.key(), reason.seconds());
        page.status(401);
    }

    /** The view action of the logout address: a POST ends the session; either way back to the start page. */
    public void logout() {
        if (page.isPost()) {
            HttpSession session = page.request().getSession(false);
            if (session != null) {
                session.invalidate();
            }
        }
        page.redirect("/");
    }

    public String getError() {
        return error;
    }

    public String getNext() {
        return safeNext(page.param("next"));
    }

    /** Only paths inside this application: never an open redirect to another site. */
    static String safeNext(String next) {
        if (next == null || !next.startsWith("/") || next.startsWith("//") || next.contains("\\")) {
            return "/";
        }
        return next;
    }
}
