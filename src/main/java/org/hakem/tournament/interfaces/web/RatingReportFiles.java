package org.hakem.tournament.interfaces.web;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.hakem.platform.NotFoundException;
import org.hakem.tournament.application.EventRatingService;
import org.hakem.tournament.application.TournamentService;
import org.hakem.tournament.interfaces.RatingReportExport;
import org.hakem.tournament.interfaces.TournamentExports;
import org.hakem.platform.web.Page;

/**
 * The rating report as the browser's session sees the tournament: {@code /rating-reports/ID.csv}, {@code .txt},
 * {@code .trf} (the API would not see the session). Never a page.
 */
@WebServlet(urlPatterns = {"/rating-reports/*"})
public class RatingReportFiles extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Inject
    TournamentService tournaments;

    @Inject
    EventRatingService ratings;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String info = request.getPathInfo();
        int dot = info == null ? -1 : info.lastIndexOf('.');
        try {
            if (dot < 2) {
                throw new NotFoundException(org.hakem.platform.Problem.of("page.not-found"));
            }
            long id = TournamentParams.parseId(info.substring(1, dot));
            boolean arbiter = Page.arbiter(request);
            org.hakem.event.interfaces.ExportFile f = RatingReportExport.render(ratings, tournaments.snapshot(id, arbiter),
                    arbiter, info.substring(dot + 1), org.hakem.platform.web.Language.of(request));
            response.setContentType(f.contentType());
            response.setHeader("Content-Disposition", "attachment; filename=\"" + f.fileName() + "\"");
            response.setContentLength(f.bytes().length);
            response.getOutputStream().write(f.bytes());
        } catch (NotFoundException e) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
        }
    }
}
