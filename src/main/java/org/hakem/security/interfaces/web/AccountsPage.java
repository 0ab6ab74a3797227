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
import org.hakem.security.domain.Role;
import org.hakem.web.Html;

/** {@code /admin/accounts}: the admin's list of accounts and the form that creates an arbiter account. */
@WebServlet(urlPatterns = "/admin/accounts")
public class AccountsPage extends HttpServlet {

    @Inject
    AccountService accounts;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        render(request, response, 200, null, "");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String username = request.getParameter("username");
        try {
            accounts.create(username, request.getParameter("password"),
                    "admin".equals(request.getParameter("role")) ? Role.ADMIN : Role.ARBITER);
            response.sendRedirect(request.getContextPath() + "/admin/accounts");
        } catch (ValidationException e) {
            StringBuilder msg = new StringBuilder();
            e.fieldErrors().forEach((f, m) -> msg.append(f).append(' ').append(m).append(". "));
            render(request, response, 400, msg.toString(), username);
        }
    }

    private void render(HttpServletRequest request, HttpServletResponse response, int status, String error,
                        String username) throws IOException {
        StringBuilder body = new StringBuilder("<table><tr><th>User</th><th>Role</th><th>Since</th></tr>");
        for (Account a : accounts.list()) {
            body.append("<tr><td>").append(Html.esc(a.username())).append("</td><td>").append(a.role().id())
                    .append("</td><td>").append(a.createdAt()).append("</td></tr>");
        }
        body.append("</table><h2>New account</h2>");
        if (error != null) {
            body.append("<p class=\"error\">").append(Html.esc(error)).append("</p>");
        }
        body.append("<form method=\"post\">").append(Html.csrfField(request))
                .append("<label>User name <input name=\"username\" required value=\"").append(Html.esc(username)).append("\"></label>")
                .append("<label>Password (at least ").append(AccountService.MIN_PASSWORD_LENGTH)
                .append(" characters) <input type=\"password\" name=\"password\" autocomplete=\"new-password\" required></label>")
                .append("<label>Role <select name=\"role\"><option value=\"arbiter\">arbiter</option>")
                .append("<option value=\"admin\">admin</option></select></label>")
                .append("<button type=\"submit\">Create</button></form>");
        Html.page(request, response, status, "Accounts", body.toString());
    }
}
