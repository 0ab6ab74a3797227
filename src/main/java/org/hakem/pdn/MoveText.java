package org.hakem.pdn;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The text of one move as written in a game record, split into squares and separators.
 *
 * <p>Forms read:
 * <ul>
 *   <li>{@link Kind#STEP}: squares joined by {@code -} ({@code 32-28}, {@code c3-d4}, {@code 06-11});</li>
 *   <li>{@link Kind#CAPTURE}: squares joined by {@code x} or {@code :} ({@code 26x37}, {@code a3xc5xe7},
 *       {@code c3:e5}); the squares after the first are landing squares, the last the destination;</li>
 *   <li>{@link Kind#UNSEPARATED}: squares without separator ({@code a3b4}, {@code 3228}): step or capture
 *       is for replay to decide;</li>
 *   <li>{@link Kind#ABBREVIATED}: the origin file and the destination ({@code ed4}, Russian books):
 *       only replay can tell which piece moved.</li>
 * </ul>
 * Thai draughts writes captures with {@code -}: the kind tells the separator used, not whether the move
 * captured; that is replay's business too.
 *
 * @param raw       the text exactly as read (without move strength)
 * @param kind      how the text was written
 * @param squares   the squares in order (for ABBREVIATED: the destination only)
 * @param separator the separator used ({@code '-'}, {@code 'x'}, {@code ':'}) or 0 when none
 */
public record MoveText(String raw, Kind kind, List<Square> squares, char separator) {

    /** How a move was written. */
    public enum Kind { STEP, CAPTURE, UNSEPARATED, ABBREVIATED }

    public MoveText {
        squares = List.copyOf(squares);
        if (kind != Kind.ABBREVIATED && squares.size() < 2) {
            throw new IllegalArgumentException("a move names at least two squares: " + raw);
        }
    }

    /**
     * Parses a move. Returns empty when the text is not a move (so the caller can report what it found).
     */
    public static Optional<MoveText> parse(String text) {
        int n = text.length();
        if (n < 2) {
            return Optional.empty();
        }
        // Russian abbreviated form: origin file + destination square ("ed4", "gh4").
        if (n == 3 && isFile(text.charAt(0)) && isFile(text.charAt(1)) && isDigit(text.charAt(2))
                && text.charAt(2) != '0') {
            return Optional.of(new MoveText(text, Kind.ABBREVIATED,
                    List.of(Square.algebraic(text.charAt(1), text.charAt(2) - '0')), (char) 0));
        }
        List<Square> squares = new ArrayList<>(4);
        char sep = 0;
        boolean mixed = false;
        int i = 0;
        boolean numeric = isDigit(text.charAt(0));
        while (i < n) {
            int start = i;
            if (numeric) {
                while (i < n && isDigit(text.charAt(i))) {
                    i++;
                }
                if (i == start) {
                    return Optional.empty();
                }
            } else {
                if (!isFile(text.charAt(i))) {
                    return Optional.empty();
                }
                i++;
                int digits = i;
                while (i < n && isDigit(text.charAt(i))) {
                    i++;
                }
                if (i == digits) {
                    return Optional.empty();
                }
                // "a3b4" without separator: a rank has at most 2 digits and the next file starts a square.
            }
            if (numeric && i - start > 2) {
                String sq = text.substring(start, i);
                // "3228": two squares written without separator (only the four-digit form is unambiguous).
                if (sq.length() == 4 && squares.isEmpty() && i == n) {
                    Square a = Square.of(sq, 0, 2);
                    Square b = Square.of(sq, 2, 4);
                    if (a != null && b != null) {
                        return Optional.of(new MoveText(text, Kind.UNSEPARATED, List.of(a, b), (char) 0));
                    }
                }
                return Optional.empty();
            }
            Square square = Square.of(text, start, i); // read in place, without a substring per square
            if (square == null) {
                return Optional.empty();
            }
            squares.add(square);
            if (i == n) {
                break;
            }
            char c = text.charAt(i);
            if (c == '-' || c == 'x' || c == ':' || c == 'X') {
                char s = c == 'X' ? 'x' : c;
                if (sep != 0 && sep != s) {
                    mixed = true;
                }
                if (sep == 0 || s != '-') {
                    sep = s;
                }
                i++;
                if (i == n) {
                    return Optional.empty();
                }
            } else if (numeric || !isFile(c)) {
                return Optional.empty();
            } else if (sep != 0) {
                return Optional.empty(); // separators used for some squares but not all
            }
        }
        if (squares.size() < 2 || squares.size() == 2 && squares.get(0).equals(squares.get(1))) {
            return Optional.empty(); // "1-1" is a result, never a move
        }
        Kind kind;
        if (sep == 0) {
            kind = Kind.UNSEPARATED;
        } else if (sep == '-' && !mixed) {
            kind = Kind.STEP;
        } else {
            kind = Kind.CAPTURE;
        }
        return Optional.of(new MoveText(text, kind, squares, sep));
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isFile(char c) {
        return c >= 'a' && c <= 'l';
    }

    /** The first square, or empty for the abbreviated form that names only the origin file. */
    public Optional<Square> origin() {
        return kind == Kind.ABBREVIATED ? Optional.empty() : Optional.of(squares.get(0));
    }

    public Square destination() {
        return squares.get(squares.size() - 1);
    }

    /** For the abbreviated form: the origin file letter. */
    public char originFile() {
        return kind == Kind.ABBREVIATED ? raw.charAt(0) : squares.get(0).file();
    }

    /** Landing squares between origin and destination ({@code 47x38x24x13x36} gives 38, 24, 13). */
    public List<Square> intermediate() {
        if (kind == Kind.ABBREVIATED || squares.size() <= 2) {
            return List.of();
        }
        return squares.subList(1, squares.size() - 1);
    }

    public boolean isAlphanumeric() {
        return !squares.get(0).isNumeric();
    }

    /**
     * The move written in canonical separators: leading zeros dropped, {@code -} for a step, the
     * variant's capture separator for a capture; unseparated and abbreviated forms are kept as read
     * (only replay can tell what they mean).
     */
    public String normalized(char captureSeparator) {
        return switch (kind) {
            case STEP -> join('-');
            case CAPTURE -> join(captureSeparator);
            case UNSEPARATED, ABBREVIATED -> raw;
        };
    }

    private String join(char sep) {
        if (writtenAs(sep)) {
            return raw; // the common case: nothing to rewrite, nothing to build
        }
        StringBuilder sb = new StringBuilder(12);
        for (int i = 0; i < squares.size(); i++) {
            if (i > 0) {
                sb.append(sep);
            }
            sb.append(squares.get(i));
        }
        return sb.toString();
    }

    /**
     * Whether the raw text is already the squares joined by {@code sep}, each as {@link Square#toString()} writes
     * it. The raw text of a step or capture is its squares and separators only ({@link #parse}), so it is exactly
     * when every separator is {@code sep} and no number starts with a zero.
     */
    private boolean writtenAs(char sep) {
        boolean squareStarts = true;
        for (int i = 0, n = raw.length(); i < n; i++) {
            char c = raw.charAt(i);
            if (c == '-' || c == 'x' || c == ':' || c == 'X') {
                if (c != sep) {
                    return false;
                }
                squareStarts = true;
            } else {
                if (squareStarts && (c == '0' || c >= 'a' && c <= 'z' && i + 1 < n && raw.charAt(i + 1) == '0')) {
                    return false; // "06", "a03"
                }
                squareStarts = false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return raw;
    }
}
