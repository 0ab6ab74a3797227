package org.hakem.archive.domain;

/** The verdict on an archived game after replay. */
public enum GameStatus {
    /** Every move is legal in its variant. */
    LEGAL,
    /**
     * Every move is legal, but the game goes on after the rules ended it (a threefold repetition nobody
     * claimed...): the ply of that end and its rule are kept; every position is searchable.
     */
    PLAYED_ON,
    /** A move is illegal (or ambiguous): the game is searchable up to that ply. */
    ILLEGAL,
    /** The PDN reader found errors: the moves cannot be trusted as read; nothing is indexed. */
    UNREADABLE,
    /** The game's variant is not one the engine plays (e.g. Russian, Italian): stored, not replayed. */
    UNSUPPORTED;

    public String id() {
        return name().toLowerCase();
    }

    public static GameStatus of(String id) {
        return valueOf(id.toUpperCase());
    }
}
