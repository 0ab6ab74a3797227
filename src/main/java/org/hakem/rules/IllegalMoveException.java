package org.hakem.rules;

/** A move that is not legal in the position it was played in; the message names the move and position. */
public final class IllegalMoveException extends IllegalArgumentException {
    public IllegalMoveException(String message) {
        super(message);
    }
}
