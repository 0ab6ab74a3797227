package org.hakem.pairing.matching;

import java.util.Arrays;

/**
 * A non-negative multi-word integer used as an edge weight: little-endian limbs of 62 bits.
 *
 * <p>Built most-significant field first: {@code w.shiftLeft(bits); w.add(value)} appends a field of
 * {@code bits} bits below the previous ones, so comparing weights compares fields in priority order.
 */
public final class Weight implements Comparable<Weight> {

    static final int LIMB_BITS = 62;
    private static final long MASK = (1L << LIMB_BITS) - 1;

    private final long[] limbs;

    public Weight(int limbCount) {
        this.limbs = new long[limbCount];
    }

    private Weight(long[] limbs) {
        this.limbs = limbs;
    }

    /** Limbs needed for weights of {@code bits} bits summed over up to {@code vertices}/2 edges. */
    public static int limbsFor(int bits, int vertices) {
        int headroom = 3 + (32 - Integer.numberOfLeadingZeros(Math.max(1, vertices)));
        return (bits + headroom + LIMB_BITS - 1) / LIMB_BITS;
    }

    public int limbCount() {
        return limbs.length;
    }

    public Weight copy() {
        return new Weight(limbs.clone());
    }

    public boolean isZero() {
        for (long l : limbs) {
            if (l != 0) {
                return false;
            }
        }
        return true;
    }

    public Weight clear() {
        Arrays.fill(limbs, 0L);
        return this;
    }

    /** Number of significant bits. */
    public int bitLength() {
        for (int i = limbs.length - 1; i >= 0; i--) {
            if (limbs[i] != 0) {
                return i * LIMB_BITS + (64 - Long.numberOfLeadingZeros(limbs[i]));
            }
        }
        return 0;
    }

    /** Multiplies by 2^bits (bits may exceed one limb); overflow beyond the last limb is an error. */
    public Weight shiftLeft(int bits) {
        if (bits < 0) {
            throw new IllegalArgumentException("negative shift");
        }
        int len = bitLength();
        if (len == 0) {
            return this;
        }
        if (len + bits > limbs.length * LIMB_BITS) {
            throw new ArithmeticException("weight overflow: " + len + " + " + bits + " bits");
        }
        int whole = bits / LIMB_BITS;
        int part = bits % LIMB_BITS;
        for (int i = limbs.length - 1; i >= 0; i--) {
            int src = i - whole;
            long v = 0;
            if (src >= 0) {
                v = (limbs[src] << part) & MASK;
                if (part > 0 && src >= 1) {
                    v |= limbs[src - 1] >>> (LIMB_BITS - part);
                }
            }
            limbs[i] = v;
        }
        return this;
    }

    /** Adds a small non-negative value (below 2^62). */
    public Weight add(long value) {
        if (value < 0 || value > MASK) {
            throw new IllegalArgumentException("value out of range: " + value);
        }
        long carry = value;
        for (int i = 0; i < limbs.length && carry != 0; i++) {
            long s = limbs[i] + carry;
            limbs[i] = s & MASK;
            carry = s >>> LIMB_BITS;
        }
        if (carry != 0) {
            throw new ArithmeticException("weight overflow");
        }
        return this;
    }

    /** Adds another weight of the same width. */
    public Weight add(Weight other) {
        long carry = 0;
        for (int i = 0; i < limbs.length; i++) {
            long s = limbs[i] + other.limbs[i] + carry;
            limbs[i] = s & MASK;
            carry = s >>> LIMB_BITS;
        }
        if (carry != 0) {
            throw new ArithmeticException("weight overflow");
        }
        return this;
    }

    /** Subtracts a small value; the weight must stay non-negative. */
    public Weight subtract(long value) {
        long borrow = value;
        for (int i = 0; i < limbs.length && borrow != 0; i++) {
            long s = limbs[i] - borrow;
            if (s < 0) {
                limbs[i] = s & MASK;
                borrow = 1;
            } else {
                limbs[i] = s;
                borrow = 0;
            }
        }
        if (borrow != 0) {
            throw new ArithmeticException("negative weight");
        }
        return this;
    }

    /** Adds 2^bit, with carry. */
    public Weight addPow2(int bit) {
        int i = bit / LIMB_BITS;
        long carry = 1L << (bit % LIMB_BITS);
        for (; i < limbs.length && carry != 0; i++) {
            long s = limbs[i] + carry;
            limbs[i] = s & MASK;
            carry = s >>> LIMB_BITS;
        }
        if (carry != 0) {
            throw new ArithmeticException("weight overflow");
        }
        return this;
    }

    /** Sets bit {@code bit} (0 = least significant). */
    public Weight setBit(int bit) {
        limbs[bit / LIMB_BITS] |= 1L << (bit % LIMB_BITS);
        return this;
    }

    /** Limb {@code i} (62 bits, little-endian). */
    public long limb(int i) {
        return limbs[i];
    }

    void copyTo(long[] dst, int offset, int count) {
        if (count != limbs.length) {
            throw new IllegalArgumentException("weight has " + limbs.length + " limbs, graph " + count);
        }
        System.arraycopy(limbs, 0, dst, offset, count);
    }

    @Override
    public int compareTo(Weight o) {
        for (int i = limbs.length - 1; i >= 0; i--) {
            if (limbs[i] != o.limbs[i]) {
                return Long.compare(limbs[i], o.limbs[i]);
            }
        }
        return 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Weight w && Arrays.equals(limbs, w.limbs);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(limbs);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = limbs.length - 1; i >= 0; i--) {
            sb.append(String.format("%016x", limbs[i]));
            if (i > 0) {
                sb.append('_');
            }
        }
        return sb.toString();
    }
}
