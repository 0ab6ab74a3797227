package org.hakem.tournament.application;

/**
 * A board already has a result and another one was entered without saying that it replaces it: nothing is
 * changed, and the arbiter is asked to confirm (the message names both results).
 */
public class ReplaceNeedsConfirmation extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String entered;
    private final String requested;
    private final long version;

    public ReplaceNeedsConfirmation(int board, String entered, String requested, long version) {
        super("Board " + board + " already has " + entered + ". Replace it with " + requested + "?");
        this.entered = entered;
        this.requested = requested;
        this.version = version;
    }

    /** The result the board has. */
    public String entered() {
        return entered;
    }

    /** The result that would replace it. */
    public String requested() {
        return requested;
    }

    /** The board's version now (saving again with it and the confirmation replaces the result). */
    public long version() {
        return version;
    }
}
