package org.hakem.rules;

/**
 * Sets of squares on two words, for wide boards ({@link Board#isWide()}): bits 0..63 in the low word, 64..127
 * in the high word. On a narrow board the high word is always 0. Java masks a {@code long} shift count to its low
 * six bits, so {@code 1L << bit} and {@code word >>> bit} address bit {@code bit % 64} of the chosen word.
 */
final class Bits {

    private Bits() {
    }

    /** The low word of the set holding only {@code bit}. */
    static long lo(int bit) {
        return bit < 64 ? 1L << bit : 0;
    }

    /** The high word of the set holding only {@code bit}. */
    static long hi(int bit) {
        return bit >= 64 ? 1L << bit : 0;
    }

    static boolean has(long lo, long hi, int bit) {
        return (((bit < 64 ? lo : hi) >>> bit) & 1) != 0;
    }

    static int count(long lo, long hi) {
        return Long.bitCount(lo) + Long.bitCount(hi);
    }

    /** The lowest bit of a non-empty set. */
    static int lowest(long lo, long hi) {
        return lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi);
    }
}
