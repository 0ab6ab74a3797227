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

    public static ExportFile render(EventRatingService ratings, Snapshot s, boolean arbiter,
                                                      String format) {
        String name = Reports.fileName(s.event(), format).replaceAll("\\.(\\w+)$", "-rating-report.$1");
        return switch (format) {
            case "csv" -> ExportFile.csv(ratings.report(s, arbiter).csv(), name);
            case "txt" -> new ExportFile(ExportFile.utf8(ratings.report(s, arbiter).text()),
                    "text/plain;charset=UTF-8", name);
            case "trf" -> new ExportFile(ExportFile.utf8(ratings.reportTrf(s, arbiter)),
                    "text/plain;charset=UTF-8", name);
            default -> throw new NotFoundException(Problem.of("event.export.unknown", format,
                    String.join(", ", FORMATS), s.event().id()));
        };
    }
}
