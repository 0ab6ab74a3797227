package org.hakem.it;

import static org.hakem.it.ItHttp.ADMIN;
import static org.hakem.it.ItHttp.basic;
import static org.hakem.it.ItHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.InetAddress;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.hakem.security.domain.SecretBox;
import org.hakem.security.domain.Totp;
import org.hakem.security.infrastructure.LoginThrottle;
import org.junit.jupiter.api.Test;

/**
 * The server's edge (issue #30 points 4 and 7), through the real server. The tests' client connects from the
 * loopback address, which this run trusts as the TLS proxy ({@code HAKEM_TRUSTED_PROXIES} in the failsafe
 * environment): its {@code X-Forwarded-For} names the client, as Caddy's does. A client bound to 127.0.0.2 is not a
 * trusted proxy: what it claims in forwarded headers is ignored. Also: the container's own answers (OPTIONS, the
 * error page's own address, the Server header) and TOTP secrets sealed at rest.
 *
 * <p>Its tests run in {@link ApiWalkIT}, which extends this class: one boot of the server for both (each test class boots its own).
 */
abstract class EdgeChecks extends DeployedWar {

    private final HttpClient proxy = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .followRedirects(HttpClient.Redirect.NEVER).build();

    /** The server's address over IPv4 loopback (so the client's own address is the one it binds). */
    private URI at(String path) throws Exception {
        return new URI("http", null, "127.0.0.1", base.getPort(), "/" + path, null, null);
    }

    private HttpResponse<String> get(HttpClient client, String path, String authorization, String... headers)
            throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(at(path)).GET();
        if (authorization != null) {
            b.header("Authorization", authorization);
        }
        for (int i = 0; i + 1 < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        return client.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    /** A request through the simulated proxy from {@code client}. */
    private int viaProxy(String client, String authorization) throws Exception {
        return get(proxy, "api/me", authorization, "X-Forwarded-For", client).statusCode();
    }

    private String newAccount(String prefix, String password) throws Exception {
        String name = prefix + UUID.randomUUID().toString().substring(0, 6);
        HttpResponse<String> made = ItHttp.send(proxy, base, "POST", "api/accounts", ADMIN,
                "{\"username\":\"" + name + "\",\"password\":\"" + password + "\"}");
        assertEquals(201, made.statusCode(), made.body());
        return name;
    }

    /** Issue #30: 52 wrong logins with made-up names from one address behind the proxy refused another user. */
    @Test
    void behindTheProxyOneAddressFailingALotDoesNotLockOutAnotherUser() throws Exception {
        String owner = newAccount("owner", "owners-password-1");
        for (int i = 0; i < 52; i++) {
            int status = viaProxy("198.51.100.66", basic("made-up-" + UUID.randomUUID(), "guess-" + i));
            assertTrue(status == 401 || status == 429, "refused: " + status);
        }
        assertEquals(200, viaProxy("203.0.113.10", basic(owner, "owners-password-1")),
                "the owner, at his own address behind the same proxy, gets in first try");
    }

    /** Issue #30: failures from many fresh addresses made the owner's right password 429 at his own address. */
    @Test
    void failuresFromManyAddressesDoNotLockTheOwnerOut() throws Exception {
        String owner = newAccount("target", "targets-password-1");
        for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_USER + 10; i++) {
            assertEquals(401, viaProxy("192.0.2." + (i + 1), basic(owner, "wrong-" + i)), "a fresh address: " + i);
        }
        for (int i = 0; i < 11; i++) {
            assertEquals(200, viaProxy("203.0.113.20", basic(owner, "targets-password-1")),
                    "the owner gets in, time " + (i + 1));
        }
    }

    /**
     * The attacker's own address is refused: 20 wrong passwords at once from one address behind the proxy, and
     * only the free attempts reach the password check. The same 20 each from another address all do (each address
     * is fresh): the proxy's X-Forwarded-For is what counts.
     */
    @Test
    void theProxysClientIsWhatTheThrottleCounts() throws Exception {
        String owner = newAccount("burst", "bursts-password-1");
        List<Integer> one = burst(i -> get(proxy, "api/me", basic(owner, "wrong-" + i),
                "X-Forwarded-For", "198.51.100.77").statusCode());
        assertEquals(LoginThrottle.FREE_FAILURES, count(one, 401), "one address: " + one);
        assertEquals(20 - LoginThrottle.FREE_FAILURES, count(one, 429), "the attacker's address is refused: " + one);

        String other = newAccount("spread", "spreads-password-1");
        List<Integer> many = burst(i -> get(proxy, "api/me", basic(other, "wrong-" + i),
                "X-Forwarded-For", "6.6.6.6, 198.51.101." + (i + 1)).statusCode());
        assertEquals(20, count(many, 401), "twenty addresses, each fresh: " + many);
    }

    /** Without a proxy: a client that is not a trusted proxy cannot choose its address by a header. */
    @Test
    void aSpoofedForwardedForFromAnUntrustedAddressIsIgnored() throws Exception {
        HttpClient untrusted = fromOtherLoopback();
        String owner = newAccount("spoof", "spoofs-password-1");
        List<Integer> spoofed = burst(i -> get(untrusted, "api/me", basic(owner, "wrong-" + i),
                "X-Forwarded-For", "198.51.102." + (i + 1)).statusCode());
        assertEquals(LoginThrottle.FREE_FAILURES, count(spoofed, 401),
                "every spoofed address counts as the client's own: " + spoofed);
        assertEquals(200, viaProxy("203.0.113.30", basic(owner, "spoofs-password-1")),
                "the owner elsewhere gets in first try");

        HttpResponse<String> claimed = get(untrusted, "login", null, "X-Forwarded-Proto", "https");
        assertTrue(claimed.headers().firstValue("Strict-Transport-Security").isEmpty(),
                "a client cannot claim TLS by a header");
        HttpResponse<String> proxied = get(proxy, "login", null, "X-Forwarded-Proto", "https");
        assertTrue(proxied.headers().firstValue("Strict-Transport-Security").isPresent(), "the trusted proxy can");
    }

    /** A client bound to 127.0.0.2: loopback, but not the trusted proxy. */
    private static HttpClient fromOtherLoopback() throws Exception {
        InetAddress other = InetAddress.getByName("127.0.0.2");
        boolean bindable;
        try (var socket = new java.net.Socket()) {
            socket.bind(new java.net.InetSocketAddress(other, 0));
            bindable = true;
        } catch (java.io.IOException e) {
            bindable = false;
        }
        assumeTrue(bindable, "127.0.0.2 is not a local address here (Linux has the whole 127/8)");
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).localAddress(other)
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    private interface Attempt {
        int send(int i) throws Exception;
    }

    /** Twenty attempts at once (the throttle counts each before its password is checked). */
    private static List<Integer> burst(Attempt attempt) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(20);
        try {
            List<Future<Integer>> answers = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                int n = i;
                answers.add(pool.submit(() -> attempt.send(n)));
            }
            List<Integer> out = new ArrayList<>();
            for (Future<Integer> a : answers) {
                out.add(a.get(5, TimeUnit.MINUTES));
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    private static long count(List<Integer> statuses, int status) {
        return statuses.stream().filter(s -> s == status).count();
    }

    // --- point 7: the container's own answers -------------------------------------------------------------------

    @Test
    void noAnswerNamesTheServer() throws Exception {
        for (String path : List.of("", "api/players", "no-such-page", "api/no-such", "error")) {
            HttpResponse<String> r = get(proxy, path, null);
            assertTrue(r.headers().firstValue("Server").isEmpty(), path + ": " + r.headers().map());
            assertTrue(r.headers().firstValue("X-Powered-By").isEmpty(), path + ": " + r.headers().map());
        }
    }

    @Test
    void optionsAnswersTheAllowedMethodsWithoutAWadlDocument() throws Exception {
        HttpResponse<String> r = proxy.send(HttpRequest.newBuilder(at("api/players"))
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(r.statusCode() == 200 || r.statusCode() == 204, r.statusCode() + " " + r.body());
        assertTrue(r.headers().firstValue("Allow").orElse("").contains("GET"), r.headers().map().toString());
        assertFalse(r.headers().firstValue("Content-Type").orElse("").contains("wadl"), r.headers().map().toString());
        assertFalse(r.body().contains("wadl"), r.body());
        assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(""));
    }

    @Test
    void theErrorPagesOwnAddressIsNoSuchPage() throws Exception {
        HttpResponse<String> page = get(proxy, "error", null);
        assertEquals(404, page.statusCode(), page.body());
        assertEquals("DENY", page.headers().firstValue("X-Frame-Options").orElse(""));
        HttpResponse<String> missing = get(proxy, "tournaments/99999999", null);
        assertEquals(404, missing.statusCode(), "a page of a missing event: 404, quietly");
        assertTrue(missing.body().contains("99999999"), "the message names what is missing");
    }

    /**
     * Issue #30: the container answered {@code TRACE} itself (an empty 405 without the security headers). Now every
     * method Hakem serves nowhere is refused by Hakem, in the error contract, with the headers, and never echoed.
     */
    @Test
    void traceAndMadeUpMethodsAreRefusedInTheErrorContractWithTheHeadersAndNeverEchoed() throws Exception {
        for (String method : List.of("TRACE", "BREW")) {
            for (String path : List.of("api/players", "api/no-such", "players", "no-such-page", "assets/arbiter.css", "")) {
                HttpResponse<String> r = proxy.send(HttpRequest.newBuilder(at(path))
                        .method(method, HttpRequest.BodyPublishers.noBody()).header("Cookie", "echo-me=secret-cookie-value")
                        .header("X-Echo", "secret-header-value").build(), HttpResponse.BodyHandlers.ofString());
                String what = method + " /" + path + ": " + r.headers().map() + " " + r.body();
                assertEquals(405, r.statusCode(), what);
                assertTrue(r.headers().firstValue("Allow").orElse("").contains("GET"), what);
                assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(""), what);
                assertEquals("DENY", r.headers().firstValue("X-Frame-Options").orElse(""), what);
                assertTrue(r.headers().firstValue("Content-Security-Policy").isPresent(), what);
                assertFalse(r.body().contains("secret-cookie-value") || r.body().contains("secret-header-value"), what);
                if (path.startsWith("api/")) {
                    assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"), what);
                    assertEquals(405, json(r).getInt("status"), what);
                    assertFalse(json(r).getString("message").isBlank(), what);
                } else {
                    assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("text/html"), what);
                    assertTrue(r.body().contains("Hakem answers no address with this method."), what);
                }
            }
        }
    }

    // --- point 7: TOTP secrets at rest ------------------------------------------------------------------------

    @Test
    void aTotpSecretIsSealedAtRestAndAnOldKeysOrAClearOneIsSealedAnewOnUse() throws Exception {
        String name = newAccount("sealed", "sealed-password-1");
        String auth = basic(name, "sealed-password-1");
        HttpResponse<String> started = ItHttp.send(proxy, base, "POST", "api/me/totp", auth, "");
        assertEquals(200, started.statusCode(), started.body());
        String secret = json(started).getString("secret");
        assertEquals(204, ItHttp.send(proxy, base, "PUT", "api/me/totp", auth,
                "{\"code\":\"" + code(secret) + "\"}").statusCode());
        byte[] current = Base64.getDecoder().decode(System.getenv("HAKEM_SECRET_KEY"));
        byte[] old = Base64.getDecoder().decode(System.getenv("HAKEM_SECRET_KEY_OLD"));
        String stored = stored(name);
        assertFalse(stored.contains(secret), "not the clear text in the database: " + stored);
        assertTrue(stored.startsWith("aes1:" + SecretBox.id(current) + ":"), stored);
        assertEquals(200, totpLogin(auth, secret), "login with the second factor works");

        // a rotation: the secret as the previous key sealed it
        long id = accountId(name);
        store(name, new SecretBox(old, List.of()).seal(secret, "hakem.totp:" + id));
        assertEquals(200, totpLogin(auth, secret), "the old key still opens it");
        assertTrue(stored(name).startsWith("aes1:" + SecretBox.id(current) + ":"), "sealed anew: " + stored(name));

        // an older version's clear secret
        store(name, secret);
        assertEquals(200, totpLogin(auth, secret));
        assertTrue(stored(name).startsWith("aes1:" + SecretBox.id(current) + ":"), "sealed on use: " + stored(name));

        // sealed for another account, it does not open here
        store(name, new SecretBox(current, List.of()).seal(secret, "hakem.totp:" + (id + 1)));
        assertEquals(401, totpLogin(auth, secret));
    }

    private int totpLogin(String auth, String secret) throws Exception {
        return ItHttp.send(proxy, base, "GET", "api/me", auth, null, "X-Hakem-TOTP", code(secret)).statusCode();
    }

    private static String code(String secret) {
        return Totp.code(secret, Instant.now().getEpochSecond() / 30);
    }

    private static String stored(String name) throws Exception {
        try (Connection c = ItDatabase.connect(); PreparedStatement s = c.prepareStatement("SELECT totp_secret FROM app_user WHERE username = ?")) {
            s.setString(1, name);
            try (ResultSet r = s.executeQuery()) {
                assertTrue(r.next());
                return r.getString(1);
            }
        }
    }

    private static long accountId(String name) throws Exception {
        try (Connection c = ItDatabase.connect(); PreparedStatement s = c.prepareStatement("SELECT id FROM app_user WHERE username = ?")) {
            s.setString(1, name);
            try (ResultSet r = s.executeQuery()) {
                assertTrue(r.next());
                return r.getLong(1);
            }
        }
    }

    private static void store(String name, String value) throws Exception {
        try (Connection c = ItDatabase.connect(); PreparedStatement s = c.prepareStatement("UPDATE app_user SET totp_secret = ? WHERE username = ?")) {
            s.setString(1, value);
            s.setString(2, name);
            assertEquals(1, s.executeUpdate());
        }
    }
}
