package org.hakem.platform;

/**
 * Which page of a list a request gets: the page number (from 0) and size as asked, held in range. The size is
 * 1 to {@code maxSize}; the page is 0 or more, and so far past the end that its offset would overflow only where
 * it is empty anyway.
 */
public record PageWindow(int page, int size) {

    public static PageWindow of(int page, int size, int maxSize) {
        int s = Math.min(Math.max(size, 1), maxSize);
        int p = Math.min(Math.max(page, 0), Integer.MAX_VALUE / s); // a page far past the end is empty, not an overflow
        return new PageWindow(p, s);
    }

    /** The index of the page's first item. */
    public int offset() {
        return page * size;
    }
}
