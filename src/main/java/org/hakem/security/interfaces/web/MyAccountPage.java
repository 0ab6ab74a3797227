package org.hakem.security.interfaces.web;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.hakem.platform.ValidationException;
import org.hakem.security.application.AccountService;
import org.hakem.security.domain.Account;
import org.hakem.security.domain.PasswordPolicy;
import org.hakem.web.Html;

/** {@code /account}: the logged-in arbiter or admin changes his password and sets up a TOTP second factor. */
@WebServlet(urlPatterns = "/account")
public class MyAccountPage extends HttpServlet {

    @Inject
    AccountService accounts;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        render(request, response, 200, null, null, null);
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String me = request.getUserPrincipal().getName();
        String action = request.getParameter("action");
        try {
            switch (action == null ? "" : action) {
                case "password" -> {
                    accounts.changePassword(me, request.getParameter("current"), request.getParameter("password"));
                    render(request, response, 200, null, "Your password is changed.", null);
                }
                case "totp-start" -> render(request, response, 200, null, null, accounts.startTotp(me));
                case "totp-confirm" -> {
                    accounts.confirmTotp(me, request.getParameter("code"));
                    render(request, response, 200, null, "The second factor is on: the login asks for its code.", null);
                }
                case "totp-remove" -> {
                    accounts.removeTotp(me, request.getParameter("code"), false);
                    render(request, response, 200, null, "The second factor is removed.", null);
                }
                default -> render(request, response, 400, "Unknown action.", null, null);
            }
        } catch (ValidationException e) {
            StringBuilder msg = new StringBuilder();
            e.fieldErrors().forEach((f, m) -> msg.append(switch (f) {
                case "current" -> "The current password";
                case "password" -> "The new password";
                case "code" -> "The code";
                default -> "";
            }).append(' ').append(m).append(". "));
            render(request, response, 400, msg.toString().strip(), null, null);
        }
    }

    private void render(HttpServletRequest request, HttpServletResponse response, int status, String error, String done,
                        AccountService.TotpEnrolment enrolment) throws IOException {
        Account me = accounts.byName(request.getUserPrincipal().getName()).orElseThrow();
        StringBuilder body = new StringBuilder();
        if (error != null) {
            body.append("<p class=\"error\" role=\"alert\">").append(Html.esc(error)).append("</p>");
        }
        if (done != null) {
            body.append("<p class=\"ok\" role=\"status\">").append(Html.esc(done)).append("</p>");
        }
        body.append("<p>Logged in as <strong>").append(Html.esc(me.username())).append("</strong> (")
                .append(me.role().id()).append(").</p>");
        body.append("<h2>Password</h2><form method=\"post\">").append(Html.csrfField(request))
                .append("<input type=\"hidden\" name=\"action\" value=\"password\">")
                .append("<label>Current password <input type=\"password\" name=\"current\" autocomplete=\"current-password\" required></label>")
                .append("<label>New password (at least ").append(PasswordPolicy.MIN_LENGTH)
                .append(" characters, not a common one) <input type=\"password\" name=\"password\" autocomplete=\"new-password\" minlength=\"")
                .append(PasswordPolicy.MIN_LENGTH).append("\" required></label>")
                .append("<button type=\"submit\">Change password</button></form>");
        body.append("<h2>Second factor (TOTP)</h2>");
        if (enrolment != null) {
            body.append("<p>Add this account to an authenticator app with the key below (or open the link on the phone), ")
                    .append("then type the six-digit code the app shows.</p><p>Key: <code>").append(Html.esc(enrolment.secret()))
                    .append("</code></p><p><a href=\"").append(Html.esc(enrolment.uri())).append("\">")
                    .append(Html.esc(enrolment.uri())).append("</a></p>");
            body.append(codeForm(request, "totp-confirm", "Turn on"));
        } else if (me.totpEnabled()) {
            body.append("<p>On: the login asks for the app's code.</p>").append(codeForm(request, "totp-remove", "Remove"));
        } else {
            body.append("<p>Off.</p><form method=\"post\">").append(Html.csrfField(request))
                    .append("<input type=\"hidden\" name=\"action\" value=\"totp-start\">")
                    .append("<button type=\"submit\">Set up a second factor</button></form>");
        }
        Html.page(request, response, status, "My account", body.toString());
    }

    private static String codeForm(HttpServletRequest request, String action, String button) {
        return "<form method=\"post\">" + Html.csrfField(request) + "<input type=\"hidden\" name=\"action\" value=\""
                + action + "\"><label>Code <input name=\"code\" inputmode=\"numeric\" autocomplete=\"one-time-code\" "
                + "pattern=\"[0-9 ]{6,7}\" required></label><button type=\"submit\">" + button + "</button></form>";
    }
}
