package org.hakem.it;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.hakem.platform.web.PageRoute;
import org.hakem.platform.web.PageRoutes;

/**
 * Walks every operation of {@code /openapi} and every page form (and every arbiter's or admin's page) with other
 * spellings of its address, as anonymous, an arbiter, another arbiter and an admin, and compares each answer with
 * the plain address's answer for the same caller. What is right for each spelling (docs/operations.md,
 * "Authorisation"):
 * <ul>
 * <li>{@code ;x=y} on a segment, a trailing {@code ;}, {@code %2f} or {@code %2F} for a slash, {@code //} and
 * {@code /./}: refused with 400 (the address is not in its plain form) before anything reads it; or, for a caller the
 * container itself refuses at the plain address (not logged in, wrong role), the same kind of refusal (the login's
 * 401 or redirect, 403).</li>
 * <li>a segment in other letter case: another address, so 404 (or 405 where it reads as another resource's
 * parameter), or refused before any operation by the container (login, 403: {@code /Api/...} is not the API, so
 * its writes are page posts without a CSRF token).</li>
 * </ul>
 * A spelling never succeeds where the plain address is refused, and never reaches an operation a caller may not
 * use: its refusal must be one of those above, never the operation's own answer (a 400 of the body, a 404 of the
 * id). Bodies and ids make allowed operations fail harmlessly after their role check (ids that do not exist,
 * {@code {}} or noise as bodies), so the walk changes nothing that matters (the index rebuild runs, on the admin's
 * plain address).
 */
final class AddressWalk {

    static final String ADDRESS_TEXT = "is not in its plain form";
    private static final String API_ID = ApiWalkIT.HUGE;
    /** A page id: digits the page routes take (at most 18), of nothing stored. */
    private static final String PAGE_ID = "987654321";
    private static final byte[] NOISE = noise();

    /** A caller: a name, HTTP Basic credentials for the API, a session and its CSRF token for the pages. */
    record Caller(String name, String basic, HttpClient session, String csrf) {
    }

    /** One address to walk: how it is asked for, and whether it is the API's. */
    record Target(String method, String path, boolean api, String contentType) {
    }

    /** One spelling of an address, and its kind. */
    record Variant(String kind, String path) {
    }

    private final HttpClient http;
    private final URL base;
    /** Written by several walks at once ({@link #walk} is called from several threads). */
    private final Map<String, Integer> counts = new java.util.concurrent.ConcurrentSkipListMap<>();
    final List<String> wrong = java.util.Collections.synchronizedList(new ArrayList<>());
    private final java.util.concurrent.atomic.AtomicInteger requests = new java.util.concurrent.atomic.AtomicInteger();

    AddressWalk(HttpClient http, URL base) {
        this.http = http;
        this.base = base;
    }

    /** Every operation of the API document, with an id of nothing stored in each parameter. */
    List<Target> apiTargets(JsonObject openapi) {
        List<Target> out = new ArrayList<>();
        for (var path : openapi.getJsonObject("paths").entrySet()) {
            String p = path.getKey().replaceFirst("^/", "");
            if (!p.startsWith("api/")) {
                p = "api/" + p;
            }
            String concrete = p.replaceAll("\\{[^}]+}", API_ID);
            for (var op : path.getValue().asJsonObject().entrySet()) {
                String method = op.getKey().toUpperCase(Locale.ROOT);
                if (!Set.of("GET", "POST", "PUT", "PATCH", "DELETE").contains(method)) {
                    continue;
                }
                JsonObject o = op.getValue().asJsonObject();
                String type = null;
                if (o.containsKey("requestBody") && o.getJsonObject("requestBody").containsKey("content")) {
                    var content = o.getJsonObject("requestBody").getJsonObject("content");
                    type = content.containsKey("application/json") ? "application/json"
                            : content.keySet().stream().filter(t -> !t.contains("*")).findFirst().orElse("application/octet-stream");
                }
                out.add(new Target(method, concrete, true, method.equals("DELETE") ? null : type));
            }
        }
        return out;
    }

    /**
     * The page addresses of every {@link PageRoutes} bean of the application that take forms (GET and POST), and
     * every arbiter's or admin's page (GET); logging in and out are left out (the walk keeps its sessions).
     */
    static List<Target> pageTargets() throws Exception {
        List<Target> out = new ArrayList<>();
        Path classes = Path.of("target/classes");
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(f -> f.toString().endsWith("Routes.class")).toList()) {
                String name = classes.relativize(f).toString().replace('/', '.').replaceAll("\\.class$", "");
                Class<?> type = Class.forName(name, false, AddressWalk.class.getClassLoader());
                if (!PageRoutes.class.isAssignableFrom(type) || type.isInterface()) {
                    continue;
                }
                for (PageRoute route : ((PageRoutes) type.getDeclaredConstructor().newInstance()).routes()) {
                    String t = route.template();
                    if (t.equals("/login") || t.equals("/logout")) {
                        continue;
                    }
                    boolean guarded = t.startsWith("/arbiter/") || t.startsWith("/admin/") || t.equals("/account")
                            || t.startsWith("/players/new") || t.startsWith("/players/edit");
                    String path = t.substring(1).replaceAll("\\{[^}]+}", PAGE_ID);
                    if (route.posts() || guarded) {
                        out.add(new Target("GET", path, false, null));
                    }
                    if (route.posts()) {
                        out.add(new Target("POST", path, false, path.equals("archive/import")
                                ? "application/octet-stream" : "application/x-www-form-urlencoded"));
                    }
                }
            }
        }
        return out;
    }

    /** The other spellings of {@code path} (relative to the application, no leading slash). */
    static List<Variant> variants(String path) {
        String[] s = path.split("/", -1);
        List<Variant> out = new ArrayList<>();
        for (int i = 0; i < s.length; i++) {
            String[] m = s.clone();
            m[i] = m[i] + ";x=y";
            out.add(new Variant("matrix ;x=y", String.join("/", m)));
        }
        out.add(new Variant("trailing ;", path + ";"));
        for (int i = 0; i + 1 < s.length; i++) {
            out.add(new Variant("%2f", join(s, i, "%2f")));
            out.add(new Variant("%2F", join(s, i, "%2F")));
        }
        out.add(new Variant("//", "/" + path));
        for (int i = 0; i + 1 < s.length; i++) {
            out.add(new Variant("//", join(s, i, "//")));
        }
        out.add(new Variant("/./", "./" + path));
        for (int i = 0; i + 1 < s.length; i++) {
            out.add(new Variant("/./", join(s, i, "/./")));
        }
        for (int i = 0; i < s.length; i++) {
            if (!s[i].isEmpty() && Character.isLetter(s[i].charAt(0))) {
                String[] c = s.clone();
                char first = c[i].charAt(0);
                c[i] = (Character.isUpperCase(first) ? Character.toLowerCase(first) : Character.toUpperCase(first))
                        + c[i].substring(1);
                out.add(new Variant("case", String.join("/", c)));
            }
        }
        return out;
    }

    private static String join(String[] s, int at, String slash) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length; i++) {
            b.append(s[i]);
            if (i + 1 < s.length) {
                b.append(i == at ? slash : "/");
            }
        }
        return b.toString();
    }

    /** Walks one address as one caller: the plain spelling, then every other, each compared with the plain. */
    void walk(Target target, Caller caller) throws Exception {
        HttpResponse<String> plain = send(target, target.path(), caller);
        String expected = kind(target, plain);
        for (Variant v : variants(target.path())) {
            HttpResponse<String> r = send(target, v.path(), caller);
            String got = kind(target, r);
            counts.merge(v.kind() + " -> " + got, 1, Integer::sum);
            boolean right = v.kind().equals("case") ? Set.of("not found", "method", "login", "forbidden").contains(got)
                    : got.equals("address");
            boolean refusedAlike = refusal(expected) && got.equals(expected);
            if (!right && !refusedAlike) {
                wrong.add(caller.name() + " " + target.method() + " /" + v.path() + " [" + v.kind() + "] -> " + r.statusCode()
                        + " " + got + "; the plain /" + target.path() + " -> " + plain.statusCode() + " " + expected
                        + (r.statusCode() >= 400 ? ": " + abbreviate(r.body()) : ""));
            }
        }
    }

    /** Who may not: the login's refusal (401, or the redirect to the login page) and 403. */
    private static boolean refusal(String kind) {
        return kind.equals("login") || kind.equals("forbidden");
    }

    /**
     * What an answer is: refused for its address ({@code address}), no such address ({@code not found}: the API's
     * no-resource, the container's 404), not logged in ({@code login}), refused by the container or the role check
     * ({@code forbidden}), {@code method} (405), else its status with the API's error code when there is one (the
     * operation's own answer, such as a 404 of an id or a 403 of an event's owner).
     */
    static String kind(Target target, HttpResponse<String> r) {
        int status = r.statusCode();
        String code = target.api() ? code(r.body()) : "";
        if (status == 400 && r.body().contains(ADDRESS_TEXT)) {
            return "address";
        }
        if (status == 401 || status == 302 && r.headers().firstValue("Location").orElse("").contains("/login")) {
            return "login";
        }
        if (status == 403 && Set.of("", "http.403", "api.forbidden").contains(code)) {
            return "forbidden";
        }
        if (status == 405) {
            return "method";
        }
        if (status == 404 && Set.of("", "api.no-resource", "http.404").contains(code)) {
            return "not found";
        }
        return status + (code.isEmpty() ? "" : " " + code);
    }

    private static String code(String body) {
        try (var reader = Json.createReader(new StringReader(body))) {
            JsonObject o = reader.readObject();
            return o.containsKey("code") ? o.getString("code") : "";
        } catch (RuntimeException e) {
            return "";
        }
    }

    private HttpResponse<String> send(Target target, String path, Caller caller) throws Exception {
        requests.incrementAndGet();
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base.toString() + path)).header("Accept-Language", "en");
        HttpRequest.BodyPublisher body = HttpRequest.BodyPublishers.noBody();
        if (target.contentType() != null) {
            b.header("Content-Type", target.contentType());
            if (target.contentType().equals("application/json")) {
                body = HttpRequest.BodyPublishers.ofString("{}");
            } else if (target.contentType().equals("application/x-www-form-urlencoded")) {
                body = HttpRequest.BodyPublishers.ofString("action=address-walk" + (caller.csrf() == null ? ""
                        : "&_csrf=" + java.net.URLEncoder.encode(caller.csrf(), StandardCharsets.UTF_8)));
            } else {
                body = HttpRequest.BodyPublishers.ofByteArray(NOISE);
            }
        }
        if (!target.api() && caller.csrf() != null) {
            b.header("X-CSRF-Token", caller.csrf());
        }
        b.method(target.method(), body);
        if (target.api()) {
            if (caller.basic() != null) {
                b.header("Authorization", caller.basic());
            }
            return http.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        }
        return caller.session().send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    /** Binary noise: an upload no reader takes (refused as binary before anything is stored). */
    private static byte[] noise() {
        byte[] b = new byte[4096];
        new Random(30).nextBytes(b);
        return b;
    }

    private static String abbreviate(String s) {
        s = s.replaceAll("\\s+", " ");
        return s.length() > 200 ? s.substring(0, 200) + "…" : s;
    }

    /** How many requests the walks sent. */
    int requests() {
        return requests.get();
    }

    /** The answers by spelling and kind, for the report. */
    Map<String, Integer> summary() {
        return new LinkedHashMap<>(counts);
    }
}
