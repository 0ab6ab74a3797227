package org.hakem.rating;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A rating list as a CSV file (UTF-8; comma, semicolon or tab separated, whichever the header line uses most; fields
 * may be in double quotes). The first line names the columns, in any order: {@code fmjd_id}, {@code name},
 * {@code federation}, {@code rating}, {@code games}, {@code title}, {@code club}, {@code birth_year}; {@code name} and
 * {@code rating} are required, the others may be left out or empty. A Turkish spreadsheet's names are read as well
 * (#33), case, spaces, underscores and Turkish letters aside: {@code fmjd no}, {@code ad soyad} (or {@code ad} and
 * {@code soyad}, joined as "ad soyad"), {@code federasyon}, {@code puan}, {@code oyun sayısı}, {@code unvan},
 * {@code kulüp}, {@code doğum yılı} ({@link #ALIASES}). Faults are reported as {@code source:line:column: what}, the
 * column counted in characters from 1, with a code for each ({@link RatingFormatException#code}).
 */
public final class RatingListCsv {

    /** The column names, in the order {@link #write} uses (club and birth year only when a line has one). */
    public static final List<String> COLUMNS = List.of("fmjd_id", "name", "federation", "rating", "games", "title");

    /** Columns besides {@link #COLUMNS}: the two halves of a name, the club and the birth year. */
    static final String FIRST = "first_name";
    static final String LAST = "last_name";
    static final String CLUB = "club";
    static final String BIRTH_YEAR = "birth_year";
    static final String SEX = "sex";

    /**
     * Every header a column may have, folded ({@link #fold}: lower case, no accents, dotless i as i, spaces for runs of
     * spaces, underscores, dots and hyphens), to its column.
     */
    public static final Map<String, String> ALIASES = aliases();

    private static Map<String, String> aliases() {
        Map<String, String> m = new LinkedHashMap<>();
        put(m, "fmjd_id", "fmjd id", "fmjd no", "fmjd numarasi", "fmjd", "lisans no", "lisans numarasi", "sicil no");
        put(m, "name", "name", "ad soyad", "adi soyadi", "ad soyadi", "isim soyisim", "isim", "oyuncu", "sporcu");
        put(m, FIRST, "first name", "ad", "adi");
        put(m, LAST, "last name", "surname", "soyad", "soyadi", "soyisim");
        put(m, "federation", "federation", "federasyon", "ulke", "fed");
        put(m, "rating", "rating", "puan", "derece");
        put(m, "games", "games", "oyun sayisi", "mac sayisi", "oyun");
        put(m, "title", "title", "unvan");
        put(m, CLUB, "club", "kulup");
        put(m, BIRTH_YEAR, "birth year", "dogum yili");
        put(m, SEX, "sex", "gender", "cinsiyet");
        return java.util.Collections.unmodifiableMap(m);
    }

    private static void put(Map<String, String> m, String column, String... names) {
        for (String n : names) {
            m.put(n, column);
        }
    }

    /** A header as {@link #ALIASES} keys it. */
    static String fold(String header) {
        String s = header.strip().replace('ı', 'i').replace('İ', 'I');
        s = java.text.Normalizer.normalize(s, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return s.toLowerCase(Locale.ROOT).replaceAll("[\\s_.\\-]+", " ").strip();
    }

    private static final Pattern FEDERATION = Pattern.compile("[A-Z]{3}");
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._/-]{1,32}");
    private static final int MAX_ENTRIES = 200_000;

    private RatingListCsv() {
    }

    private record Field(String text, int column) {
    }

    /** The separator the header uses most: ',' ';' or a tab (a tie goes to ','). */
    static char separator(String header) {
        int comma = 0;
        int semicolon = 0;
        int tab = 0;
        boolean quoted = false;
        for (char c : header.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted) {
                comma += c == ',' ? 1 : 0;
                semicolon += c == ';' ? 1 : 0;
                tab += c == '\t' ? 1 : 0;
            }
        }
        return tab > comma && tab > semicolon ? '\t' : semicolon > comma ? ';' : ',';
    }

    /**
     * A list file's bytes as text: UTF-8 (with or without a byte-order mark) when they are valid UTF-8, else
     * Windows-1254, what Turkish Excel saves as "CSV" ({@link org.hakem.text.TextBytes}).
     */
    public static String decode(byte[] bytes) {
        return org.hakem.text.TextBytes.decode(bytes, org.hakem.text.TextBytes.WINDOWS_1254);
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
                    + String.join(",", COLUMNS), "no-header");
        }
        char sep = separator(lines[0]);
        Map<String, Integer> index = new LinkedHashMap<>();
        List<Field> header = split(lines[0], sep, source, 1);
        for (int i = 0; i < header.size(); i++) {
            String written = header.get(i).text().strip();
            String h = ALIASES.get(fold(written));
            if (h == null) {
                throw new RatingFormatException(source, 1, header.get(i).column(), "unknown column '"
                        + written + "'; the columns are " + String.join(", ", COLUMNS), "unknown-column", written);
            }
            if (index.put(h, i) != null) {
                throw new RatingFormatException(source, 1, header.get(i).column(), "column '" + h + "' is named twice",
                        "column-twice", written);
            }
        }
        if (!index.containsKey("name") && !index.containsKey(FIRST) && !index.containsKey(LAST)) {
            throw new RatingFormatException(source, 1, 1, "the header has no column 'name'", "no-name");
        }
        if (!index.containsKey("rating")) {
            throw new RatingFormatException(source, 1, 1, "the header has no column 'rating'", "no-rating");
        }
        List<RatingListEntry> entries = new ArrayList<>();
        Map<String, Integer> idLine = new HashMap<>();
        for (int n = 1; n < lines.length; n++) {
            int line = n + 1;
            if (lines[n].isBlank()) {
                continue;
            }
            if (entries.size() >= MAX_ENTRIES) {
                throw new RatingFormatException(source, line, 1, "a list has at most " + MAX_ENTRIES + " players",
                        "too-many", MAX_ENTRIES);
            }
            List<Field> fields = split(lines[n], sep, source, line);
            if (fields.size() != header.size()) {
                throw new RatingFormatException(source, line, 1, "expected " + header.size() + " fields as the header"
                        + " names, found " + fields.size(), "field-count", header.size(), fields.size());
            }
            String id = value(fields, index, "fmjd_id");
            Field idField = field(fields, index, "fmjd_id");
            if (!id.isEmpty() && !ID.matcher(id).matches()) {
                throw new RatingFormatException(source, line, idField.column(), "fmjd_id must be 1 to 32 letters, "
                        + "digits or . _ / -, not '" + id + "'", "id-format", id);
            }
            if (!id.isEmpty() && idLine.putIfAbsent(id, line) != null) {
                throw new RatingFormatException(source, line, idField.column(), "fmjd_id " + id
                        + " is already on line " + idLine.get(id), "id-twice", id, idLine.get(id));
            }
            String name = index.containsKey("name") ? value(fields, index, "name")
                    : (value(fields, index, FIRST) + " " + value(fields, index, LAST)).strip();
            Field nameField = index.containsKey("name") ? field(fields, index, "name")
                    : field(fields, index, index.containsKey(FIRST) ? FIRST : LAST);
            if (name.isEmpty() || name.length() > 200) {
                throw new RatingFormatException(source, line, nameField.column(), "name must be 1 to 200 characters",
                        "name-length");
            }
            for (String c : List.of("name", FIRST, LAST, "title", CLUB)) {
                oneLine(fields, index, c, source, line, lines[n]);
            }
            String fed = value(fields, index, "federation").toUpperCase(Locale.ROOT);
            if (!fed.isEmpty() && !FEDERATION.matcher(fed).matches()) {
                throw new RatingFormatException(source, line, field(fields, index, "federation").column(),
                        "federation must be a three-letter code such as TUR, not '" + fed + "'", "federation", fed);
            }
            Field ratingField = field(fields, index, "rating");
            int rating = whole(ratingField, source, line, "rating", 1, 4000);
            Field gamesField = field(fields, index, "games");
            Integer games = gamesField == null || gamesField.text().isBlank() ? null
                    : whole(gamesField, source, line, "games", 0, 1_000_000);
            String title = value(fields, index, "title");
            if (title.length() > 8) {
                throw new RatingFormatException(source, line, field(fields, index, "title").column(),
                        "title must be at most 8 characters, not '" + title + "'", "title-length", title);
            }
            String club = value(fields, index, CLUB);
            if (club.length() > 200) {
                throw new RatingFormatException(source, line, field(fields, index, CLUB).column(),
                        "club must be at most 200 characters", "club-length");
            }
            Field bornField = field(fields, index, BIRTH_YEAR);
            Integer born = bornField == null || bornField.text().isBlank() ? null
                    : whole(bornField, source, line, "birth_year", 1850, java.time.Year.now().getValue());
            Field sexField = field(fields, index, SEX);
            String sex = sexField == null ? "" : sex(sexField.text());
            if (sex == null) {
                throw new RatingFormatException(source, line, sexField.column(),
                        "sex must be m or w (Turkish e or k), or empty, not '" + sexField.text().strip() + "'", "sex",
                        sexField.text().strip());
            }
            entries.add(new RatingListEntry(id, name, fed, rating, games, title, club, born, sex));
        }
        return entries;
    }

    /** A sex as lists write it: m/w (FIDE), e/k and erkek/kadın (Turkish), male/female; "" when blank, null unknown. */
    static String sex(String text) {
        return switch (fold(text)) {
            case "" -> "";
            case "m", "male", "e", "erkek" -> "m";
            case "w", "f", "female", "k", "kadin" -> "w";
            default -> null;
        };
    }

    private static void oneLine(List<Field> fields, Map<String, Integer> index, String column, String source, int line,
                                String text) {
        Field f = field(fields, index, column);
        int at = f == null ? -1 : org.hakem.text.SingleLine.firstForbidden(f.text());
        if (at >= 0) {
            int quote = text.charAt(f.column() - 1) == '"' ? 1 : 0;
            String found = org.hakem.text.SingleLine.codeAt(f.text(), at);
            throw new RatingFormatException(source, line, f.column() + quote + at, (column.equals(FIRST)
                    || column.equals(LAST) ? "name" : column) + " must be one line without control characters, found "
                    + found, "control", found);
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
                + " to " + max + ", not '" + t + "'", column.replace('_', '-') + "-range", min, max, t);
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
                        throw new RatingFormatException(source, lineNumber, start + 1, "quoted field is not closed",
                                "quote-open");
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
                            + "' after a quoted field", "quote-end", sep == '\t' ? "Tab" : String.valueOf(sep));
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
        boolean more = entries.stream().anyMatch(e -> !e.club().isEmpty() || e.birthYear() != null || !e.sex().isEmpty());
        StringBuilder b = new StringBuilder();
        List<String> columns = new ArrayList<>(COLUMNS);
        if (more) {
            columns.addAll(List.of(CLUB, BIRTH_YEAR, SEX));
        }
        org.hakem.text.Csv.line(b, columns);
        for (RatingListEntry e : entries) {
            List<String> cells = new ArrayList<>(java.util.Arrays.asList(e.fmjdId(), e.name(), e.federation(),
                    Integer.toString(e.rating()), e.games() == null ? "" : e.games().toString(), e.title()));
            if (more) {
                cells.add(e.club());
                cells.add(e.birthYear() == null ? "" : e.birthYear().toString());
                cells.add(e.sex());
            }
            org.hakem.text.Csv.line(b, cells);
        }
        return b.toString();
    }
}
