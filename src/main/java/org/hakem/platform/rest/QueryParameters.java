package org.hakem.platform.rest;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.ext.Provider;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.hakem.platform.Parameters;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;

/**
 * Every query parameter of every operation, checked once before the operation runs (after authentication and the
 * role check), from what the operation declares: a parameter it does not take is refused ({@code ?yaer=1998} would
 * otherwise return everything, unfiltered), a whole-number parameter takes only a whole number in its type's range
 * and its {@link Bounds}, a true/false parameter only {@code true} or {@code false}. A bad value is 400 in the JSON
 * error contract with the parameter named ({@link Parameters} says what is wrong), never a silent default, a
 * clamp or JAX-RS's 404 for text where a number belongs. Text parameters are the operation's to judge.
 */
@Provider
@Priority(Priorities.USER)
public class QueryParameters implements ContainerRequestFilter {

    private static final Map<Method, Map<String, Rule>> RULES = new ConcurrentHashMap<>();

    @Context
    ResourceInfo resource;

    /** What one declared parameter takes. */
    record Rule(Class<?> type, long min, long max) {
        Problem problem(String value) {
            if (type == int.class || type == Integer.class) {
                return Parameters.wholeProblem(value, Math.max(min, Integer.MIN_VALUE), Math.min(max, Integer.MAX_VALUE));
            }
            if (type == long.class || type == Long.class) {
                return Parameters.wholeProblem(value, min, max);
            }
            if (type == boolean.class || type == Boolean.class) {
                return Parameters.booleanProblem(value);
            }
            return null;
        }
    }

    @Override
    public void filter(ContainerRequestContext request) {
        Method method = resource == null ? null : resource.getResourceMethod();
        if (method == null) {
            return;
        }
        Map<String, Problem> errors = problems(RULES.computeIfAbsent(method, QueryParameters::rules),
                request.getUriInfo().getQueryParameters());
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
    }

    /** The problem of each parameter at fault, by name; empty when all are fine. */
    static Map<String, Problem> problems(Map<String, Rule> rules, Map<String, List<String>> query) {
        Map<String, Problem> errors = new LinkedHashMap<>();
        query.forEach((name, values) -> {
            Rule rule = rules.get(name);
            if (rule == null) {
                errors.put(Strings.printable(name, 100), Problem.of("parameter.unknown"));
                return;
            }
            for (String v : values) {
                Problem p = rule.problem(v);
                if (p != null) {
                    errors.put(name, p);
                    return;
                }
            }
        });
        return errors;
    }

    /** The query parameters a method declares, with their rules. */
    static Map<String, Rule> rules(Method method) {
        Map<String, Rule> rules = new LinkedHashMap<>();
        Annotation[][] all = method.getParameterAnnotations();
        Class<?>[] types = method.getParameterTypes();
        for (int i = 0; i < all.length; i++) {
            String name = null;
            long min = Long.MIN_VALUE;
            long max = Long.MAX_VALUE;
            for (Annotation a : all[i]) {
                if (a instanceof QueryParam q) {
                    name = q.value();
                } else if (a instanceof Bounds b) {
                    min = b.min();
                    max = b.max();
                }
            }
            if (name != null) {
                rules.put(name, new Rule(types[i], min, max));
            }
        }
        return Map.copyOf(rules);
    }
}
