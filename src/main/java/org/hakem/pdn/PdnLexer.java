package org.hakem.pdn;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Optional;

/**
 * Splits PDN text into tokens, tracking line and column (CR, LF and CRLF each end one line). Reads the
 * input through a fixed buffer, so memory does not grow with the file.
 *
 * <p>A move, its move number and its strength may be written without spaces ({@code 1.32-28!?}): a word
 * is split into those parts here, so the parser sees one token per part. {@code *} always ends a word
 * (PDN 3.0 does not allow it as a move strength). {@code (!?)} right after a move is a strength, not a
 * variation.
 */
final class PdnLexer {

    /** Receives problems found while splitting (unclosed comment or string...). */
    interface Problems {
        void report(PdnDiagnostic.Severity severity, int line, int column, String code, String... args);
    }

    private final Reader in;
    private final Problems problems;
    private final char[] buf = new char[1 << 15];
    private int pos;
    private int lim;
    private boolean eof;
    private int line = 1;
    private int col = 1;
    private final ArrayDeque<PdnToken> queue = new ArrayDeque<>();
    private final StringBuilder sb = new StringBuilder(256);

    PdnLexer(Reader in, Problems problems) {
        this.in = in;
        this.problems = problems;
    }

    // --- character level -------------------------------------------------------------------------

    private int available(int n) {
        if (lim - pos >= n || eof) {
            return lim - pos;
        }
        if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, lim - pos);
            lim -= pos;
            pos = 0;
        }
        try {
            while (lim - pos < n && !eof) {
                int r = in.read(buf, lim, buf.length - lim);
                if (r < 0) {
                    eof = true;
                } else {
                    lim += r;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lim - pos;
    }

    /** The character {@code k} places ahead, or -1 past the end. */
    private int peek(int k) {
        if (pos + k < lim) {
            return buf[pos + k];
        }
        return available(k + 1) > k ? buf[pos + k] : -1;
    }

    private int next() {
        if (pos >= lim && available(1) == 0) {
            return -1;
        }
        char c = buf[pos++];
        if (c == '\n') {
            line++;
            col = 1;
        } else if (c == '\r') {
            if (peek(0) == '\n') {
                pos++;
            }
            line++;
            col = 1;
            return '\n';
        } else {
            col++;
        }
        return c;
    }

    private static boolean isSpace(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0B || c == 0xA0
                || c == 0xFEFF;
    }

    private static boolean endsWord(int c) {
        return c < 0 || isSpace(c) || c == '[' || c == ']' || c == '{' || c == '}' || c == '(' || c == ')'
                || c == '"' || c == ';' || c == '$' || c == '*';
    }

    // --- tokens -----------------------------------------------------------------------------------

    PdnToken next(boolean insideTag) {
        if (!queue.isEmpty()) {
            return queue.poll();
        }
        while (true) {
            int c = peek(0);
            if (c < 0) {
                return new PdnToken(PdnToken.Type.EOF, "", line, col, null);
            }
            if (isSpace(c)) {
                next();
                continue;
            }
            if (c == '%' && col == 1) {
                skipToEndOfLine(); // PDN/PGN escape line: ignored
                continue;
            }
            break;
        }
        int l = line;
        int cl = col;
        int c = peek(0);
        switch (c) {
            case '[' -> {
                next();
                return new PdnToken(PdnToken.Type.LBRACKET, "[", l, cl, null);
            }
            case ']' -> {
                next();
                return new PdnToken(PdnToken.Type.RBRACKET, "]", l, cl, null);
            }
            case ')' -> {
                next();
                return new PdnToken(PdnToken.Type.RPAREN, ")", l, cl, null);
            }
            case '(' -> {
                String strength = parenthesisedStrength();
                if (strength != null) {
                    for (int i = 0; i < strength.length(); i++) {
                        next();
                    }
                    return new PdnToken(PdnToken.Type.STRENGTH, strength, l, cl, null);
                }
                next();
                return new PdnToken(PdnToken.Type.LPAREN, "(", l, cl, null);
            }
            case '{' -> {
                return comment(l, cl);
            }
            case ';' -> {
                next();
                sb.setLength(0);
                while (peek(0) >= 0 && peek(0) != '\n' && peek(0) != '\r') {
                    sb.append((char) next());
                }
                return new PdnToken(PdnToken.Type.COMMENT, sb.toString(), l, cl, null);
            }
            case '"' -> {
                return string(l, cl, insideTag);
            }
            case '*' -> {
                next();
                return new PdnToken(PdnToken.Type.RESULT, "*", l, cl, null);
            }
            case '$' -> {
                next();
                sb.setLength(0);
                while (peek(0) >= '0' && peek(0) <= '9') {
                    sb.append((char) next());
                }
                if (sb.isEmpty() || sb.length() > 3) {
                    problems.report(PdnDiagnostic.Severity.WARNING, l, cl,
                            "nagNumber", sb.isEmpty() ? describeChar(peek(0)) : "$" + sb);
                    return next(insideTag);
                }
                return new PdnToken(PdnToken.Type.NAG, sb.toString(), l, cl, null);
            }
            case '/' -> {
                if (!insideTag) {
                    return setup(l, cl);
                }
            }
            case '}' -> {
                next();
                return new PdnToken(PdnToken.Type.STRAY, "}", l, cl, null);
            }
            default -> {
            }
        }
        sb.setLength(0);
        while (!endsWord(peek(0))) {
            int ch = next();
            sb.append((char) ch);
            // "1- 6": a square padded for alignment after the separator (old Dutch files)
            if ((ch == '-' || ch == 'x' || ch == ':') && !insideTag && (peek(0) == ' ' || peek(0) == '\t')
                    && endsWithDanglingSeparator()) {
                int k = 0;
                while (peek(k) == ' ' || peek(k) == '\t') {
                    k++;
                }
                if (Character.isDigit(peek(k))) {
                    for (int i = 0; i < k; i++) {
                        next();
                    }
                }
            }
        }
        if (sb.isEmpty()) {
            // a lone character no token starts with (e.g. '/' inside a tag)
            sb.append((char) next());
            return new PdnToken(PdnToken.Type.STRAY, sb.toString(), l, cl, null);
        }
        if (insideTag) {
            return new PdnToken(PdnToken.Type.WORD, sb.toString(), l, cl, null);
        }
        splitWord(sb.toString(), l, cl);
        return queue.poll();
    }

    private static boolean allDots(String w) {
        for (int i = 0; i < w.length(); i++) {
            if (w.charAt(i) != '.') {
                return false;
            }
        }
        return true;
    }

    /** The word so far is a number then a move separator ("1-", "12x"). */
    private boolean endsWithDanglingSeparator() {
        int n = sb.length();
        if (n < 2) {
            return false;
        }
        char last = sb.charAt(n - 1);
        if (last != '-' && last != 'x' && last != ':') {
            return false;
        }
        for (int i = 0; i < n - 1; i++) {
            char c = sb.charAt(i);
            if (!Character.isDigit(c) && c != '-' && c != 'x' && c != ':') {
                return false;
            }
        }
        return true;
    }

    private static String describeChar(int c) {
        if (c < 0) {
            return PdnDiagnostic.ref("token.eof");
        }
        if (c == '\n' || c == '\r') {
            return PdnDiagnostic.ref("token.eol");
        }
        return "'" + (char) c + "'";
    }

    private void skipToEndOfLine() {
        while (peek(0) >= 0 && peek(0) != '\n' && peek(0) != '\r') {
            next();
        }
    }

    /** "(!?)" at the current position, or null. */
    private String parenthesisedStrength() {
        int k = 1;
        while (k <= 6 && (peek(k) == '!' || peek(k) == '?')) {
            k++;
        }
        if (k > 1 && peek(k) == ')') {
            StringBuilder s = new StringBuilder(k + 1);
            for (int i = 0; i <= k; i++) {
                s.append((char) peek(i));
            }
            return s.toString();
        }
        return null;
    }

    private PdnToken comment(int l, int cl) {
        next(); // '{'
        sb.setLength(0);
        while (true) {
            int c = peek(0);
            if (c < 0) {
                problems.report(PdnDiagnostic.Severity.ERROR, l, cl,
                        "commentEof");
                break;
            }
            if (c == '}') {
                next();
                break;
            }
            next();
            if (c == '\n' || c == '\r') {
                sb.append('\n');
                if (looksLikeTagLine()) {
                    problems.report(PdnDiagnostic.Severity.ERROR, l, cl,
                            "commentTag", Integer.toString(line));
                    break;
                }
                continue;
            }
            sb.append((char) c);
        }
        return new PdnToken(PdnToken.Type.COMMENT, sb.toString(), l, cl, null);
    }

    /** At the start of a line: does it read {@code [Name "...}? Then a comment was left open. */
    private boolean looksLikeTagLine() {
        if (peek(0) != '[' || !Character.isLetter(peek(1))) {
            return false;
        }
        int k = 2;
        while (k < 40 && (Character.isLetterOrDigit(peek(k)) || peek(k) == '_')) {
            k++;
        }
        if (peek(k) != ' ' && peek(k) != '\t') {
            return false;
        }
        while (k < 60 && (peek(k) == ' ' || peek(k) == '\t')) {
            k++;
        }
        return peek(k) == '"';
    }

    /** How far ahead a missing closing quote is looked for (a tag line is short). */
    private static final int TAG_LINE_LOOKAHEAD = 4096;

    private PdnToken string(int l, int cl, boolean insideTag) {
        int stop = insideTag ? unquotedTagValueEnd() : -1;
        next(); // '"'
        sb.setLength(0);
        if (stop >= 0) {
            // [Round "11.1]: the value runs to the tag's ']', which is left for the tag to close
            problems.report(PdnDiagnostic.Severity.WARNING, l, cl,
                    "quoteMissing");
            for (int i = 1; i < stop; i++) {
                sb.append((char) next());
            }
            return new PdnToken(PdnToken.Type.STRING, sb.toString(), l, cl, null);
        }
        while (true) {
            int c = peek(0);
            if (c < 0 || c == '\n' || c == '\r') {
                problems.report(PdnDiagnostic.Severity.ERROR, l, cl,
                        "stringClose", describeChar(c));
                break;
            }
            next();
            if (c == '"') {
                break;
            }
            if (c == '\\' && (peek(0) == '"' || peek(0) == '\\')) {
                sb.append((char) next());
                continue;
            }
            sb.append((char) c);
        }
        return new PdnToken(PdnToken.Type.STRING, sb.toString(), l, cl, null);
    }

    /**
     * For a tag value opened by the '"' at {@code peek(0)}: when no closing quote comes before the end of
     * the line but the line's last non-blank character is ']', the offset of that ']'; otherwise -1 (a
     * quote closes the value, or the line does not end like a tag).
     */
    private int unquotedTagValueEnd() {
        int lastBracket = -1;
        int k = 1;
        for (; k < TAG_LINE_LOOKAHEAD; k++) {
            int c = peek(k);
            if (c < 0 || c == '\n' || c == '\r') {
                break;
            }
            if (c == '"') {
                return -1;
            }
            if (c == '\\' && (peek(k + 1) == '"' || peek(k + 1) == '\\')) {
                k++;
                continue;
            }
            if (c == ']') {
                lastBracket = k;
            } else if (c != ' ' && c != '\t') {
                lastBracket = -1;
            }
        }
        return k < TAG_LINE_LOOKAHEAD ? lastBracket : -1;
    }

    private PdnToken setup(int l, int cl) {
        next(); // '/'
        sb.setLength(0);
        while (true) {
            int c = peek(0);
            if (c < 0 || c == '[' && col == 1) {
                problems.report(PdnDiagnostic.Severity.ERROR, l, cl,
                        "setupClose", describeChar(c));
                break;
            }
            next();
            if (c == '/') {
                break;
            }
            sb.append(c == '\n' ? ' ' : (char) c);
        }
        return new PdnToken(PdnToken.Type.SETUP, sb.toString(), l, cl, null);
    }

    /** Classifies a word of movetext, splitting "1.32-28!?" into number, move and strength. */
    private void splitWord(String w, int l, int cl) {
        int n = w.length();
        int i = 0;
        // move number: digits then one or more dots
        while (i < n && Character.isDigit(w.charAt(i))) {
            i++;
        }
        if (i > 0 && i < n && w.charAt(i) == '.') {
            int dots = i;
            while (dots < n && w.charAt(dots) == '.') {
                dots++;
            }
            queue.add(new PdnToken(PdnToken.Type.MOVE_NUMBER, w.substring(0, dots), l, cl, null));
            if (dots < n) {
                splitWord(w.substring(dots), l, cl + dots);
            }
            return;
        }
        if (allDots(w)) {
            queue.add(new PdnToken(w.length() >= 2 ? PdnToken.Type.ELLIPSIS : PdnToken.Type.WORD, w, l, cl, null));
            return;
        }
        char c0 = w.charAt(0);
        if ((c0 == '0' || c0 == '1' || c0 == '2') && n <= 7 && PdnResult.parse(w).isPresent()) {
            queue.add(new PdnToken(PdnToken.Type.RESULT, w, l, cl, null));
            return;
        }
        int s = n;
        while (s > 0 && (w.charAt(s - 1) == '!' || w.charAt(s - 1) == '?')) {
            s--;
        }
        if (s == 0) {
            queue.add(new PdnToken(PdnToken.Type.STRENGTH, w, l, cl, null));
            return;
        }
        String core = w.substring(0, s);
        Optional<MoveText> move = MoveText.parse(core);
        if (move.isPresent()) {
            queue.add(new PdnToken(PdnToken.Type.MOVE, core, l, cl, move.get()));
        } else {
            queue.add(new PdnToken(PdnToken.Type.WORD, core, l, cl, null));
        }
        if (s < n) {
            queue.add(new PdnToken(PdnToken.Type.STRENGTH, w.substring(s), l, cl + s, null));
        }
        // "(?)" glued to the move: 29-23(?)
        if (peek(0) == '(') {
            String strength = parenthesisedStrength();
            if (strength != null) {
                int sl = line;
                int sc = col;
                for (int k = 0; k < strength.length(); k++) {
                    next();
                }
                queue.add(new PdnToken(PdnToken.Type.STRENGTH, strength, sl, sc, null));
            }
        }
    }
}
