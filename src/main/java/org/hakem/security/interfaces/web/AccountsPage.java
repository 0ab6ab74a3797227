package org.hakem.security.interfaces.web;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.security.application.AccountService;
import org.hakem.security.domain.Account;
import org.hakem.security.domain.PasswordPolicy;
import org.hakem.security.domain.Role;
import org.hakem.web.Html;

/**
 * {@code /admin/accounts}: the admin's list of accounts, the form that creates an arbiter account, and per
 * account: reset a forgotten password, disable or enable, remove a second factor whose device was lost.
 */
@WebServlet(urlPatterns = "/admin/accounts")
public class AccountsPage extends HttpServlet {

    @Inject
    AccountService accounts;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        render(request, response, 200, null, null, "");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String action = request.getParameter("action");
        String username = request.getParameter("username");
        try {
            String done;
            if ("reset".equals(action)) {
                accounts.resetPassword(username, request.getParameter("password"));
                done = "New password set for " + username + ".";
            } else if ("disable".equals(action) || "enable".equals(action)) {
                accounts.setDisabled(request.getUserPrincipal().getName(), username, "disable".equals(action));
                done = username + ("disable".equals(action) ? " is disabled: it can no longer log in."
                        : " is enabled again.");
            } else if ("remove-totp".equals(action)) {
                accounts.removeTotp(username, null, true);
                done = "Second factor removed for " + username + "; they can set up a new one.";
            } else {
                accounts.create(username, request.getParameter("password"),
                        "admin".equals(request.getParameter("role")) ? Role.ADMIN : Role.ARBITER);
                done = "Account " + Account.normalize(username) + " created.";
            }
            render(request, response, 200, null, done, "");
        } catch (ValidationException e) {
            StringBuilder msg = new StringBuilder();
            e.fieldErrors().forEach((f, m) -> msg.append(label(f)).append(' ').append(m).append(". "));
            render(request, response, 400, msg.toString(), null, action == null ? username : "");
        } catch (NotFoundException e) {
            render(request, response, 404, "There is no account " + username + ".", null, "");
        }
    }

    private static String label(String field) {
        return switch (field) {
            case "username" -> "The user name";
            case "password" -> "The password";
            case "disabled" -> "Disabling:";
            default -> field;
        };
    }

    private void render(HttpServletRequest request, HttpServletResponse response, int status, String error,
                        String done, String username) throws IOException {
        StringBuilder body = new StringBuilder();
        if (error != null) {
            body.append("<p class=\"error\" role=\"alert\">").append(Html.esc(error)).append("</p>");
        }
        if (done != null) {
            body.append("<p class=\"ok\" role=\"status\">").append(Html.esc(done)).append("</p>");
        }
        body.append("<table><tr><th>User</th><th>Role</th><th>Since</th><th>State</th><th>Second factor</th>")
                .append("<th>Actions</th></tr>");
        for (Account a : accounts.list()) {
            String name = Html.esc(a.username());
            body.append("<tr><td>").append(name).append("</td><td>").append(a.role().id())
                    .append("</td><td>").append(a.createdAt().toString(), 0, 10).append("</td><td>")
                    .append(a.disabled() ? "disabled" : "active").append("</td><td>")
                    .append(a.totpEnabled() ? "TOTP" : "none").append("</td><td>")
                    .append(actionForm(request, a.username(), a.disabled() ? "enable" : "disable",
                            a.disabled() ? "Enable" : "Disable", ""));
            if (a.totpEnabled()) {
                body.append(actionForm(request, a.username(), "remove-totp", "Remove second factor", ""));
            }
            body.append(actionForm(request, a.username(), "reset", "Set new password",
                    "<label>New password for " + name + " <input type=\"password\" name=\"password\" "
                            + "autocomplete=\"new-password\" minlength=\"" + PasswordPolicy.MIN_LENGTH + "\" required></label>"))
                    .append("</td></tr>");
        }
        body.append("</table><h2>New account</h2>");
        body.append("<form method=\"post\">").append(Html.csrfField(request))
                .append("<label>User name <input name=\"username\" required value=\"").append(Html.esc(username)).append("\"></label>")
                .append("<label>Password (at least ").append(PasswordPolicy.MIN_LENGTH)
                .append(" characters, not a common one) <input type=\"password\" name=\"password\" autocomplete=\"new-password\" required></label>")
                .append("<label>Role <select name=\"role\"><option value=\"arbiter\">arbiter</option>")
                .append("<option value=\"admin\">admin</option></select></label>")
                .append("<button type=\"submit\">Create</button></form>");
        Html.page(request, response, status, "Accounts", body.toString());
    }

    private static String actionForm(HttpServletRequest request, String username, String action, String button,
                                     String fields) {
        return "<form method=\"post\" class=\"inline\">" + Html.csrfField(request)
                + "<input type=\"hidden\" name=\"username\" value=\"" + Html.esc(username) + "\">"
                + "<input type=\"hidden\" name=\"action\" value=\"" + action + "\">" + fields
                + "<button type=\"submit\">" + button + "</button></form>";
    }
}
