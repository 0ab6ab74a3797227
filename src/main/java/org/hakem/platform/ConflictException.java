package org.hakem.platform;

/**
 * A change was based on a version that is no longer current: someone else changed the thing first.
 * Nothing was overwritten (HTTP 409 at the edge); the caller reloads and decides.
 */
public class ConflictException extends RuntimeException {

    private final long currentVersion;

    public ConflictException(String message, long currentVersion) {
        super(message);
        this.currentVersion = currentVersion;
    }

    public long currentVersion() {
        return currentVersion;
    }
}
