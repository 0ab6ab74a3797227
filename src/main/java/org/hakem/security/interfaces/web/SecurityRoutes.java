package org.hakem.security.interfaces.web;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/** The pages of accounts: logging in and out, one's own account, the administration of accounts. */
@ApplicationScoped
public class SecurityRoutes implements PageRoutes {

    @Override
    public List<PageRoute> routes() {
        return List.of(
                PageRoute.form("/login", "/views/security/login.xhtml"),
                PageRoute.form("/logout", "/views/security/logout.xhtml"),
                PageRoute.form("/account", "/views/security/account.xhtml"),
                PageRoute.form("/admin/accounts", "/views/security/accounts.xhtml"));
    }
}
