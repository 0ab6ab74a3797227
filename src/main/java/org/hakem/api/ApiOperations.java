package org.hakem.api;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The API's operations as the resource classes declare them, one per resource method: its address as
 * {@code /openapi} writes it, its HTTP method, who may call it (the same {@link OperationRoles#rule} the server
 * checks), and an operation id and tag derived from the class and method names, so they are stable and unique
 * ({@code TournamentResource.standings} is {@code tournamentStandings} in the tag {@code Tournament}).
 */
public final class ApiOperations {

    /** Where resource classes live (the package layout keeps every JAX-RS resource in an {@code interfaces.rest} package). */
    static final String RESOURCE_PACKAGES = "/interfaces/rest/";

    private ApiOperations() {
    }

    /** One operation: {@code httpMethod} ({@code GET}, ...) of {@code path} ({@code /api/tournaments/{id}}). */
    public record Op(String path, String httpMethod, Class<?> resource, Method method) {

        /** The operation id: the resource's name and the method's, {@code tournamentStandings}. */
        public String id() {
            String name = tag();
            return Character.toLowerCase(name.charAt(0)) + name.substring(1)
                    + Character.toUpperCase(method.getName().charAt(0)) + method.getName().substring(1);
        }

        /** The tag grouping the resource's operations: the class's name without {@code Resource}. */
        public String tag() {
            String name = resource.getSimpleName();
            return name.endsWith("Resource") && name.length() > "Resource".length()
                    ? name.substring(0, name.length() - "Resource".length()) : name;
        }

        /**
         * A type of the method as this resource sees it: the type parameters of a class the resource inherits the
         * method from ({@code event.interfaces.rest.EventResource}) are the resource's arguments ({@code J} is
         * {@code TeamEventJson} for {@code TeamResource}).
         */
        public java.lang.reflect.Type resolved(java.lang.reflect.Type type) {
            return ApiOperations.resolve(resource, type);
        }

        /** Who may call it, as {@link OperationRoles} checks it. */
        public OperationRoles.Rule rule() {
            return OperationRoles.rule(resource, method);
        }

        /** {@code GET /api/players}. */
        public String key() {
            return ApiOperations.key(httpMethod, path);
        }
    }

    /** {@code type} with the type parameters of {@code resource}'s superclasses replaced by the arguments it gives. */
    static java.lang.reflect.Type resolve(Class<?> resource, java.lang.reflect.Type type) {
        Map<java.lang.reflect.TypeVariable<?>, java.lang.reflect.Type> arguments = new java.util.HashMap<>();
        for (Class<?> c = resource; c != null; c = c.getSuperclass()) {
            if (c.getGenericSuperclass() instanceof java.lang.reflect.ParameterizedType p) {
                java.lang.reflect.TypeVariable<?>[] parameters = ((Class<?>) p.getRawType()).getTypeParameters();
                for (int i = 0; i < parameters.length; i++) {
                    java.lang.reflect.Type argument = p.getActualTypeArguments()[i];
                    arguments.put(parameters[i], arguments.getOrDefault(argument, argument));
                }
            }
        }
        return substitute(type, arguments);
    }

    private static java.lang.reflect.Type substitute(java.lang.reflect.Type type,
                                                     Map<java.lang.reflect.TypeVariable<?>, java.lang.reflect.Type> arguments) {
        if (type instanceof java.lang.reflect.TypeVariable<?> v) {
            return arguments.getOrDefault(v, v);
        }
        if (type instanceof java.lang.reflect.ParameterizedType p) {
            java.lang.reflect.Type[] args = p.getActualTypeArguments().clone();
            for (int i = 0; i < args.length; i++) {
                args[i] = substitute(args[i], arguments);
            }
            return new Parameterized((Class<?>) p.getRawType(), args);
        }
        return type;
    }

    /** A generic type with its arguments given ({@code List<TeamEventJson>}). */
    record Parameterized(Class<?> raw, java.lang.reflect.Type[] arguments) implements java.lang.reflect.ParameterizedType {

        @Override
        public java.lang.reflect.Type[] getActualTypeArguments() {
            return arguments.clone();
        }

        @Override
        public java.lang.reflect.Type getRawType() {
            return raw;
        }

        @Override
        public java.lang.reflect.Type getOwnerType() {
            return null;
        }
    }

    /** The key of {@link Op#key()} for an HTTP method and an address of the document. */
    public static String key(String httpMethod, String path) {
        return httpMethod.toUpperCase(Locale.ROOT) + " " + path;
    }

    /** The operations of {@code resources}, by {@link Op#key()}. */
    public static Map<String, Op> of(Collection<Class<?>> resources) {
        String root = HakemApi.class.getAnnotation(ApplicationPath.class).value();
        Map<String, Op> out = new TreeMap<>();
        for (Class<?> resource : resources) {
            Path classPath = resource.getAnnotation(Path.class);
            if (classPath == null) {
                continue;
            }
            for (Method m : resource.getMethods()) { // its own and those it inherits (event.interfaces.rest.EventResource)
                String http = httpMethod(m);
                if (http == null || m.isSynthetic() || !Modifier.isPublic(m.getModifiers())) {
                    continue;
                }
                Path own = m.getAnnotation(Path.class);
                String path = address(root, classPath.value(), own == null ? "" : own.value());
                out.put(key(http, path), new Op(path, http, resource, m));
            }
        }
        return out;
    }

    /** The HTTP method of a resource method ({@code @GET} and the like), or null. */
    private static String httpMethod(Method m) {
        for (Annotation a : m.getAnnotations()) {
            HttpMethod http = a.annotationType().getAnnotation(HttpMethod.class);
            if (http != null) {
                return http.value();
            }
        }
        return null;
    }

    /** {@code /api} + {@code tournaments} + {@code {id: [0-9]+}/rounds/} as {@code /api/tournaments/{id}/rounds}. */
    static String address(String... parts) {
        String joined = ("/" + String.join("/", parts)).replaceAll("\\{\\s*(\\w[\\w.-]*)\\s*:[^}]*}", "{$1}")
                .replaceAll("/+", "/");
        return joined.length() > 1 && joined.endsWith("/") ? joined.substring(0, joined.length() - 1) : joined;
    }

    /**
     * The JAX-RS resource classes ({@code @Path}) of Hakem's {@code interfaces.rest} packages that {@code loader}
     * sees, in a directory (an exploded WAR, the build's classes) or a jar; sorted by name.
     */
    public static List<Class<?>> resources(ClassLoader loader) throws IOException {
        TreeSet<String> names = new TreeSet<>();
        for (URL url : Collections.list(loader.getResources("org/hakem"))) {
            if ("file".equals(url.getProtocol())) {
                java.nio.file.Path dir;
                try {
                    dir = Paths.get(url.toURI());
                } catch (URISyntaxException e) {
                    throw new IOException(e);
                }
                java.nio.file.Path top = dir.getParent().getParent();
                try (Stream<java.nio.file.Path> files = Files.walk(dir)) {
                    files.map(f -> top.relativize(f).toString().replace('\\', '/')).forEach(n -> add(names, n));
                }
            } else if ("jar".equals(url.getProtocol())) {
                JarURLConnection connection = (JarURLConnection) url.openConnection();
                connection.setUseCaches(false);
                try (JarFile jar = connection.getJarFile()) {
                    jar.stream().forEach(e -> add(names, e.getName()));
                }
            }
        }
        List<Class<?>> out = new ArrayList<>();
        for (String name : names) {
            try {
                Class<?> c = Class.forName(name, false, loader);
                if (c.isAnnotationPresent(Path.class)) {
                    out.add(c);
                }
            } catch (ClassNotFoundException | LinkageError e) {
                // not loadable here: not one of this deployment's resources
            }
        }
        return out;
    }

    private static void add(TreeSet<String> names, String entry) {
        if (entry.startsWith("org/hakem/") && entry.contains(RESOURCE_PACKAGES) && entry.endsWith(".class")
                && !entry.contains("$")) {
            names.add(entry.substring(0, entry.length() - ".class".length()).replace('/', '.'));
        }
    }
}
