package org.hakem.archive.domain;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A game's date as found in an archive, with what can be derived from it. Real files write
 * {@code 1998.05.02}, {@code 1.1.1965}, {@code 2004.10.27 - 2004.11.01}, {@code 1985}, {@code 1998.??.??},
 * {@code ????.??.??}: the text is always kept; {@code date} is the (first) full date when one is written,
 * {@code year} the year when one is written.
 *
 * @param text the Date tag as written (null when the game has none)
 * @param date the first complete calendar date, or null
 * @param year the year, or null
 */
public record ArchiveDate(String text, LocalDate date, Integer year) {

    private static final Pattern YMD = Pattern.compile("(\\d{4})[.\\-/](\\d{1,2}|\\?\\?)[.\\-/](\\d{1,2}|\\?\\?)");
    private static final Pattern DMY = Pattern.compile("(\\d{1,2})[.\\-/](\\d{1,2})[.\\-/](\\d{4})");
    private static final Pattern YEAR = Pattern.compile("(\\d{4})(?:[.\\-/]\\?\\?)*");
    private static final Pattern YEAR_ANYWHERE = Pattern.compile("(?<!\\d)(1[5-9]\\d\\d|20\\d\\d)(?!\\d)");

    private static final Pattern RANGE = Pattern.compile("\\s+[-–]\\s+|\\s*–\\s*");

    public static ArchiveDate parse(String text) {
        if (text == null || text.isBlank()) {
            return new ArchiveDate(text, null, null);
        }
        String t = text.strip();
        // A range ("2004.10.27 - 2004.11.01"): the first date is when the game could have begun.
        String first = RANGE.split(t, 2)[0].strip();
        Matcher m = YMD.matcher(first);
        if (m.matches()) {
            return of(text, Integer.parseInt(m.group(1)), m.group(2), m.group(3));
        }
        m = DMY.matcher(first);
        if (m.matches()) {
            return of(text, Integer.parseInt(m.group(3)), m.group(2), m.group(1));
        }
        m = YEAR.matcher(first);
        if (m.matches()) {
            return new ArchiveDate(text, null, plausibleYear(Integer.parseInt(m.group(1))));
        }
        m = YEAR_ANYWHERE.matcher(t);
        if (m.find()) {
            return new ArchiveDate(text, null, Integer.parseInt(m.group(1)));
        }
        return new ArchiveDate(text, null, null);
    }

    private static ArchiveDate of(String text, int year, String month, String day) {
        Integer y = plausibleYear(year);
        if (y == null || month.startsWith("?") || day.startsWith("?")) {
            return new ArchiveDate(text, null, y);
        }
        try {
            return new ArchiveDate(text, LocalDate.of(year, Integer.parseInt(month), Integer.parseInt(day)), y);
        } catch (DateTimeException e) {
            return new ArchiveDate(text, null, y); // "1998.13.40": the year is still worth having
        }
    }

    private static Integer plausibleYear(int year) {
        return year >= 1500 && year <= 2200 ? year : null;
    }

    /** What the duplicate key uses: the full date, else the year, else the text. */
    public String key() {
        if (date != null) {
            return date.toString();
        }
        if (year != null) {
            return year.toString();
        }
        return text == null ? "" : text.strip();
    }
}
