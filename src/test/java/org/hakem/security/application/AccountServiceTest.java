package org.hakem.security.application;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AccountServiceTest {

    @Test
    void readsTheIterationCountOfAStoredHashSoOlderHashesAreMadeAgain() {
        assertEquals(120000, AccountService.iterations("PBKDF2WithHmacSHA256:120000:c2FsdA==:aGFzaA=="));
        assertEquals(600000, AccountService.iterations("PBKDF2WithHmacSHA256:600000:c2FsdA==:aGFzaA=="));
        assertEquals(0, AccountService.iterations("garbage"));
        assertEquals(0, AccountService.iterations("a:b:c:d"));
        assertEquals(600_000, AccountService.ITERATIONS, "OWASP's count for PBKDF2-HMAC-SHA256");
    }
}
