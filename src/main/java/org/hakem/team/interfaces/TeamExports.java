package org.hakem.team.interfaces;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hakem.event.interfaces.ExportFile;
import org.hakem.event.interfaces.TrfExportOptions;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.team.application.TeamReports;
import org.hakem.team.application.TeamSnapshot;

/**
 * The downloadable exports of a team event, shared by the API ({@code /api/teams/{id}/export/{format}}) and the pages
 * ({@code /teams/{id}/export/{format}}): standings as CSV, everything as JSON (standings, crosstable, board-by-board
 * table, board prizes), TRF-2026 with team records, PDN of all games, and the printable match sheets of a round (PDF).
 */
public final class TeamExports {

    /** The formats, in the order the pages list them. */
    public static final List<String> FORMATS = List.of("csv", "json", "trf", "pdn", "pdf");

    private TeamExports() {
    }

    /**
     * Renders one export.
     *
     * @param round standings after this round, or the match sheets of this round; 0 for the latest
     * @throws NotFoundException for an unknown format, naming the known ones
     */
    public static ExportFile render(TeamSnapshot s, boolean arbiter, String format, int round, Locale locale) {
        return render(s, arbiter, format, round, locale, TrfExportOptions.DEFAULT);
    }

    /**
     * Renders one export; the TRF in the encoding {@code trf} says (an unfinished round of a team event is written as
     * its pairing, whatever {@code trf} says: see docs/trf.md).
     *
     * @throws org.hakem.platform.ValidationException when the TRF cannot be written in the encoding asked for
     */
    public static ExportFile render(TeamSnapshot s, boolean arbiter, String format, int round, Locale locale,
                                    TrfExportOptions trf) {
        String name = TeamReports.fileName(s.event(), format);
        return switch (format) {
            case "csv" -> ExportFile.csv(TeamReports.csv(TeamReports.standings(s, arbiter, round)), name);
            case "json" -> ExportFile.json(everything(s, arbiter, round), name);
            case "trf" -> new ExportFile(trf.bytes(TeamReports.trf(s, arbiter)), trf.contentType(), name);
            case "pdn" -> ExportFile.pdn(TeamReports.pdn(s, arbiter), name);
            case "pdf" -> ExportFile.pdf(TeamPrints.matchSheets(s, arbiter, round, TeamTexts.of(locale)),
                    name.replaceAll("\\.pdf$", "-round" + Math.max(round, 0) + ".pdf"));
            default -> throw new NotFoundException(Problem.of("team.export.unknown", format,
                    String.join(", ", FORMATS)));
        };
    }

    private static Map<String, Object> everything(TeamSnapshot s, boolean arbiter, int round) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("event", s.event().name());
        out.put("standings", TeamReports.standings(s, arbiter, round));
        out.put("crosstable", TeamReports.crosstable(s, arbiter));
        out.put("boards", TeamReports.boards(s, arbiter));
        out.put("boardPrizes", TeamReports.boardPrizes(s, arbiter).boards());
        return out;
    }
}
