package org.hakem.archive.domain;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The non-standard tags of a game as a flat JSON object of strings (stored as JSONB). Written and read here by hand,
 * once per game an import stores (the import report and the other JSON Hakem writes go through JSON-B, see
 * {@code org.hakem.platform.JsonDocuments}; the command line has Yasson now too).
 */
public final class TagJson {

    private TagJson() {
    }

    public static String write(Map<String, String> tags) {
        StringBuilder sb = new StringBuilder("{");
        boolean first = true;
        for (Map.Entry<String, String> e : tags.entrySet()) {
            if (!first) {
                sb.append(',');
            }
            first = false;
            string(sb, e.getKey());
            sb.append(':');
            string(sb, e.getValue());
        }
        return sb.append('}').toString();
    }

    /**
     * A JSON string as {@link org.hakem.text.Json} writes it, except that NUL becomes U+FFFD: PostgreSQL's text and
     * jsonb refuse NUL, even escaped.
     */
    public static void string(StringBuilder sb, String s) {
        org.hakem.text.Json.string(sb, s.indexOf('\u0000') < 0 ? s : s.replace('\u0000', '\uFFFD'));
    }

    /**
     * Reads an object of string values (as PostgreSQL prints JSONB: {@code {"a": "b", ...}}), as strictly as
     * JSON does; anything else is an {@link IllegalArgumentException} saying where.
     */
    public static Map<String, String> read(String json) {
        Map<String, String> out = new LinkedHashMap<>();
        if (json == null) {
            return out;
        }
        int[] pos = {skip(json, 0)};
        expect(json, pos, '{');
        pos[0] = skip(json, pos[0]);
        if (pos[0] < json.length() && json.charAt(pos[0]) == '}') {
            pos[0]++;
            end(json, pos);
            return out;
        }
        while (true) {
            pos[0] = skip(json, pos[0]);
            String k = readString(json, pos);
            pos[0] = skip(json, pos[0]);
            expect(json, pos, ':');
            pos[0] = skip(json, pos[0]);
            String v = readString(json, pos);
            out.put(k, v);
            pos[0] = skip(json, pos[0]);
            if (pos[0] < json.length() && json.charAt(pos[0]) == ',') {
                pos[0]++;
                continue;
            }
            expect(json, pos, '}');
            end(json, pos);
            return out;
        }
    }

    /** Nothing but blanks may follow the object. */
    private static void end(String s, int[] pos) {
        int i = skip(s, pos[0]);
        if (i < s.length()) {
            throw new IllegalArgumentException("tags JSON: unexpected '" + s.charAt(i) + "' after the object at " + i
                    + " in " + s);
        }
    }

    private static int skip(String s, int i) {
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\n' || s.charAt(i) == '\r' || s.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    private static void expect(String s, int[] pos, char c) {
        if (pos[0] >= s.length() || s.charAt(pos[0]) != c) {
            throw new IllegalArgumentException("tags JSON: expected '" + c + "' at " + pos[0] + " in " + s);
        }
        pos[0]++;
    }

    private static String readString(String s, int[] pos) {
        expect(s, pos, '"');
        StringBuilder sb = new StringBuilder();
        int i = pos[0];
        while (i < s.length()) {
            char c = s.charAt(i++);
            if (c == '"') {
                pos[0] = i;
                return sb.toString();
            }
            if (c < 0x20) {
                throw new IllegalArgumentException("tags JSON: control character " + (int) c + " in a string at "
                        + (i - 1) + " in " + s);
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (i >= s.length()) {
                break; // a backslash at the very end: unterminated
            }
            char e = s.charAt(i++);
            switch (e) {
                case '"', '\\', '/' -> sb.append(e);
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'u' -> {
                    // exactly four hex digits (Integer.parseInt would also take a sign, or fail with a bare
                    // NumberFormatException on fewer digits)
                    int code = 0;
                    for (int k = 0; k < 4; k++) {
                        int d = i + k < s.length() ? hex(s.charAt(i + k)) : -1;
                        if (d < 0) {
                            throw new IllegalArgumentException("tags JSON: expected four hex digits after \\u at "
                                    + (i - 2) + " in " + s);
                        }
                        code = code * 16 + d;
                    }
                    sb.append((char) code);
                    i += 4;
                }
                default -> throw new IllegalArgumentException("tags JSON: unknown escape \\" + e + " at " + (i - 2)
                        + " in " + s);
            }
        }
        throw new IllegalArgumentException("tags JSON: unterminated string in " + s);
    }

    private static int hex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    }
}
