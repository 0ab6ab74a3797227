package org.hakem.security.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.servlet.http.HttpServletRequest;
import org.hakem.security.infrastructure.CsrfTokens;

/**
 * The hidden field every page form carries ({@code <input type="hidden" name="#{csrf.name}"
 * value="#{csrf.token}"/>}), checked by {@link org.hakem.security.infrastructure.CsrfFilter}.
 */
@Named("csrf")
@RequestScoped
public class CsrfField {

    @Inject
    HttpServletRequest request;

    public String getName() {
        return CsrfTokens.FIELD;
    }

    public String getToken() {
        return CsrfTokens.token(request);
    }
}
