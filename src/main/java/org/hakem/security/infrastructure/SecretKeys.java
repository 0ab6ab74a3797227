package org.hakem.security.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.logging.Logger;
import org.hakem.security.domain.SecretBox;

/**
 * The key that seals secrets at rest ({@link SecretBox}): {@code HAKEM_SECRET_KEY} (Base64 of 32 random bytes),
 * with the keys of earlier rotations in {@code HAKEM_SECRET_KEY_OLD} (accepted for opening only). Without
 * {@code HAKEM_SECRET_KEY} (a single server such as {@code serve}) the key is made once into
 * {@code HAKEM_DATA_DIR/secret.key}, readable by its owner only, and read from there afterwards; when
 * {@code HAKEM_SECRET_KEY} is set later, that file's key is still accepted for opening, so moving to a configured
 * key needs no other step. See docs/operations.md, "The secret key".
 */
@ApplicationScoped
public class SecretKeys {

    private static final Logger LOG = Logger.getLogger(SecretKeys.class.getName());
    static final String FILE = "secret.key";

    @Produces
    @Singleton
    SecretBox secretBox() {
        return box(System.getenv("HAKEM_SECRET_KEY"), System.getenv("HAKEM_SECRET_KEY_OLD"),
                Path.of(System.getenv().getOrDefault("HAKEM_DATA_DIR", "data")).toAbsolutePath());
    }

    static SecretBox box(String configured, String oldKeys, Path dataDir) {
        List<byte[]> old;
        try {
            old = new ArrayList<>(SecretBox.keys(oldKeys));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("HAKEM_SECRET_KEY_OLD is not a list of Base64 keys", e);
        }
        Path file = dataDir.resolve(FILE);
        if (configured != null && !configured.isBlank()) {
            byte[] key;
            try {
                key = Base64.getDecoder().decode(configured.strip());
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("HAKEM_SECRET_KEY is not Base64 (make one: openssl rand -base64 32)", e);
            }
            if (Files.isReadable(file)) {
                old.add(read(file));
            }
            SecretBox box = new SecretBox(key, old);
            LOG.info(() -> "Secrets at rest are sealed under HAKEM_SECRET_KEY (key id " + box.currentKeyId() + ")");
            return box;
        }
        byte[] key = Files.exists(file) ? read(file) : make(file);
        SecretBox box = new SecretBox(key, old);
        LOG.info(() -> "Secrets at rest are sealed under the key in " + file + " (key id " + box.currentKeyId()
                + "); set HAKEM_SECRET_KEY to use a key of your own, the same on every app node");
        return box;
    }

    private static byte[] read(Path file) {
        try {
            return Base64.getDecoder().decode(Files.readString(file, StandardCharsets.US_ASCII).strip());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the secret key " + file, e);
        }
    }

    /** A new random key, written where only its owner may read it. */
    private static byte[] make(Path file) {
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        try {
            Files.createDirectories(file.getParent());
            try {
                if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                    Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
                } else {
                    Files.createFile(file);
                }
            } catch (FileAlreadyExistsException e) {
                return read(file); // another process made it first
            }
            Files.writeString(file, Base64.getEncoder().encodeToString(key) + "\n", StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the secret key " + file, e);
        }
        LOG.warning(() -> "No HAKEM_SECRET_KEY: made a new secret key in " + file + " (readable by its owner only). "
                + "Keep it with the database's backups: without it, second-factor secrets cannot be read.");
        return key;
    }
}
