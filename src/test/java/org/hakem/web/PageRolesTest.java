package org.hakem.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import jakarta.inject.Named;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/**
 * Every page that {@code web.xml} guards by its address also checks the role in its own view action
 * ({@link Page#requireArbiter()} or {@link Page#requireAdmin()}), and every page that takes form posts checks the role
 * before it acts, except logging in and out. So a page is safe without the address constraint, and a new page that
 * forgets its check fails the build. The page addresses are those of every {@link PageRoutes} bean; the view action is
 * read from the view, its method from the page bean's source.
 */
class PageRolesTest {

    private static final Path WEBAPP = Path.of("src/main/webapp");
    private static final Path SOURCES = Path.of("src/main/java");
    private static final Pattern VIEW_ACTION = Pattern.compile("viewAction action=\"#\\{(\\w+)\\.(\\w+)}\"");
    private static final Pattern CONSTRAINT = Pattern.compile("<security-constraint>(.*?)</security-constraint>", Pattern.DOTALL);
    private static final Pattern URL = Pattern.compile("<url-pattern>([^<]+)</url-pattern>");
    private static final Pattern ROLE = Pattern.compile("<role-name>([^<]+)</role-name>");
    /** Public forms: the login form itself, and logging out. */
    private static final Set<String> OPEN_FORMS = Set.of("/login", "/logout");

    @Test
    void everyGuardedPageAndEveryFormChecksTheRoleItself() throws Exception {
        Map<String, Set<String>> guarded = guardedAddresses();
        Map<String, Class<?>> beans = new HashMap<>();
        List<PageRoute> routes = new ArrayList<>();
        for (JavaClass c : new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.hakem")) {
            Class<?> type = c.reflect();
            Named named = type.getAnnotation(Named.class);
            if (named != null) {
                beans.put(named.value().isEmpty() ? Character.toLowerCase(type.getSimpleName().charAt(0))
                        + type.getSimpleName().substring(1) : named.value(), type);
            }
            if (PageRoutes.class.isAssignableFrom(type) && !type.isInterface()) {
                routes.addAll(((PageRoutes) type.getDeclaredConstructor().newInstance()).routes());
            }
        }
        assertTrue(routes.size() > 40, "the page routes: " + routes.size());
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (PageRoute route : routes) {
            String needed = needed(route, guarded);
            if (needed == null) {
                continue;
            }
            String view = Files.readString(WEBAPP.resolve(route.view().substring(1)), StandardCharsets.UTF_8);
            Matcher action = VIEW_ACTION.matcher(view);
            if (!action.find()) {
                wrong.add(route.template() + ": its view " + route.view() + " has no view action to check the role");
                continue;
            }
            Class<?> bean = beans.get(action.group(1));
            String body = bean == null ? null : body(bean, action.group(2));
            if (body == null) {
                wrong.add(route.template() + ": no method " + action.group(1) + "." + action.group(2));
            } else if (!body.contains("page." + needed + "()")) {
                wrong.add(route.template() + ": " + bean.getSimpleName() + "." + action.group(2) + " does not call page."
                        + needed + "()");
            }
            checked++;
        }
        assertTrue(checked > 15, "pages checked: " + checked);
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /** The check a route's view action must make, or null for a public page without forms. */
    private static String needed(PageRoute route, Map<String, Set<String>> guarded) {
        for (var e : guarded.entrySet()) {
            if (covers(e.getKey(), route.template())) {
                return e.getValue().contains("arbiter") ? "requireArbiter" : "requireAdmin";
            }
        }
        return route.posts() && !OPEN_FORMS.contains(route.template()) ? "requireArbiter" : null;
    }

    /** Whether a web.xml URL pattern ({@code /x/*} or an exact path) covers a page address. */
    private static boolean covers(String pattern, String template) {
        if (pattern.endsWith("/*")) {
            String prefix = pattern.substring(0, pattern.length() - 2);
            return template.equals(prefix) || template.startsWith(prefix + "/");
        }
        return template.equals(pattern);
    }

    /**
     * The page addresses web.xml guards for every method, with their roles: the constraints with roles and no
     * {@code http-method} (the view files themselves, refused to everyone, are not pages).
     */
    static Map<String, Set<String>> guardedAddresses() throws IOException {
        String xml = Files.readString(WEBAPP.resolve("WEB-INF/web.xml"), StandardCharsets.UTF_8)
                .replaceAll("(?s)<!--.*?-->", "");
        Map<String, Set<String>> out = new LinkedHashMap<>();
        Matcher c = CONSTRAINT.matcher(xml);
        while (c.find()) {
            String constraint = c.group(1);
            if (constraint.contains("<http-method>")) {
                continue;
            }
            Set<String> roles = new java.util.TreeSet<>();
            Matcher r = ROLE.matcher(constraint);
            while (r.find()) {
                roles.add(r.group(1).strip());
            }
            if (roles.isEmpty()) {
                continue;
            }
            Matcher u = URL.matcher(constraint);
            while (u.find()) {
                String pattern = u.group(1).strip();
                if (!pattern.startsWith("/api")) {
                    out.put(pattern, roles);
                }
            }
        }
        assertTrue(out.containsKey("/arbiter/*") && out.containsKey("/admin/*"), "read web.xml: " + out);
        return out;
    }

    /** The body of {@code public void name()} in the source of {@code type}, or null. */
    private static String body(Class<?> type, String name) throws IOException {
        String source = Files.readString(SOURCES.resolve(type.getName().replace('.', '/') + ".java"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("public \\w+ " + name + "\\(\\)[^{]*\\{").matcher(source);
        if (!m.find()) {
            return null;
        }
        int depth = 1;
        int i = m.end();
        for (; i < source.length() && depth > 0; i++) {
            char ch = source.charAt(i);
            depth += ch == '{' ? 1 : ch == '}' ? -1 : 0;
        }
        return source.substring(m.end(), i);
    }
}
