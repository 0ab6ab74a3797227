package org.hakem.rules;

/**
 * 64-bit Zobrist hashing of positions, stable across runs, machines and versions: the keys are the
 * SplitMix64 sequence from seed {@code 0x48414B454D} ("HAKEM"), drawn in the order white man, white king,
 * black man, black king, obstacle for square numbers 1..128 (kind-major), then one key for "Black to move".
 * The hash is the XOR of the keys of the occupied squares (and the side key when Black is to move). Square
 * numbers are the {@link Board}'s, so the hash does not depend on the internal bit layout. Changing the
 * seed or the order would invalidate stored hashes (the archive keeps them): do not.
 */
public final class Zobrist {

    private static final int SQUARES = 128;
    private static final long[][] KEYS = new long[5][SQUARES + 1];
    private static final long BLACK_TO_MOVE;

    static {
        long state = 0x48414B454DL;
        for (int kind = 0; kind < 5; kind++) {
            for (int sq = 1; sq <= SQUARES; sq++) {
                state += 0x9E3779B97F4A7C15L;
                KEYS[kind][sq] = mix(state);
            }
        }
        state += 0x9E3779B97F4A7C15L;
        BLACK_TO_MOVE = mix(state);
    }

    private Zobrist() {
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The key of one piece kind (0 white man, 1 white king, 2 black man, 3 black king, 4 obstacle) on a square. */
    public static long key(int kind, int square) {
        return KEYS[kind][square];
    }

    public static long hash(Position p) {
        Board b = p.variant().board();
        long h = p.sideToMove() == Side.BLACK ? BLACK_TO_MOVE : 0;
        h ^= xor(b, p.white & ~p.kings, 0, 0);
        h ^= xor(b, p.white & p.kings, 1, 0);
        h ^= xor(b, p.black & ~p.kings, 2, 0);
        h ^= xor(b, p.black & p.kings, 3, 0);
        h ^= xor(b, p.obstacles, 4, 0);
        if (b.isWide()) {
            h ^= xor(b, p.whiteHi & ~p.kingsHi, 0, 64);
            h ^= xor(b, p.whiteHi & p.kingsHi, 1, 64);
            h ^= xor(b, p.blackHi & ~p.kingsHi, 2, 64);
            h ^= xor(b, p.blackHi & p.kingsHi, 3, 64);
            h ^= xor(b, p.obstaclesHi, 4, 64);
        }
        return h;
    }

    /**
     * {@link #hash} of {@code p} from the hash of another position of the same board: the XOR of the keys of what
     * differs (a move changes a few squares), the same value as hashing {@code p} whole.
     */
    public static long hash(Position p, Position before, long beforeHash) {
        Board b = p.variant().board();
        long h = beforeHash ^ (p.sideToMove() == before.sideToMove() ? 0 : BLACK_TO_MOVE);
        h ^= xor(b, (p.white & ~p.kings) ^ (before.white & ~before.kings), 0, 0);
        h ^= xor(b, (p.white & p.kings) ^ (before.white & before.kings), 1, 0);
        h ^= xor(b, (p.black & ~p.kings) ^ (before.black & ~before.kings), 2, 0);
        h ^= xor(b, (p.black & p.kings) ^ (before.black & before.kings), 3, 0);
        h ^= xor(b, p.obstacles ^ before.obstacles, 4, 0);
        if (b.isWide()) {
            h ^= xor(b, (p.whiteHi & ~p.kingsHi) ^ (before.whiteHi & ~before.kingsHi), 0, 64);
            h ^= xor(b, (p.whiteHi & p.kingsHi) ^ (before.whiteHi & before.kingsHi), 1, 64);
            h ^= xor(b, (p.blackHi & ~p.kingsHi) ^ (before.blackHi & ~before.kingsHi), 2, 64);
            h ^= xor(b, (p.blackHi & p.kingsHi) ^ (before.blackHi & before.kingsHi), 3, 64);
            h ^= xor(b, p.obstaclesHi ^ before.obstaclesHi, 4, 64);
        }
        return h;
    }

    /** XOR of the keys of a word's squares; {@code offset} is the bit of the word's bit 0 (0 or 64). */
    private static long xor(Board b, long bits, int kind, int offset) {
        long h = 0;
        for (long s = bits; s != 0; s &= s - 1) {
            h ^= KEYS[kind][b.squareOf(offset + Long.numberOfTrailingZeros(s))];
        }
        return h;
    }
}
