package org.hakem.archive.domain;

/**
 * What the position index holds of one game: its line and the fields searches filter on.
 *
 * @param id     the game's id in the database
 * @param line   the replayed main line (legal prefix)
 * @param white  White's name as written
 * @param black  Black's name as written
 * @param event  the event
 * @param year   the year, or null
 * @param result the result as stored
 * @param whiteRating White's rating as stored (WhiteElo), or null
 * @param blackRating Black's rating as stored (BlackElo), or null
 */
public record IndexedGame(long id, GameLine line, String white, String black, String event, Integer year,
                          String result, Integer whiteRating, Integer blackRating) {

    /** A game without ratings. */
    public IndexedGame(long id, GameLine line, String white, String black, String event, Integer year, String result) {
        this(id, line, white, black, event, year, result, null, null);
    }

    /** The game's rating ({@link GameFilters#rating}: the mean of the known ratings), or null. */
    public Integer rating() {
        return GameFilters.rating(whiteRating, blackRating);
    }

    /** A fingerprint of the positions (ply and hash of each) that {@code index verify} compares with the database. */
    public long checksum() {
        return checksum(hashes());
    }

    /** The Zobrist hash of each position of the line, by ply (the index computes them once per game). */
    public long[] hashes() {
        var positions = line.positions();
        long[] hashes = new long[positions.size()];
        for (int ply = 0; ply < hashes.length; ply++) {
            // from the previous position's hash: a move changes a few squares
            hashes[ply] = ply == 0 ? positions.get(0).hash() : positions.get(ply).hash(positions.get(ply - 1), hashes[ply - 1]);
        }
        return hashes;
    }

    /** {@link #checksum()} of a line whose position hashes, by ply, are these. */
    public static long checksum(long[] hashes) {
        long c = 0x9E3779B97F4A7C15L * (hashes.length + 1);
        for (int ply = 0; ply < hashes.length; ply++) {
            long h = hashes[ply] ^ (ply * 0xBF58476D1CE4E5B9L);
            c = Long.rotateLeft(c, 7) ^ h;
            c *= 0x94D049BB133111EBL;
        }
        return c;
    }
}
