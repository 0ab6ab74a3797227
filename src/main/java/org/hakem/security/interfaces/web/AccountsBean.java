package org.hakem.security.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.security.application.AccountService;
import org.hakem.security.domain.Account;
import org.hakem.security.domain.PasswordPolicy;
import org.hakem.security.domain.Role;
import org.hakem.platform.web.Page;
import org.hakem.platform.web.Texts;

/**
 * {@code /admin/accounts}: the admin's list of accounts, the form that creates an account, and per account:
 * set a new password (a forgotten one), disable or enable, remove a second factor whose device was lost.
 * Every form posts to the same address with {@code action} (none: create) and {@code username}.
 */
@Named("accounts")
@RequestScoped
public class AccountsBean {

    @Inject
    Page page;

    @Inject
    AccountService service;

    private String error;
    private String done;
    private String username = "";
    private List<Account> list;

    /** The view action: a posted form first, then the list as it is now. */
    public void load() {
        if (!page.requireAdmin()) {
            return;
        }
        if (page.isPost()) {
            post();
        }
        list = service.list();
    }

    private void post() {
        Texts texts = page.texts(LoginBean.BUNDLE);
        String action = page.param("action");
        String name = page.param("username");
        try {
            if ("reset".equals(action)) {
                service.resetPassword(name, page.param("password"));
                done = texts.get("accounts.done.reset", name);
            } else if ("disable".equals(action) || "enable".equals(action)) {
                boolean disable = "disable".equals(action);
                service.setDisabled(page.user(), name, disable);
                done = texts.get(disable ? "accounts.done.disabled" : "accounts.done.enabled", name);
            } else if ("remove-totp".equals(action)) {
                service.removeTotp(name, null, true);
                done = texts.get("accounts.done.totpRemoved", name);
            } else {
                Account created = service.create(name, page.param("password"),
                        "admin".equals(page.param("role")) ? Role.ADMIN : Role.ARBITER);
                done = texts.get("accounts.done.created", created.username());
            }
        } catch (ValidationException e) {
            error = fieldErrors(texts, e);
            username = action == null && name != null ? name : "";
            page.status(400);
        } catch (NotFoundException e) {
            error = texts.get("accounts.error.noAccount", name == null ? "" : name);
            page.status(404);
        }
    }

    /** "The user name is already taken." for each field at fault, in the page's language. */
    static String fieldErrors(Texts texts, ValidationException e) {
        StringBuilder text = new StringBuilder();
        e.fieldErrors(texts.locale()).forEach((field, message) -> {
            String label = texts.has("account.field." + field) ? texts.get("account.field." + field) : field;
            text.append(text.isEmpty() ? "" : " ").append(texts.get("account.fieldError", label, message));
        });
        return text.toString();
    }

    public List<Account> getList() {
        return list;
    }

    /** The day the account was made, in the page's language. */
    public String since(Account a) {
        return a.createdAt() == null ? "" : DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(page.locale())
                .format(a.createdAt().atZone(ZoneOffset.UTC).toLocalDate());
    }

    public String getError() {
        return error;
    }

    public String getDone() {
        return done;
    }

    /** The user name typed into the new account form, kept when it could not be created. */
    public String getUsername() {
        return username;
    }

    public int getMinLength() {
        return PasswordPolicy.MIN_LENGTH;
    }
}
