package org.hakem.security.domain;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Small secrets kept at rest (TOTP secrets), sealed with AES-GCM: {@code aes1:KEYID:BASE64(iv ‖ ciphertext ‖ tag)},
 * where {@code KEYID} names the key (the first 8 hex digits of its SHA-256), so that after a rotation the old
 * key(s) still open what they sealed and {@link #current} says what to seal again under the new one. Each
 * secret is bound to its place ({@code context}, e.g. the account's id), so a sealed value copied to another
 * row does not open there. A value without the prefix is a secret stored in clear by an older version: it
 * opens as itself and is never current.
 */
public final class SecretBox {

    static final String PREFIX = "aes1:";
    private static final int IV_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final String currentId;
    private final Map<String, SecretKeySpec> keys = new LinkedHashMap<>();

    /**
     * @param current the key new values are sealed under (16, 24 or 32 bytes)
     * @param old keys of earlier rotations, accepted for opening only
     */
    public SecretBox(byte[] current, List<byte[]> old) {
        currentId = add(current);
        for (byte[] k : old) {
            add(k);
        }
    }

    private String add(byte[] key) {
        if (key == null || (key.length != 16 && key.length != 24 && key.length != 32)) {
            throw new IllegalArgumentException("an AES key is 16, 24 or 32 bytes (32 recommended)");
        }
        String id = id(key);
        keys.putIfAbsent(id, new SecretKeySpec(key.clone(), "AES"));
        return id;
    }

    /** The id a key is named by in sealed values. */
    public static String id(byte[] key) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(key), 0, 4);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    public String currentKeyId() {
        return currentId;
    }

    /** {@code secret} sealed under the current key, bound to {@code context}. */
    public String seal(String secret, String context) {
        try {
            byte[] iv = new byte[IV_BYTES];
            RANDOM.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, keys.get(currentId), new GCMParameterSpec(TAG_BITS, iv));
            cipher.updateAAD(context.getBytes(StandardCharsets.UTF_8));
            byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
            return PREFIX + currentId + ":" + Base64.getEncoder().encodeToString(
                    ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is part of every Java runtime", e);
        }
    }

    /**
     * The secret a stored value holds: a sealed one opened with the key it names, a clear one (older versions) as
     * it is. Empty when the value was sealed under a key this box does not have, or was altered, or belongs to
     * another context.
     */
    public Optional<String> open(String stored, String context) {
        if (stored == null) {
            return Optional.empty();
        }
        if (!stored.startsWith(PREFIX)) {
            return Optional.of(stored);
        }
        String[] parts = stored.split(":", 3);
        SecretKeySpec key = parts.length == 3 ? keys.get(parts[1]) : null;
        if (key == null) {
            return Optional.empty();
        }
        try {
            byte[] all = Base64.getDecoder().decode(parts[2]);
            if (all.length < IV_BYTES + TAG_BITS / 8) {
                return Optional.empty();
            }
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, all, 0, IV_BYTES));
            cipher.updateAAD(context.getBytes(StandardCharsets.UTF_8));
            return Optional.of(new String(cipher.doFinal(all, IV_BYTES, all.length - IV_BYTES), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException | GeneralSecurityException e) {
            return Optional.empty();
        }
    }

    /** Whether a stored value is sealed under the current key (else it is clear, or under an old key). */
    public boolean current(String stored) {
        return stored != null && stored.startsWith(PREFIX + currentId + ":");
    }

    /** Keys given as Base64 texts separated by commas or spaces (as {@code HAKEM_SECRET_KEY_OLD} lists them). */
    public static List<byte[]> keys(String list) {
        List<byte[]> out = new ArrayList<>();
        if (list != null) {
            for (String k : list.strip().split("[,\\s]+")) {
                if (!k.isEmpty()) {
                    out.add(Base64.getDecoder().decode(k));
                }
            }
        }
        return out;
    }
}
