package org.hakem.security.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.hakem.platform.ValidationException;
import org.hakem.security.application.AccountService;
import org.hakem.security.domain.Account;
import org.hakem.security.domain.PasswordPolicy;
import org.hakem.platform.web.Page;
import org.hakem.platform.web.Texts;

/**
 * {@code /account}: the logged-in arbiter or admin changes his password and sets up (start, then confirm with
 * the app's code) or removes a TOTP second factor. Every form posts here with {@code action}.
 */
@Named("myAccount")
@RequestScoped
public class MyAccountBean {

    @Inject
    Page page;

    @Inject
    AccountService service;

    private String error;
    private String done;
    private AccountService.TotpEnrolment enrolment;
    private Account me;

    /** The view action: a posted form first, then the account as it is now. */
    public void load() {
        if (!page.requireArbiter()) {
            return;
        }
        if (page.isPost()) {
            post();
        }
        me = service.byName(page.user()).orElseThrow();
    }

    private void post() {
        Texts texts = page.texts(LoginBean.BUNDLE);
        String user = page.user();
        String action = page.param("action");
        try {
            switch (action == null ? "" : action) {
                case "password" -> {
                    service.changePassword(user, page.param("current"), page.param("password"));
                    done = texts.get("account.done.password");
                }
                case "totp-start" -> enrolment = service.startTotp(user);
                case "totp-confirm" -> {
                    service.confirmTotp(user, page.param("code"));
                    done = texts.get("account.done.totpOn");
                }
                case "totp-remove" -> {
                    service.removeTotp(user, page.param("code"), false);
                    done = texts.get("account.done.totpRemoved");
                }
                default -> {
                    error = texts.get("account.error.action");
                    page.status(400);
                }
            }
        } catch (ValidationException e) {
            error = AccountsBean.fieldErrors(texts, e);
            page.status(400);
        }
    }

    public Account getMe() {
        return me;
    }

    public String getError() {
        return error;
    }

    public String getDone() {
        return done;
    }

    /** The secret and its otpauth link while a second factor is being set up, else null. */
    public AccountService.TotpEnrolment getEnrolment() {
        return enrolment;
    }

    public int getMinLength() {
        return PasswordPolicy.MIN_LENGTH;
    }
}
