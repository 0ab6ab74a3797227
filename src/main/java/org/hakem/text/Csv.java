package org.hakem.text;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The one CSV writer of every export (RFC 4180, comma separated, lines ending in CRLF), safe to open in a
 * spreadsheet whatever its list separator:
 * <ul>
 *   <li>a cell holding a comma, a semicolon (the list separator of Turkish and most European spreadsheets), a
 *       double quote, a line break or a leading apostrophe is written in double quotes, its quotes doubled;</li>
 *   <li>a text cell a spreadsheet would run as a formula (it starts with {@code = + - @}, a tab or a line break:
 *       OWASP's CSV injection advice) gets a leading apostrophe, so it shows as the text it is. A cell that is a
 *       whole number (a rating, {@code +12}, {@code -3}, {@code 1.5}, {@code -0,5}) is a number and no formula, and
 *       stays as it is, as does the lone dash of an empty cell;</li>
 *   <li>characters no one-line field holds ({@link SingleLine}: controls, line separators, bidi overrides) become
 *       spaces, so every record is one line for the simplest reader.</li>
 * </ul>
 */
public final class Csv {

    private static final Pattern NUMBER = Pattern.compile("[-+]?\\d+([.,]\\d+)?");

    private Csv() {
    }

    /** Appends one line of cells (null as empty), ending in CRLF. */
    public static void line(StringBuilder out, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            cell(out, cells.get(i));
        }
        out.append("\r\n");
    }

    /** Appends one cell, neutralised and quoted as needed. */
    public static void cell(StringBuilder out, String value) {
        String v = neutralised(SingleLine.clean(value == null ? "" : value));
        if (needsQuotes(v)) {
            out.append('"').append(v.replace("\"", "\"\"")).append('"');
        } else {
            out.append(v);
        }
    }

    private static boolean needsQuotes(String v) {
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c == ',' || c == ';' || c == '"' || c == '\r' || c == '\n') {
                return true;
            }
        }
        return v.startsWith("'") || v.startsWith(" ") || v.endsWith(" ");
    }

    /**
     * The cell with a leading apostrophe when a spreadsheet would take it for a formula; numbers, the empty cell and
     * a lone dash as they are.
     */
    public static String neutralised(String v) {
        if (v.isEmpty() || "-".equals(v) || NUMBER.matcher(v).matches()) {
            return v;
        }
        char c = v.charAt(0);
        return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r' || c == '\n'
                || c == '\uFF1D' || c == '\uFF0B' || c == '\uFF0D' || c == '\uFF20' ? "'" + v : v;
    }

    /** A cell {@link #neutralised} wrote, back as the text it was: the apostrophe before a formula's first character goes. */
    public static String plain(String v) {
        return v.length() > 1 && v.charAt(0) == '\'' && !neutralised(v.substring(1)).equals(v.substring(1))
                ? v.substring(1) : v;
    }
}
