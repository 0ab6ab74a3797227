package org.hakem.platform.web;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Collections;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The one place that says who a request comes from, for everything that counts or records clients (the login
 * throttle, the search rate limit) and for whether the proxy's word about HTTPS counts. Forwarded headers
 * ({@code X-Forwarded-For}, {@code X-Forwarded-Proto}, {@code X-Forwarded-Port}) count only on a request that
 * comes straight from a proxy listed in {@code HAKEM_TRUSTED_PROXIES}; from anywhere else they are ignored, so a
 * client cannot choose the address it is counted under. See {@link TrustedProxies} for the reading.
 */
public final class ClientAddress {

    private static final Logger LOG = Logger.getLogger(ClientAddress.class.getName());
    private static final TrustedProxies TRUSTED = configured(System.getenv("HAKEM_TRUSTED_PROXIES"),
            System.getenv("HAKEM_BEHIND_PROXY"));

    private ClientAddress() {
    }

    /** The client's address, in one spelling. */
    public static String of(HttpServletRequest request) {
        if (TRUSTED.isEmpty()) {
            return TrustedProxies.canonical(request.getRemoteAddr());
        }
        List<String> forwarded = Collections.list(request.getHeaders("X-Forwarded-For"));
        return TRUSTED.client(request.getRemoteAddr(), forwarded);
    }

    /** The key a throttle or rate limit counts the client under (an IPv6 client by its /64). */
    public static String key(HttpServletRequest request) {
        return TrustedProxies.network(of(request));
    }

    /** Whether the request comes straight from a trusted proxy, whose forwarded headers then count. */
    public static boolean fromTrustedProxy(HttpServletRequest request) {
        return TRUSTED.trusts(request.getRemoteAddr());
    }

    /**
     * Reads the setting at start. A list that cannot be read trusts nobody (every client is counted under the
     * address it comes from, the proxy's for all behind it) and says why, loudly; so does a deployment that
     * declares a proxy ({@code HAKEM_BEHIND_PROXY=true}) without naming it.
     */
    static TrustedProxies configured(String list, String behindProxy) {
        TrustedProxies trusted;
        try {
            trusted = TrustedProxies.parse(list);
        } catch (IllegalArgumentException e) {
            LOG.log(Level.SEVERE, "HAKEM_TRUSTED_PROXIES is ignored, no proxy is trusted: {0}", e.getMessage());
            return TrustedProxies.NONE;
        }
        if (trusted.isEmpty() && Boolean.parseBoolean(behindProxy == null ? "" : behindProxy.strip())) {
            LOG.warning("HAKEM_BEHIND_PROXY=true but HAKEM_TRUSTED_PROXIES is not set: the proxy's X-Forwarded-For "
                    + "and X-Forwarded-Proto are ignored (every client counts as the proxy's address, no HSTS). "
                    + "Set HAKEM_TRUSTED_PROXIES to the proxy's address or network (docs/operations.md).");
        }
        return trusted;
    }
}
