package org.hakem.security.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.security.enterprise.AuthenticationStatus;
import jakarta.security.enterprise.authentication.mechanism.http.HttpAuthenticationMechanism;
import jakarta.security.enterprise.authentication.mechanism.http.HttpMessageContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.Optional;
import java.util.Set;
import org.hakem.platform.DatabaseHealth;
import org.hakem.security.application.AccountService;
import org.hakem.security.domain.Account;
import org.hakem.security.domain.Role;
import org.hakem.platform.web.ClientAddress;

/**
 * One authentication mechanism for the two edges. The API ({@code /api/...}) authenticates every request
 * with HTTP Basic and ignores the session. Pages log in with the form at {@code /login} and keep the
 * caller in the HTTP session. Wrong passwords, unknown users and disabled accounts get the same answer;
 * repeated failures are throttled (HTTP 429 with {@code Retry-After} on the API, a message on the login
 * page). Accounts with a second factor give its code in the login form, or in the {@value #TOTP_HEADER}
 * header of each API request.
 */
@ApplicationScoped
public class HakemAuthenticationMechanism implements HttpAuthenticationMechanism {

    public static final String SESSION_USER = "hakem.user";
    public static final String SESSION_ROLE = "hakem.role";
    /** Request attribute the login page reads to explain a refused login. */
    public static final String LOGIN_ERROR = "hakem.loginError";
    /** Why a login form was refused, as a text key of the login page's bundle (and its number, if any). */
    public record LoginError(String key, long seconds) {
        public static final LoginError BAD_CREDENTIALS = new LoginError("login.error.bad", 0);
        public static final LoginError EXPIRED = new LoginError("login.error.expired", 0);
    }

    /** The header that carries the second-factor code on API requests of accounts that have one. */
    public static final String TOTP_HEADER = "X-Hakem-TOTP";

    private final LoginThrottle throttle = new LoginThrottle(Clock.systemUTC());
    private final Object[] userLocks = newLocks(64);

    @Inject
    AccountService accounts;

    /**
     * Authenticates the request; while the database is away (accounts cannot be read) answers 503 through the
     * error page (the API's JSON error, or the "try again shortly" page) instead of failing inside the container,
     * which would answer 500 with an empty body.
     */
    @Override
    public AuthenticationStatus validateRequest(HttpServletRequest request, HttpServletResponse response,
                                                HttpMessageContext context) {
        try {
            return authenticate(request, response, context);
        } catch (RuntimeException e) {
            if (!DatabaseHealth.causedUnavailability(e)) {
                throw e;
            }
            try {
                response.setHeader("Retry-After", Integer.toString(DatabaseHealth.RETRY_AFTER_SECONDS));
                response.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE);
            } catch (IOException gone) {
                // the client went away; nothing to tell it
            }
            return AuthenticationStatus.SEND_FAILURE;
        }
    }

    private AuthenticationStatus authenticate(HttpServletRequest request, HttpServletResponse response,
                                              HttpMessageContext context) {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        boolean api = path.equals("/api") || path.startsWith("/api/");
        String authorization = request.getHeader("Authorization");

        if (authorization != null && authorization.regionMatches(true, 0, "Basic ", 0, 6)) {
            return basic(authorization.substring(6).trim(), request, response, context);
        }
        if (!api && "POST".equals(request.getMethod()) && path.equals("/login")) {
            return form(request, context);
        }
        if (!api) {
            HttpSession session = request.getSession(false);
            if (session != null && session.getAttribute(SESSION_USER) instanceof String user) {
                return context.notifyContainerAboutLogin(user, groups((Role) session.getAttribute(SESSION_ROLE)));
            }
        }
        if (context.isProtected()) {
            if (api) {
                response.setHeader("WWW-Authenticate", "Basic realm=\"hakem\", charset=\"UTF-8\"");
                return context.responseUnauthorized();
            }
            if ("GET".equals(request.getMethod())) {
                String next = path + (request.getQueryString() == null ? "" : "?" + request.getQueryString());
                return context.redirect(request.getContextPath() + "/login?next="
                        + URLEncoder.encode(next, StandardCharsets.UTF_8));
            }
            return context.responseUnauthorized();
        }
        return context.doNothing();
    }

    private AuthenticationStatus basic(String encoded, HttpServletRequest request, HttpServletResponse response,
                                       HttpMessageContext context) {
        String decoded;
        try {
            decoded = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            decoded = "";
        }
        int colon = decoded.indexOf(':');
        String username = colon < 0 ? decoded : decoded.substring(0, colon);
        char[] password = colon < 0 ? new char[0] : decoded.substring(colon + 1).toCharArray();
        Check check = check(username, password, request.getHeader(TOTP_HEADER), false, ClientAddress.key(request));
        if (check.retryAfter() != null) {
            return tooManyAttempts(response, check.retryAfter());
        }
        if (check.account().isEmpty()) {
            response.setHeader("WWW-Authenticate", "Basic realm=\"hakem\", charset=\"UTF-8\"");
            return context.responseUnauthorized();
        }
        Account account = check.account().get();
        return context.notifyContainerAboutLogin(account.username(), groups(account.role()));
    }

    private AuthenticationStatus form(HttpServletRequest request, HttpMessageContext context) {
        if (!CsrfTokens.matches(request)) {
            request.setAttribute(LOGIN_ERROR, LoginError.EXPIRED);
            return context.doNothing();
        }
        String username = request.getParameter("username");
        String password = request.getParameter("password");
        Check check = check(username, password == null ? new char[0] : password.toCharArray(),
                request.getParameter("code"), true, ClientAddress.key(request));
        if (check.retryAfter() != null) {
            request.setAttribute(LOGIN_ERROR, new LoginError("login.error.throttled",
                    Math.max(1, check.retryAfter().toSeconds())));
            return context.doNothing();
        }
        if (check.account().isEmpty()) {
            request.setAttribute(LOGIN_ERROR, LoginError.BAD_CREDENTIALS);
            return context.doNothing();
        }
        Account account = check.account().get();
        request.getSession(true);
        request.changeSessionId(); // no session fixation
        HttpSession session = request.getSession();
        session.setAttribute(SESSION_USER, account.username());
        session.setAttribute(SESSION_ROLE, account.role());
        return context.notifyContainerAboutLogin(account.username(), groups(account.role()));
    }

    /** The outcome of a login attempt: the account, nobody (wrong credentials), or how long to wait. */
    private record Check(Optional<Account> account, Duration retryAfter) {
    }

    /**
     * Checks a name, password and (for accounts that have one) second-factor code. A password checked
     * successfully a moment ago is recognised without hashing and without the throttle. Otherwise the attempt
     * goes through the throttle, which counts it before the password is checked, one attempt per user name at
     * a time (parallel attempts queue, so none slips past the count). {@code session}: a login that starts a
     * session, whose code may be used only once.
     */
    private Check check(String username, char[] password, String code, boolean session, String address) {
        Optional<Account> known = accounts.remembered(username, password);
        if (known.isPresent() && accounts.secondFactor(known.get(), code, session)) {
            return new Check(known, null);
        }
        synchronized (lockFor(username)) {
            known = accounts.remembered(username, password); // another request may have checked it meanwhile
            if (known.isPresent() && accounts.secondFactor(known.get(), code, session)) {
                return new Check(known, null);
            }
            Duration wait = throttle.begin(username, address);
            if (!wait.isZero()) {
                return new Check(Optional.empty(), wait);
            }
            Optional<Account> account = accounts.verify(username, password);
            if (account.isEmpty() || !accounts.secondFactor(account.get(), code, session)) {
                return new Check(Optional.empty(), null); // stays counted as a failure
            }
            throttle.succeeded(username, address);
            return new Check(account, null);
        }
    }

    private Object lockFor(String username) {
        return userLocks[Math.floorMod(Account.key(username).hashCode(), userLocks.length)];
    }

    private static AuthenticationStatus tooManyAttempts(HttpServletResponse response, Duration wait) {
        try {
            response.setHeader("Retry-After", Long.toString(Math.max(1, wait.toSeconds())));
            response.sendError(429, "Too many failed logins; try again later.");
        } catch (IOException e) {
            // the client went away; nothing to tell it
        }
        return AuthenticationStatus.SEND_FAILURE;
    }

    private static Object[] newLocks(int n) {
        Object[] locks = new Object[n];
        for (int i = 0; i < n; i++) {
            locks[i] = new Object();
        }
        return locks;
    }

    /** An admin may do everything an arbiter may. */
    static Set<String> groups(Role role) {
        return role == Role.ADMIN ? Set.of(Role.ADMIN_NAME, Role.ARBITER_NAME) : Set.of(Role.ARBITER_NAME);
    }
}
