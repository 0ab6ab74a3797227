package org.hakem.tournament.interfaces.web;

import org.hakem.platform.Problem;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import org.hakem.platform.NotFoundException;
import org.hakem.tournament.application.Reports;
import org.hakem.tournament.application.Snapshot;
import org.hakem.tournament.application.TournamentService;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.interfaces.TournamentExports;
import org.hakem.tournament.interfaces.TournamentPrints;
import org.hakem.tournament.interfaces.TournamentTexts;
import org.hakem.event.interfaces.ExportFile;
import org.hakem.event.interfaces.TrfExportOptions;
import org.hakem.event.interfaces.web.EventFiles;
import org.hakem.platform.web.Language;
import org.hakem.platform.web.Page;

/**
 * The files of the public tournament addresses, never a page: {@code /tournaments/ID/export/FORMAT} (as the
 * browser's session sees the tournament; the API would not see the session), {@code /tournaments/ID/standings.pdf}
 * (the standings for the wall), {@code /tournaments/ID/rounds/N/sheet.pdf} (the pairing sheet), {@code .../alphabetical.pdf} (the pairing by name),
 * {@code /tournaments/ID/rounds/N/boards/B.pdn} (a game) and {@code /tournaments/results.js} (the results
 * entry script, for pages that still load it from here). Printed documents are in the reader's language.
 * The pages themselves are views ({@link TournamentRoutes}); any other address here is not found.
 */
@WebServlet(urlPatterns = {"/tournaments/*"})
public class TournamentFiles extends EventFiles {

    private static final long serialVersionUID = 1L;

    @Inject
    TournamentService service;

    @Inject
    org.hakem.tournament.application.EventRatingService ratings;

    @Override
    protected ExportFile exported(long id, boolean arbiter, String format, int round, Locale locale,
                                  TrfExportOptions trf) {
        Snapshot s = service.snapshot(id, arbiter);
        return TournamentExports.render(s, arbiter, format, round, locale, ratings.columns(s, arbiter, round).orElse(null),
                trf);
    }

    @Override
    protected void file(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String info = request.getPathInfo();
        if ("/results.js".equals(info)) {
            // the results entry script is a static asset now; old pages and bookmarks still find it
            response.setStatus(HttpServletResponse.SC_MOVED_PERMANENTLY);
            response.setHeader("Location", request.getContextPath() + "/assets/results.js");
            return;
        }
        String[] parts = parts(request);
        long id = TournamentParams.parseId(parts[0]);
        boolean arbiter = Page.arbiter(request);
        Locale locale = Language.of(request);
        if (parts.length == 2 && parts[1].equals("standings.pdf")) {
            Snapshot s = service.snapshot(id, arbiter);
            byte[] pdf = TournamentPrints.standings(s, arbiter, TournamentParams.round(request.getParameter("round")),
                    TournamentTexts.of(locale));
            send(response, ExportFile.pdf(pdf, Reports.fileName(s.event(), "pdf").replaceAll("\\.pdf$", "-standings.pdf")),
                    true);
        } else if (parts.length == 4 && parts[1].equals("rounds") && parts[3].equals("sheet.pdf")) {
            Snapshot s = service.snapshot(id, arbiter);
            int n = (int) TournamentParams.parseId(parts[2]);
            byte[] pdf = TournamentPrints.pairingSheet(s, arbiter, n, TournamentTexts.of(locale));
            send(response, ExportFile.pdf(pdf, Reports.fileName(s.event(), "pdf").replaceAll("\\.pdf$", "-round" + n + ".pdf")),
                    true);
        } else if (parts.length == 4 && parts[1].equals("rounds") && parts[3].equals("alphabetical.pdf")) {
            Snapshot s = service.snapshot(id, arbiter);
            int n = (int) TournamentParams.parseId(parts[2]);
            byte[] pdf = TournamentPrints.alphabeticalList(s, arbiter, n, TournamentTexts.of(locale));
            send(response, ExportFile.pdf(pdf, Reports.fileName(s.event(), "pdf").replaceAll("\\.pdf$",
                    "-round" + n + "-alphabetical.pdf")), true);
        } else if (parts.length == 5 && parts[1].equals("rounds") && parts[3].equals("boards") && parts[4].endsWith(".pdn")) {
            Snapshot s = service.snapshot(id, arbiter);
            game(response, s, arbiter, (int) TournamentParams.parseId(parts[2]),
                    (int) TournamentParams.parseId(parts[4].substring(0, parts[4].length() - 4)));
        } else {
            throw new NotFoundException(Problem.of("page.not-found"));
        }
    }

    private static void game(HttpServletResponse response, Snapshot s, boolean arbiter, int n, int board) throws IOException {
        EventRound r = TournamentPrints.round(s, arbiter, n);
        Pairing p = r.board(board).filter(x -> x.pdn() != null)
                .orElseThrow(() -> new NotFoundException(Problem.of("event.board-game.not-found", board, n)));
        String text = Reports.boardGame(s.event(), n, p).orElse(p.pdn()); // the event's names, not the pasted ones
        send(response, ExportFile.pdn(text, "round" + n + "-board" + board + ".pdn"), true);
    }

}
