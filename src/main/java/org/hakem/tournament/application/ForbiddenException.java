package org.hakem.tournament.application;

/** The user may not change this tournament (not one of its assigned arbiters): HTTP 403. */
public class ForbiddenException extends RuntimeException {

    public ForbiddenException(String message) {
        super(message);
    }
}
