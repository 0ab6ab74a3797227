package org.hakem;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The production setup in {@code docker/} serves Hakem over TLS only: the proxy is the one published service,
 * Hakem's port stays on the compose network, and Hakem trusts the proxy's forwarded protocol. (CI has no
 * Docker; this reads the files the way compose and Caddy will.)
 */
class ProductionSetupTest {

    @Test
    void onlyTheTlsProxyIsPublishedAndHakemTrustsIt() throws Exception {
        String compose = Files.readString(Path.of("docker", "compose.yaml"));
        String proxy = service(compose, "proxy");
        var fixed = Pattern.compile("ipv4_address: (172\\.30\\.250\\.\\d+)").matcher(proxy);
        assertTrue(fixed.find(), "the proxy has a fixed address:\n" + proxy);
        String proxyAddress = fixed.group(1);
        assertTrue(compose.contains("- subnet: 172.30.250.0/24"), "in the compose network's fixed subnet");
        for (String node : new String[] {"hakem", "hakem-2"}) {
            String hakem = service(compose, node);
            assertFalse(hakem.contains("ports:"), "Hakem's plain HTTP port must not be published:\n" + hakem);
            assertTrue(hakem.contains("HAKEM_BEHIND_PROXY: \"true\""), hakem);
            assertTrue(hakem.contains("HAKEM_TRUSTED_PROXIES: " + proxyAddress + "\n"),
                    "the app node reads forwarded headers from the proxy's address only:\n" + hakem);
            assertTrue(hakem.contains("aliases: [hakem-app]"), "the proxy finds every app node by its alias:\n" + hakem);
        }
        assertTrue(proxy.contains("\"443:443\"") && proxy.contains("Caddyfile"), proxy);
        for (String node : new String[] {"hakem", "hakem-2"}) {
            assertTrue(service(compose, node).contains("HAKEM_SECRET_KEY: ${HAKEM_SECRET_KEY:?"),
                    "every node seals second-factor secrets under the one key it must be given");
        }
        String dockerfile = Files.readString(Path.of("docker", "Dockerfile"));
        assertTrue(dockerfile.contains("\"--prebootcommandfile\", \"/opt/hakem/preboot.asadmin\"")
                && dockerfile.contains("COPY target/classes/payara/preboot.asadmin"), "no Server header in the image");
        assertTrue(Files.readString(Path.of("src", "main", "resources", "payara", "preboot.asadmin"))
                .contains("http-listener.http.server-header=false"));
        assertFalse(service(compose, "db").contains("ports:"), "the database is not published");
        String caddy = Files.readString(Path.of("docker", "Caddyfile"));
        assertTrue(Pattern.compile("(?s)reverse_proxy \\{\\s*dynamic a \\{\\s*name hakem-app\\s*port 8080").matcher(caddy).find(),
                "the proxy sends to the app nodes on their plain port, on the compose network only:\n" + caddy);
        assertTrue(caddy.contains("lb_policy cookie"), "a browser stays on one node (sessions are per node):\n" + caddy);
        assertFalse(Pattern.compile("(?m)^\\s*http://").matcher(caddy).find(), "no plain-HTTP site block");
    }

    /** The database confirms a commit only once it is on disk: nothing in the compose file turns that off. */
    @Test
    void theDatabaseIsDurable() throws Exception {
        String db = service(Files.readString(Path.of("docker", "compose.yaml")), "db");
        for (String setting : new String[] {"fsync", "synchronous_commit", "full_page_writes"}) {
            assertTrue(db.contains("\"" + setting + "=on\""), setting + " stated on:\n" + db);
        }
        assertFalse(Pattern.compile("(?i)(fsync|synchronous_commit|full_page_writes)\\s*=\\s*(off|false|0)\\b").matcher(db).find(),
                "durability turned off:\n" + db);
    }

    /** The lines of one service of a compose file (two-space indented name, deeper lines below it). */
    private static String service(String compose, String name) {
        var m = Pattern.compile("(?ms)^  " + name + ":\\n(.*?)(?=^  \\S|^\\S|\\z)").matcher(compose);
        assertTrue(m.find(), "no service " + name);
        return m.group(1);
    }
}
