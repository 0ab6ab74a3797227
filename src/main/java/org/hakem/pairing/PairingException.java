package org.hakem.pairing;

/** No pairing satisfies the absolute criteria (e.g. too many rematches forced). */
public final class PairingException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public PairingException(String message) {
        super(message);
    }
}
