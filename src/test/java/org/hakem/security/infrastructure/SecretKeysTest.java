package org.hakem.security.infrastructure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Base64;
import java.util.Optional;
import java.util.Set;
import org.hakem.security.domain.SecretBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SecretKeysTest {

    @TempDir
    Path dataDir;

    @Test
    void withoutAConfiguredKeyOneIsMadeOnceReadableByItsOwnerOnly() throws Exception {
        SecretBox first = SecretKeys.box(null, null, dataDir);
        Path file = dataDir.resolve(SecretKeys.FILE);
        assertTrue(Files.exists(file));
        if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            assertEquals(Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE),
                    Files.getPosixFilePermissions(file));
        }
        String sealed = first.seal("SECRET", "c");
        SecretBox again = SecretKeys.box("", null, dataDir);
        assertEquals(first.currentKeyId(), again.currentKeyId(), "the same key at the next start");
        assertEquals(Optional.of("SECRET"), again.open(sealed, "c"));
    }

    @Test
    void aConfiguredKeyIsCurrentAndTheOldOnesAndTheFileKeyStillOpen() throws Exception {
        String made = SecretKeys.box(null, null, dataDir).seal("FROM-FILE", "c");
        byte[] old = new byte[32];
        old[0] = 9;
        String byOld = new SecretBox(old, java.util.List.of()).seal("FROM-OLD", "c");
        byte[] current = new byte[32];
        current[0] = 1;
        SecretBox box = SecretKeys.box(Base64.getEncoder().encodeToString(current),
                Base64.getEncoder().encodeToString(old), dataDir);
        assertEquals(SecretBox.id(current), box.currentKeyId());
        assertEquals(Optional.of("FROM-FILE"), box.open(made, "c"), "moving to a configured key needs no other step");
        assertEquals(Optional.of("FROM-OLD"), box.open(byOld, "c"));
        assertFalse(box.current(byOld));
        assertThrows(IllegalStateException.class, () -> SecretKeys.box("not base64!", null, dataDir));
    }
}
