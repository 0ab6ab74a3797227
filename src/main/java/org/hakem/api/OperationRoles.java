package org.hakem.api;

import jakarta.annotation.Priority;
import jakarta.annotation.security.DenyAll;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.DynamicFeature;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.ext.Provider;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.util.List;
import java.util.logging.Logger;
import org.hakem.platform.Problem;
import org.hakem.platform.rest.ApiError;

/**
 * Who may call each operation, read off the operation itself: {@code @RolesAllowed}, {@code @PermitAll} or
 * {@code @DenyAll} on the resource method, else on its class (the method's word wins). Registered with every
 * resource method when the API starts, the check runs after the address is matched and before the body is read or
 * the method runs, whatever spelling of the address reached it: no credentials is 401 with the Basic challenge, an
 * account without the role 403, both as the API's JSON error. An operation that states nothing is refused to
 * everyone ({@code OperationRolesTest} keeps the build from getting there). The {@code web.xml} constraints on
 * addresses stay as a second line.
 */
@Provider
public class OperationRoles implements DynamicFeature {

    private static final Logger LOG = Logger.getLogger(OperationRoles.class.getName());

    /** The HTTP Basic challenge of the API (as the authentication mechanism sends it). */
    static final String CHALLENGE = "Basic realm=\"hakem\", charset=\"UTF-8\"";

    /**
     * What an operation states: everyone ({@code roles} empty), nobody ({@code roles} null), or any of {@code roles}.
     * {@code stated}: whether the method or its class said so (an operation that says nothing is refused).
     */
    public record Rule(List<String> roles, boolean stated) {
        static final Rule EVERYONE = new Rule(List.of(), true);
        static final Rule NOBODY = new Rule(null, true);
        static final Rule UNSTATED = new Rule(null, false);

        public boolean everyone() {
            return roles != null && roles.isEmpty();
        }

        public boolean nobody() {
            return roles == null;
        }
    }

    /** The rule of {@code method} of {@code resource}: the method's own annotation, else the class's. */
    public static Rule rule(Class<?> resource, Method method) {
        Rule own = stated(method);
        return own != null ? own : stated(resource) != null ? stated(resource) : Rule.UNSTATED;
    }

    private static Rule stated(AnnotatedElement e) {
        if (e.isAnnotationPresent(DenyAll.class)) {
            return Rule.NOBODY;
        }
        if (e.isAnnotationPresent(PermitAll.class)) {
            return Rule.EVERYONE;
        }
        RolesAllowed roles = e.getAnnotation(RolesAllowed.class);
        return roles == null ? null : new Rule(List.of(roles.value()), true);
    }

    @Override
    public void configure(ResourceInfo info, FeatureContext context) {
        Method method = info.getResourceMethod();
        Class<?> resource = info.getResourceClass();
        if (method == null || resource == null || !resource.getName().startsWith("org.hakem.")) {
            return; // the JAX-RS runtime's own handlers (OPTIONS) are not Hakem's operations
        }
        Rule rule = rule(resource, method);
        if (!rule.stated()) {
            LOG.severe(resource.getName() + "." + method.getName() + " states no role; it is refused to everyone");
        }
        if (!rule.everyone()) {
            context.register(new Check(rule), Priorities.AUTHORIZATION);
        }
    }

    /** The check of one operation's rule on each request. */
    @Priority(Priorities.AUTHORIZATION)
    static final class Check implements ContainerRequestFilter {
        private final Rule rule;

        Check(Rule rule) {
            this.rule = rule;
        }

        @Override
        public void filter(ContainerRequestContext request) {
            SecurityContext security = request.getSecurityContext();
            boolean known = security != null && security.getUserPrincipal() != null;
            if (known && !rule.nobody()) {
                for (String role : rule.roles()) {
                    if (security.isUserInRole(role)) {
                        return;
                    }
                }
            }
            java.util.Locale locale = ApiError.locale(languages(request));
            if (!known) {
                request.abortWith(Response.fromResponse(ApiError.response(401, Problem.of("api.unauthorized"), locale))
                        .header("WWW-Authenticate", CHALLENGE).build());
            } else {
                request.abortWith(ApiError.response(403, Problem.of("api.forbidden"), locale));
            }
        }

        private static List<java.util.Locale> languages(ContainerRequestContext request) {
            try {
                return request.getAcceptableLanguages();
            } catch (RuntimeException e) { // an unreadable header
                return List.of();
            }
        }
    }
}
