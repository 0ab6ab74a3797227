package org.hakem.tournament.interfaces;

import java.util.List;
import org.hakem.event.interfaces.ExportFile;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.tournament.application.EventRatingService;
import org.hakem.tournament.application.Reports;
import org.hakem.tournament.application.Snapshot;

/** The rating report of a rated tournament as a file: {@code csv}, {@code txt} (plain text) or {@code trf}. */
public final class RatingReportExport {

    /** The formats, in the order the pages list them. */
    public static final List<String> FORMATS = List.of("csv", "txt", "trf");

    private RatingReportExport() {
    }

    /** The words of the plain text in {@code locale}: the rating-list bundle's {@code report.*} and {@code tc.*}. */
    static java.util.function.Function<String, String> words(java.util.Locale locale) {
        org.hakem.platform.web.Texts texts = org.hakem.platform.web.Texts.of(BUNDLE, locale);
        return k -> {
            String key = k.startsWith("tc.") ? k : "report." + k;
            return texts.has(key) ? texts.get(key) : null;
        };
    }

    static final String BUNDLE = "org.hakem.ratinglist.interfaces.web.messages";

    /**
     * The report in {@code format}; the plain text in {@code locale}'s words (the rating-list pages' bundle), the CSV
     * and the TRF in their fixed, machine-read form.
     */
    public static ExportFile render(EventRatingService ratings, Snapshot s, boolean arbiter,
                                                      String format, java.util.Locale locale) {
        String name = Reports.fileName(s.event(), format).replaceAll("\\.(\\w+)$", "-rating-report.$1");
        return switch (format) {
            case "csv" -> ExportFile.csv(ratings.report(s, arbiter).csv(), name);
            case "txt" -> new ExportFile(ExportFile.utf8(ratings.report(s, arbiter).text(words(locale))),
                    "text/plain;charset=UTF-8", name);
            case "trf" -> new ExportFile(ExportFile.utf8(ratings.reportTrf(s, arbiter)),
                    "text/plain;charset=UTF-8", name);
            default -> throw new NotFoundException(Problem.of("event.export.unknown", format,
                    String.join(", ", FORMATS), s.event().id()));
        };
    }
}
