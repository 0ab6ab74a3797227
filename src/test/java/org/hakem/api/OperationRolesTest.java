package org.hakem.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import jakarta.annotation.security.DeclareRoles;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every REST operation states who may call it on the operation itself ({@code @RolesAllowed}, {@code @PermitAll} or
 * {@code @DenyAll}, on the method or its class), read the way {@link OperationRoles} reads it when the API starts:
 * a new operation that forgets fails the build here (at run time it would be refused to everyone). Writes are never
 * open to everyone, the roles named are the ones the API declares, and index maintenance and account administration
 * are for admins only. Public reads take {@code @PermitAll} from their class, never on the method: Payara's own
 * JAX-RS security answers an anonymous caller of a method-level {@code @PermitAll} 401 when the class states nothing.
 */
class OperationRolesTest {

    private static final Set<String> WRITES = Set.of("POST", "PUT", "PATCH", "DELETE");

    /** The resource class of each of {@link #operations()}, by name (a method may be inherited by several). */
    private static final Map<String, Class<?>> RESOURCE = new LinkedHashMap<>();

    /** Every resource method (and sub-resource locator) of every resource class of the application, by name. */
    static Map<String, Method> operations() {
        Map<String, Method> out = new LinkedHashMap<>();
        for (JavaClass c : new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.hakem")) {
            Class<?> type = c.reflect();
            if (!type.isAnnotationPresent(Path.class) || type.isInterface()) {
                continue;
            }
            for (Method m : type.getMethods()) {
                if (m.getDeclaringClass() != Object.class && (httpMethod(m) != null || m.isAnnotationPresent(Path.class))) {
                    String name = type.getSimpleName() + "." + m.getName() + "(" + m.getParameterCount() + ")";
                    out.put(name, m);
                    RESOURCE.put(name, type);
                }
            }
        }
        return out;
    }

    static String httpMethod(Method m) {
        for (Annotation a : m.getAnnotations()) {
            HttpMethod h = a.annotationType().getAnnotation(HttpMethod.class);
            if (h != null) {
                return h.value();
            }
        }
        return null;
    }

    @Test
    void everyOperationStatesWhoMayCallIt() {
        Map<String, Method> operations = operations();
        assertTrue(operations.size() > 60, "found the API's operations: " + operations.keySet());
        List<String> wrong = new ArrayList<>();
        Set<String> declared = Set.of(HakemApi.class.getAnnotation(DeclareRoles.class).value());
        operations.forEach((name, m) -> {
            OperationRoles.Rule rule = OperationRoles.rule(m.getDeclaringClass(), m);
            if (!rule.stated()) {
                wrong.add(name + " states no role: add @RolesAllowed or @PermitAll to the method or its class");
            } else if (rule.everyone() && WRITES.contains(httpMethod(m))) {
                wrong.add(name + " is a write open to everyone (" + httpMethod(m) + ")");
            } else if (!rule.nobody() && !declared.containsAll(rule.roles())) {
                wrong.add(name + " names a role the API does not declare: " + rule.roles() + " (declared: " + declared + ")");
            }
            if (m.isAnnotationPresent(jakarta.annotation.security.PermitAll.class)) {
                // Payara's JAX-RS answers anonymous callers of such a method 401 when its class states no rule
                wrong.add(name + " is @PermitAll on the method: state @PermitAll on the class, @RolesAllowed on the writes");
            }
            if (!Modifier.isPublic(m.getModifiers())) {
                wrong.add(name + " is not public");
            }
        });
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    void indexMaintenanceAndAccountsAreForAdminsOnly() {
        int admin = 0;
        for (var e : operations().entrySet()) {
            Method m = e.getValue();
            String path = path(RESOURCE.get(e.getKey()), m);
            if (path.startsWith("archive/index") || path.startsWith("accounts")) {
                assertEquals(List.of("admin"), OperationRoles.rule(m.getDeclaringClass(), m).roles(), e.getKey());
                admin++;
            } else if (path.startsWith("me")) {
                assertEquals(Set.of("arbiter", "admin"), Set.copyOf(OperationRoles.rule(m.getDeclaringClass(), m).roles()),
                        e.getKey());
            }
        }
        assertEquals(8, admin, "verify, rebuild, the waiting game submissions and the five account operations");
    }

    @Test
    void theMethodsWordWinsOverItsClass() throws Exception {
        @jakarta.annotation.security.PermitAll
        class Open {
            @jakarta.annotation.security.RolesAllowed("admin")
            public void guarded() {
            }

            @jakarta.annotation.security.DenyAll
            public void closed() {
            }

            public void open() {
            }
        }
        class Silent {
            public void nothing() {
            }
        }
        assertEquals(List.of("admin"), OperationRoles.rule(Open.class, Open.class.getMethod("guarded")).roles());
        assertTrue(OperationRoles.rule(Open.class, Open.class.getMethod("closed")).nobody());
        assertTrue(OperationRoles.rule(Open.class, Open.class.getMethod("open")).everyone());
        OperationRoles.Rule silent = OperationRoles.rule(Silent.class, Silent.class.getMethod("nothing"));
        assertTrue(!silent.stated() && silent.nobody() && !silent.everyone(), "an operation that says nothing is refused");
    }

    private static String path(Class<?> resource, Method m) {
        String type = resource.getAnnotation(Path.class).value();
        Path own = m.getAnnotation(Path.class);
        return (type + (own == null ? "" : "/" + own.value())).replaceAll("^/+", "").replaceAll("/+", "/");
    }
}
