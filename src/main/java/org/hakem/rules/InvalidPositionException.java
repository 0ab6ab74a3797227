package org.hakem.rules;

/** A position that cannot occur in its variant, or a FEN that cannot be read; the message says why. */
public final class InvalidPositionException extends IllegalArgumentException {
    public InvalidPositionException(String message) {
        super(message);
    }
}
