package org.hakem.trf;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hakem.standings.TieBreakRules;

/**
 * The edition of the tie-break regulations a TRF file (individual or team) is ranked by. TRF-2026 has no record
 * for it, so Hakem writes a comment record that other programs skip and its own reader keeps:
 * {@code ### tie-break regulations FIDE 2024}. A file without that note takes the edition of its start date
 * (record 042, {@code YYYY/MM/DD}): 2026 from 2026-03-01 and, as FIDE's tie-break program does, when the file has
 * no start date.
 */
public final class TrfTieBreakRules {

    /** The start of the note's text, after {@code ### }. */
    public static final String NOTE = "tie-break regulations FIDE ";

    private static final Pattern NOTE_PATTERN = Pattern.compile("(?i)###\\s*tie-break regulations\\s+(?:FIDE\\s+)?(\\S+)\\s*");
    private static final Pattern DATE = Pattern.compile("\\s*(\\d{4})[/.-](\\d{1,2})[/.-](\\d{1,2}).*");

    private TrfTieBreakRules() {
    }

    /** The comment record that names an edition. */
    public static TrfRecord note(TieBreakRules rules) {
        return new TrfRecord("###", "### " + NOTE + rules.code());
    }

    /**
     * The edition named by a note among {@code records}, if any.
     *
     * @throws IllegalArgumentException when a note names an edition other than 2024 or 2026
     */
    public static Optional<TieBreakRules> noted(List<TrfRecord> records) {
        for (TrfRecord r : records) {
            if (r.tag().equals("###")) {
                Matcher m = NOTE_PATTERN.matcher(r.text());
                if (m.matches()) {
                    return Optional.of(TieBreakRules.parse(m.group(1)));
                }
            }
        }
        return Optional.empty();
    }

    /** The start date of record 042 ({@code YYYY/MM/DD}, also with {@code -} or {@code .}), if it has one. */
    public static Optional<LocalDate> startDate(List<TrfRecord> headerRecords) {
        for (TrfRecord r : headerRecords) {
            if (r.tag().equals("042")) {
                Matcher m = DATE.matcher(r.value());
                if (m.matches()) {
                    try {
                        return Optional.of(LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                                Integer.parseInt(m.group(3))));
                    } catch (DateTimeException e) {
                        return Optional.empty();
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The edition of a file: its note, else the one its start date (042) gives, else 2026. */
    public static TieBreakRules of(List<TrfRecord> headerRecords, List<TrfRecord> otherRecords) {
        return noted(otherRecords).orElseGet(() -> TieBreakRules.forStartDate(startDate(headerRecords).orElse(null)));
    }

    /** The edition of an individual tournament's file. */
    public static TieBreakRules of(TrfDocument doc) {
        return of(doc.headerRecords(), doc.otherRecords());
    }

    /** The edition of a team event's file. */
    public static TieBreakRules of(TeamTrfDocument doc) {
        return of(doc.headerRecords(), doc.otherRecords());
    }
}
