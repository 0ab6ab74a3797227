package org.hakem.security.domain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class TotpTest {

    /** RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in Base32. */
    private static final String RFC_KEY = Totp.base32("12345678901234567890".getBytes(StandardCharsets.US_ASCII));

    @Test
    void theRfc6238TestVectorsTruncatedToSixDigits() {
        assertEquals("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", RFC_KEY);
        // RFC 6238 B: 94287082, 07081804, 14050471, 89005924, 69279037, 65353130 (8 digits); the app shows the last 6.
        long[] times = {59L, 1111111109L, 1111111111L, 1234567890L, 2000000000L, 20000000000L};
        String[] codes = {"287082", "081804", "050471", "005924", "279037", "353130"};
        for (int i = 0; i < times.length; i++) {
            assertEquals(codes[i], Totp.code(RFC_KEY, times[i] / 30), "T = " + times[i]);
        }
    }

    @Test
    void oneStepOfDriftEitherSideAndNoMore() {
        Instant now = Instant.ofEpochSecond(1234567890L);
        long step = 1234567890L / 30;
        assertEquals(OptionalLong.of(step), Totp.matchingStep(RFC_KEY, "005924", now));
        assertEquals(OptionalLong.of(step - 1), Totp.matchingStep(RFC_KEY, Totp.code(RFC_KEY, step - 1), now));
        assertEquals(OptionalLong.of(step + 1), Totp.matchingStep(RFC_KEY, Totp.code(RFC_KEY, step + 1), now));
        assertTrue(Totp.matchingStep(RFC_KEY, Totp.code(RFC_KEY, step + 2), now).isEmpty());
        assertTrue(Totp.matchingStep(RFC_KEY, "00592", now).isEmpty());
        assertTrue(Totp.matchingStep(RFC_KEY, "abcdef", now).isEmpty());
        assertEquals(OptionalLong.of(step), Totp.matchingStep(RFC_KEY, " 005 924 ", now), "spaces typed are ignored");
    }

    @Test
    void secretsAreBase32OfTwentyRandomBytesAndRoundTrip() {
        String secret = Totp.newSecret();
        assertEquals(32, secret.length());
        assertTrue(secret.matches("[A-Z2-7]+"));
        byte[] bytes = Totp.decode(secret);
        assertEquals(20, bytes.length);
        assertArrayEquals(bytes, Totp.decode(Totp.base32(bytes)));
        assertTrue(Totp.uri("Hakem", "şahin", secret).startsWith("otpauth://totp/Hakem:%C5%9Fahin?secret=" + secret));
    }

    @Test
    void aStepIsAcceptedOnceOnAnAccount() {
        Account a = new Account("ayse", "x", Role.ARBITER);
        a.startTotp(RFC_KEY);
        a.confirmTotp(100);
        assertTrue(!a.useTotpStep(100), "the confirming code cannot log in again");
        assertTrue(a.useTotpStep(101));
        assertTrue(!a.useTotpStep(101), "a code is used once");
        assertTrue(!a.useTotpStep(100), "nor an older one");
    }
}
