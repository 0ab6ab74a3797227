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
    private final java.util.List<Integer> pairedLater;

    /**
     * @param pairedLater the rounds after the board's that are already paired: they were paired on the old result
     */
    public ReplaceNeedsConfirmation(int board, String entered, String requested, long version,
                                    java.util.List<Integer> pairedLater) {
        super("Board " + board + " already has " + entered + ". Replace it with " + requested + "?");
        this.entered = entered;
        this.requested = requested;
        this.version = version;
        this.pairedLater = java.util.List.copyOf(pairedLater);
    }

    /** The rounds after the board's that were paired on the result it has now (a Swiss pairs on the scores). */
    public java.util.List<Integer> pairedLater() {
        return pairedLater;
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
