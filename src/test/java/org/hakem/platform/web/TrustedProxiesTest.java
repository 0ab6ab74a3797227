package org.hakem.platform.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TrustedProxiesTest {

    private final TrustedProxies caddy = TrustedProxies.parse("172.30.0.0/24, 2001:db8:ca::/48 127.0.0.1");

    @Test
    void withoutATrustedProxyTheForwardedHeaderIsIgnored() {
        assertEquals("203.0.113.5", TrustedProxies.NONE.client("203.0.113.5", List.of("1.2.3.4")));
        assertEquals("203.0.113.5", caddy.client("203.0.113.5", List.of("1.2.3.4")),
                "a client that is not a trusted proxy cannot choose the address it counts under");
        assertFalse(caddy.trusts("203.0.113.5"));
    }

    @Test
    void fromATrustedProxyTheRightMostUntrustedHopIsTheClient() {
        assertTrue(caddy.trusts("172.30.0.9"));
        assertEquals("198.51.100.7", caddy.client("172.30.0.9", List.of("198.51.100.7")));
        assertEquals("198.51.100.7", caddy.client("172.30.0.9", List.of("6.6.6.6, 198.51.100.7")),
                "what the client wrote to the left is never read");
        assertEquals("198.51.100.7", caddy.client("172.30.0.9", List.of("6.6.6.6", "198.51.100.7, 172.30.0.4")),
                "several headers, and a chain of trusted proxies");
        assertEquals("172.30.0.9", caddy.client("172.30.0.9", List.of()), "the proxy's own request");
        assertEquals("172.30.0.4", caddy.client("172.30.0.9", List.of("172.30.0.4")), "all trusted: the farthest");
        assertEquals("172.30.0.9", caddy.client("172.30.0.9", List.of("1.2.3.4, not-an-address")),
                "a malformed hop stops at the proxy that wrote it");
        assertEquals("198.51.100.7", caddy.client("172.30.0.9", List.of("198.51.100.7:4711")));
    }

    @Test
    void ipv6ProxiesAndClientsInOneSpelling() {
        assertEquals("2001:db8:0:0:0:0:0:1", caddy.client("2001:db8:ca:1::5", List.of("[2001:DB8::1]:443")));
        assertEquals("198.51.100.7", caddy.client("::ffff:172.30.0.2", List.of("::ffff:198.51.100.7")),
                "IPv4-mapped addresses are IPv4");
        assertEquals("0:0:0:0:0:0:0:1", TrustedProxies.canonical("::1"));
        assertEquals("0:0:0:0:0:0:0:1", TrustedProxies.canonical("0:0:0:0:0:0:0:1%lo"));
        assertTrue(caddy.trusts("127.0.0.1"));
        assertFalse(caddy.trusts("2001:db8:cb::1"));
        assertFalse(TrustedProxies.parse("::1").trusts("127.0.0.1"));
    }

    @Test
    void anIpv6ClientCountsByItsSlash64() {
        assertEquals("2001:db8:1:2:0:0:0:0/64", TrustedProxies.network("2001:db8:1:2:aaaa::1"));
        assertEquals(TrustedProxies.network("2001:db8:1:2::1"), TrustedProxies.network("2001:db8:1:2:ffff::9"));
        assertEquals("192.0.2.1", TrustedProxies.network("192.0.2.1"));
    }

    @Test
    void onlyLiteralsAreRead() {
        for (String bad : List.of("", "1.2.3", "1.2.3.256", "01.2.3.4444", "localhost", "1::2::3", "1:2:3:4:5:6:7:8:9",
                "12345::", "g::1", ":1", "1.2.3.4.5")) {
            assertNull(TrustedProxies.literal(bad), bad);
        }
        assertThrows(IllegalArgumentException.class, () -> TrustedProxies.parse("caddy"));
        assertThrows(IllegalArgumentException.class, () -> TrustedProxies.parse("10.0.0.0/33"));
        assertTrue(TrustedProxies.parse("10.0.0.0/8").trusts("10.255.1.2"));
        assertTrue(TrustedProxies.parse("0.0.0.0/0").trusts("8.8.8.8"));
        assertTrue(TrustedProxies.parse("10.1.2.3/31").trusts("10.1.2.2"));
        assertFalse(TrustedProxies.parse("10.1.2.3/31").trusts("10.1.2.4"));
    }
}
