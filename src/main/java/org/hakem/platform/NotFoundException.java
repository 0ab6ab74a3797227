package org.hakem.platform;

/** The thing asked for does not exist (HTTP 404 at the edge). */
public class NotFoundException extends RuntimeException {
    public NotFoundException(String message) {
        super(message);
    }
}
