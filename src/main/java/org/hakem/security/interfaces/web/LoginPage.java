package org.hakem.security.interfaces.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import org.hakem.security.infrastructure.HakemAuthenticationMechanism;
import org.hakem.web.Html;

/**
 * {@code /login} shows the form; the authentication mechanism checks the posted form before this page
 * runs, so a POST here either finds the caller logged in (and goes on to the page asked for) or shows
 * the form again with the reason. {@code /logout} ends the session.
 */
@WebServlet(urlPatterns = {"/login", "/logout"})
public class LoginPage extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if ("/logout".equals(request.getServletPath())) {
            response.sendRedirect(request.getContextPath() + "/");
            return;
        }
        form(request, response, 200, null);
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if ("/logout".equals(request.getServletPath())) {
            HttpSession session = request.getSession(false);
            if (session != null) {
                session.invalidate();
            }
            response.sendRedirect(request.getContextPath() + "/");
            return;
        }
        if (request.getUserPrincipal() != null) {
            response.sendRedirect(request.getContextPath() + safeNext(request.getParameter("next")));
            return;
        }
        Object error = request.getAttribute(HakemAuthenticationMechanism.LOGIN_ERROR);
        form(request, response, 401, error == null ? HakemAuthenticationMechanism.BAD_CREDENTIALS : error.toString());
    }

    /** Only paths inside this application: never an open redirect to another site. */
    static String safeNext(String next) {
        if (next == null || !next.startsWith("/") || next.startsWith("//") || next.contains("\\")) {
            return "/";
        }
        return next;
    }

    private static void form(HttpServletRequest request, HttpServletResponse response, int status, String error)
            throws IOException {
        String next = safeNext(request.getParameter("next"));
        Html.page(request, response, status, "Log in", (error == null ? "" : "<p class=\"error\">" + Html.esc(error) + "</p>")
                + "<form method=\"post\" action=\"" + request.getContextPath() + "/login\">"
                + Html.csrfField(request)
                + "<input type=\"hidden\" name=\"next\" value=\"" + Html.esc(next) + "\">"
                + "<label>User name <input name=\"username\" autocomplete=\"username\" required autofocus></label>"
                + "<label>Password <input type=\"password\" name=\"password\" autocomplete=\"current-password\" required></label>"
                + "<label>Code from your authenticator app (only if you set up a second factor) "
                + "<input name=\"code\" inputmode=\"numeric\" autocomplete=\"one-time-code\" pattern=\"[0-9 ]{6,7}\"></label>"
                + "<button type=\"submit\">Log in</button></form>");
    }
}
