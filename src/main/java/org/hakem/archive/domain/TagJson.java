package org.hakem.archive.domain;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The non-standard tags of a game as a flat JSON object of strings (stored as JSONB). Written and read here
 * because the archive runs in the CLI too, where no JSON library is present.
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

    public static void string(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\u0000' -> sb.append('\uFFFD'); // PostgreSQL's text and jsonb refuse NUL, even escaped
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

    /** Reads an object of string values (as PostgreSQL prints JSONB: {@code {"a": "b", ...}}). */
    public static Map<String, String> read(String json) {
        Map<String, String> out = new LinkedHashMap<>();
        if (json == null) {
            return out;
        }
        int[] pos = {skip(json, 0)};
        expect(json, pos, '{');
        pos[0] = skip(json, pos[0]);
        if (pos[0] < json.length() && json.charAt(pos[0]) == '}') {
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
            return out;
        }
    }

    private static int skip(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
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
            if (c == '\\') {
                char e = s.charAt(i++);
                switch (e) {
                    case 'n' -> sb.append('\n');
                    case 'r' -> sb.append('\r');
                    case 't' -> sb.append('\t');
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'u' -> {
                        sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        i += 4;
                    }
                    default -> sb.append(e);
                }
            } else {
                sb.append(c);
            }
        }
        throw new IllegalArgumentException("tags JSON: unterminated string in " + s);
    }
}
