package org.hakem.rating;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A rating list as a CSV file (UTF-8, comma or semicolon separated, fields may be in double quotes). The first line
 * names the columns, in any order: {@code fmjd_id}, {@code name}, {@code federation}, {@code rating},
 * {@code games}, {@code title}; {@code name} and {@code rating} are required, the others may be left out or empty.
 * Faults are reported as {@code source:line:column: what}, the column counted in characters from 1.
 */
public final class RatingListCsv {

    /** The column names, in the order {@link #write} uses. */
    public static final List<String> COLUMNS = List.of("fmjd_id", "name", "federation", "rating", "games", "title");

    private static final Pattern FEDERATION = Pattern.compile("[A-Z]{3}");
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._/-]{1,32}");
    private static final int MAX_ENTRIES = 200_000;

    private RatingListCsv() {
    }

    private record Field(String text, int column) {
    }

    /** Reads a list; throws {@link RatingFormatException} at the first fault. */
    public static List<RatingListEntry> read(String text, String source) {
        String body = text == null ? "" : text;
        if (body.startsWith("\uFEFF")) {
            body = body.substring(1);
        }
        String[] lines = body.split("\r?\n|\r", -1);
        if (lines.length == 0 || lines[0].isBlank()) {
            throw new RatingFormatException(source, 1, 1, "the first line must name the columns: "
                    + String.join(",", COLUMNS));
        }
        char sep = lines[0].indexOf(';') >= 0 && lines[0].indexOf(',') < 0 ? ';' : ',';
        Map<String, Integer> index = new LinkedHashMap<>();
        List<Field> header = split(lines[0], sep, source, 1);
        for (int i = 0; i < header.size(); i++) {
            String h = header.get(i).text().strip().toLowerCase(Locale.ROOT);
            if (!COLUMNS.contains(h)) {
                throw new RatingFormatException(source, 1, header.get(i).column(), "unknown column '"
                        + header.get(i).text().strip() + "'; the columns are " + String.join(", ", COLUMNS));
            }
            if (index.put(h, i) != null) {
                throw new RatingFormatException(source, 1, header.get(i).column(), "column '" + h + "' is named twice");
            }
        }
        for (String required : List.of("name", "rating")) {
            if (!index.containsKey(required)) {
                throw new RatingFormatException(source, 1, 1, "the header has no column '" + required + "'");
            }
        }
        List<RatingListEntry> entries = new ArrayList<>();
        Map<String, Integer> idLine = new HashMap<>();
        for (int n = 1; n < lines.length; n++) {
            int line = n + 1;
            if (lines[n].isBlank()) {
                continue;
            }
            if (entries.size() >= MAX_ENTRIES) {
                throw new RatingFormatException(source, line, 1, "a list has at most " + MAX_ENTRIES + " players");
            }
            List<Field> fields = split(lines[n], sep, source, line);
            if (fields.size() != header.size()) {
                throw new RatingFormatException(source, line, 1, "expected " + header.size() + " fields as the header"
                        + " names, found " + fields.size());
            }
            String id = value(fields, index, "fmjd_id");
            Field idField = field(fields, index, "fmjd_id");
            if (!id.isEmpty() && !ID.matcher(id).matches()) {
                throw new RatingFormatException(source, line, idField.column(), "fmjd_id must be 1 to 32 letters, "
                        + "digits or . _ / -, not '" + id + "'");
            }
            if (!id.isEmpty() && idLine.putIfAbsent(id, line) != null) {
                throw new RatingFormatException(source, line, idField.column(), "fmjd_id " + id
                        + " is already on line " + idLine.get(id));
            }
            String name = value(fields, index, "name");
            if (name.isEmpty() || name.length() > 200) {
                throw new RatingFormatException(source, line, field(fields, index, "name").column(),
                        "name must be 1 to 200 characters");
            }
            oneLine(fields, index, "name", source, line, lines[n]);
            oneLine(fields, index, "title", source, line, lines[n]);
            String fed = value(fields, index, "federation").toUpperCase(Locale.ROOT);
            if (!fed.isEmpty() && !FEDERATION.matcher(fed).matches()) {
                throw new RatingFormatException(source, line, field(fields, index, "federation").column(),
                        "federation must be a three-letter code such as TUR, not '" + fed + "'");
            }
            Field ratingField = field(fields, index, "rating");
            int rating = whole(ratingField, source, line, "rating", 1, 4000);
            Field gamesField = field(fields, index, "games");
            Integer games = gamesField == null || gamesField.text().isBlank() ? null
                    : whole(gamesField, source, line, "games", 0, 1_000_000);
            String title = value(fields, index, "title");
            if (title.length() > 8) {
                throw new RatingFormatException(source, line, field(fields, index, "title").column(),
                        "title must be at most 8 characters, not '" + title + "'");
            }
            entries.add(new RatingListEntry(id, name, fed, rating, games, title));
        }
        return entries;
    }

    private static void oneLine(List<Field> fields, Map<String, Integer> index, String column, String source, int line,
                                String text) {
        Field f = field(fields, index, column);
        int at = f == null ? -1 : org.hakem.text.SingleLine.firstForbidden(f.text());
        if (at >= 0) {
            int quote = text.charAt(f.column() - 1) == '"' ? 1 : 0;
            throw new RatingFormatException(source, line, f.column() + quote + at, column + " must be one line without control"
                    + " characters, found " + org.hakem.text.SingleLine.codeAt(f.text(), at));
        }
    }

    private static Field field(List<Field> fields, Map<String, Integer> index, String column) {
        Integer i = index.get(column);
        return i == null ? null : fields.get(i);
    }

    private static String value(List<Field> fields, Map<String, Integer> index, String column) {
        Field f = field(fields, index, column);
        return f == null ? "" : org.hakem.text.Csv.plain(f.text().strip());
    }

    private static int whole(Field f, String source, int line, String column, int min, int max) {
        String t = f.text().strip();
        try {
            int v = Integer.parseInt(t);
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new RatingFormatException(source, line, f.column(), column + " must be a whole number from " + min
                + " to " + max + ", not '" + t + "'");
    }

    private static List<Field> split(String line, char sep, String source, int lineNumber) {
        List<Field> out = new ArrayList<>();
        int i = 0;
        while (true) {
            int start = i;
            StringBuilder b = new StringBuilder();
            if (i < line.length() && line.charAt(i) == '"') {
                i++;
                while (true) {
                    if (i >= line.length()) {
                        throw new RatingFormatException(source, lineNumber, start + 1, "quoted field is not closed");
                    }
                    char c = line.charAt(i);
                    if (c == '"') {
                        if (i + 1 < line.length() && line.charAt(i + 1) == '"') {
                            b.append('"');
                            i += 2;
                            continue;
                        }
                        i++;
                        break;
                    }
                    b.append(c);
                    i++;
                }
                if (i < line.length() && line.charAt(i) != sep) {
                    throw new RatingFormatException(source, lineNumber, i + 1, "expected '" + sep
                            + "' after a quoted field");
                }
            } else {
                while (i < line.length() && line.charAt(i) != sep) {
                    b.append(line.charAt(i));
                    i++;
                }
            }
            out.add(new Field(b.toString(), start + 1));
            if (i >= line.length()) {
                return out;
            }
            i++;
        }
    }

    /**
     * The list as CSV text with all columns, comma separated, written by {@link org.hakem.text.Csv} (safe in a
     * spreadsheet); {@link #read} gives it back.
     */
    public static String write(List<RatingListEntry> entries) {
        StringBuilder b = new StringBuilder();
        org.hakem.text.Csv.line(b, COLUMNS);
        for (RatingListEntry e : entries) {
            org.hakem.text.Csv.line(b, java.util.Arrays.asList(e.fmjdId(), e.name(), e.federation(),
                    Integer.toString(e.rating()), e.games() == null ? "" : e.games().toString(), e.title()));
        }
        return b.toString();
    }
}
