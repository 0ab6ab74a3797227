package org.hakem.security.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SecretBoxTest {

    private static byte[] key(int fill) {
        byte[] k = new byte[32];
        java.util.Arrays.fill(k, (byte) fill);
        return k;
    }

    private final String secret = Totp.newSecret();

    @Test
    void aSealedSecretIsNotItsClearTextAndOpensOnlyInItsPlace() {
        SecretBox box = new SecretBox(key(1), List.of());
        String sealed = box.seal(secret, "hakem.totp:7");
        assertFalse(sealed.contains(secret));
        assertTrue(sealed.startsWith("aes1:" + box.currentKeyId() + ":"), sealed);
        assertNotEquals(sealed, box.seal(secret, "hakem.totp:7"), "a fresh nonce each time");
        assertEquals(Optional.of(secret), box.open(sealed, "hakem.totp:7"));
        assertEquals(Optional.empty(), box.open(sealed, "hakem.totp:8"), "copied to another account, it does not open");
        String altered = sealed.substring(0, sealed.length() - 3) + (sealed.endsWith("A") ? "BBB" : "AAA");
        assertEquals(Optional.empty(), box.open(altered, "hakem.totp:7"), "altered, it does not open");
        assertTrue(box.current(sealed));
    }

    @Test
    void aRotatedKeyStillOpensWhatTheOldOneSealedAndSaysItIsNotCurrent() {
        SecretBox before = new SecretBox(key(1), List.of());
        String sealed = before.seal(secret, "c");
        SecretBox after = new SecretBox(key(2), List.of(key(1)));
        assertEquals(Optional.of(secret), after.open(sealed, "c"));
        assertFalse(after.current(sealed), "to be sealed again under the new key");
        assertTrue(after.current(after.seal(secret, "c")));
        assertEquals(Optional.empty(), new SecretBox(key(2), List.of()).open(sealed, "c"), "the old key is gone: no");
    }

    @Test
    void aClearSecretOfAnOlderVersionOpensAsItselfAndIsNotCurrent() {
        SecretBox box = new SecretBox(key(1), List.of());
        assertEquals(Optional.of(secret), box.open(secret, "c"));
        assertFalse(box.current(secret));
        assertEquals(Optional.empty(), box.open(null, "c"));
    }

    @Test
    void keysAreAesKeys() {
        assertThrows(IllegalArgumentException.class, () -> new SecretBox(new byte[7], List.of()));
        assertEquals(2, SecretBox.keys(" AQEBAQEBAQEBAQEBAQEBAQ==, AgICAgICAgICAgICAgICAg== ").size());
    }
}
