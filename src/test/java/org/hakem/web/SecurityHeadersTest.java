package org.hakem.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Who decides that a request came over HTTPS, and when the session cookie is Secure. */
class SecurityHeadersTest {

    @Test
    void theForwardedProtocolCountsOnlyBehindTheProxy() {
        assertTrue(SecurityHeaders.secure(true, false, null));
        assertFalse(SecurityHeaders.secure(false, false, "https"), "a client that is not a trusted proxy cannot claim TLS by a header");
        assertTrue(SecurityHeaders.secure(false, true, "https"));
        assertTrue(SecurityHeaders.secure(false, true, "HTTPS, http"), "the proxy nearest the client comes first");
        assertFalse(SecurityHeaders.secure(false, true, "http"));
        assertFalse(SecurityHeaders.secure(false, true, null));
    }

    @Test
    void sessionCookiesAreSecureBehindTheProxyUnlessSaidOtherwise() {
        assertTrue(SessionCookies.secure(null, "true"));
        assertFalse(SessionCookies.secure(null, null));
        assertFalse(SessionCookies.secure("false", "true"));
        assertTrue(SessionCookies.secure("true", null));
    }
}
