package org.hakem.tournament.interfaces;

import java.util.List;
import org.hakem.event.interfaces.ExportFile;
import org.hakem.event.interfaces.TrfExportOptions;
import org.hakem.platform.Problem;
import org.hakem.platform.NotFoundException;
import org.hakem.tournament.application.Reports;
import org.hakem.tournament.application.Snapshot;

/**
 * The downloadable exports of a tournament, shared by the API ({@code /api/tournaments/{id}/export/{format}})
 * and the pages ({@code /tournaments/{id}/export/{format}}). The page route exists so that a browser that
 * is logged in through the form (a session, which the API never reads) downloads what the pages show it,
 * private tournaments and draft rounds included.
 */
public final class TournamentExports {

    /** The formats, in the order the pages list them. */
    public static final List<String> FORMATS = List.of("csv", "json", "trf", "pdf", "pdn");

    private TournamentExports() {
    }

    /**
     * Renders one export.
     *
     * @param round  standings after this round; 0 for the latest
     * @param locale the language of what people read (the PDF); the data formats do not depend on it
     * @throws NotFoundException for an unknown format, naming the known ones
     */
    public static ExportFile render(Snapshot s, boolean arbiter, String format, int round, java.util.Locale locale) {
        return render(s, arbiter, format, round, locale, null);
    }

    /** Renders one export; the standings (CSV, JSON) of a rated tournament end with its rating columns. */
    public static ExportFile render(Snapshot s, boolean arbiter, String format, int round, java.util.Locale locale,
                                    org.hakem.tournament.application.RatingColumns ratings) {
        return render(s, arbiter, format, round, locale, ratings, TrfExportOptions.DEFAULT);
    }

    /**
     * Renders one export; the TRF as {@code trf} says (encoding, transliteration, an unfinished round).
     *
     * @throws org.hakem.platform.ValidationException when the TRF cannot be written in the encoding asked for
     */
    public static ExportFile render(Snapshot s, boolean arbiter, String format, int round, java.util.Locale locale,
                                    org.hakem.tournament.application.RatingColumns ratings, TrfExportOptions trf) {
        String name = Reports.fileName(s.event(), format);
        Reports.Table table = "csv".equals(format) || "json".equals(format) ? Reports.table(s, arbiter, round) : null;
        if (table != null && ratings != null) {
            table = table.withRatings(ratings);
        }
        return switch (format) {
            case "csv" -> ExportFile.csv(Reports.csv(table), name);
            case "json" -> ExportFile.json(table, name);
            case "trf" -> new ExportFile(trf.bytes(Reports.trf(s, arbiter, trf.unfinishedPairings())),
                    trf.contentType(), name);
            case "pdn" -> ExportFile.pdn(Reports.pdn(s, arbiter), name);
            case "pdf" -> ExportFile.pdf(TournamentPrints.crosstable(s, arbiter, round, TournamentTexts.of(locale)), name);
            default -> throw new NotFoundException(Problem.of("event.export.unknown", format,
                    String.join(", ", FORMATS), s.event().id()));
        };
    }
}
