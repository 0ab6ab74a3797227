package org.hakem.crosstable.team;

import org.hakem.crosstable.Colour;

/**
 * How the colours of a match's boards follow from which team is named first (the home team), as the event's
 * regulation says. Colours alternate by board in both: they differ in the colour of the home team's first board.
 * A team Swiss (C.04.6 Article 1.6.1) speaks of the colour a team "had" in a match: the colour of its first
 * board.
 */
public enum BoardColours {
    /** The home (first-named) team has White on board 1, then Black, White, ... (TRF 352 {@code WBWB...}). */
    HOME_WHITE_ON_FIRST_BOARD,
    /** The home (first-named) team has Black on board 1, then White, Black, ... (TRF 352 {@code BWBW...}). */
    HOME_BLACK_ON_FIRST_BOARD;

    /**
     * The colour of a team's player on a board.
     *
     * @param board 1-based board number
     * @param home  true for the home (first-named) team, false for the away team
     */
    public Colour colour(int board, boolean home) {
        if (board < 1) {
            throw new IllegalArgumentException("boards are numbered from 1, not " + board);
        }
        Colour homeColour = (board % 2 == 1) == (this == HOME_WHITE_ON_FIRST_BOARD) ? Colour.WHITE : Colour.BLACK;
        return home ? homeColour : homeColour.opposite();
    }

    /** The home team's colours on boards 1..boards as TRF record 352 writes them ({@code WBWB}). */
    public String sequence(int boards) {
        StringBuilder sb = new StringBuilder();
        for (int b = 1; b <= boards; b++) {
            sb.append(colour(b, true) == Colour.WHITE ? 'W' : 'B');
        }
        return sb.toString();
    }

    /**
     * The board colours of a TRF 352 sequence.
     *
     * @throws IllegalArgumentException when the sequence does not alternate W and B
     */
    public static BoardColours fromSequence(String sequence) {
        String s = sequence == null ? "" : sequence.strip().toUpperCase(java.util.Locale.ROOT);
        for (BoardColours c : values()) {
            if (!s.isEmpty() && c.sequence(s.length()).equals(s)) {
                return c;
            }
        }
        throw new IllegalArgumentException("board colours '" + sequence
                + "' must alternate W and B from board 1, such as WBWB or BWBW");
    }
}
