package org.hakem.team.interfaces.web;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.team.application.TeamService;
import org.hakem.team.application.TeamSnapshot;
import org.hakem.team.interfaces.TeamExports;
import org.hakem.event.interfaces.web.EventFiles;
import org.hakem.platform.web.Language;
import org.hakem.platform.web.Page;

/**
 * The files of the public team event addresses, never a page: {@code /teams/ID/export/FORMAT} (as the browser's
 * session sees the event) and {@code /teams/ID/rounds/N/sheet.pdf} (the printable match sheets, in the reader's
 * language). The pages themselves are views ({@link TeamRoutes}); any other address here is not found.
 */
@WebServlet(urlPatterns = {"/teams/*"})
public class TeamFiles extends EventFiles {

    private static final long serialVersionUID = 1L;

    @Inject
    TeamService service;

    @Override
    protected void file(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String[] parts = parts(request);
        long id = Long.parseLong(parts[0]);
        boolean arbiter = Page.arbiter(request);
        Locale locale = Language.of(request);
        org.hakem.event.interfaces.ExportFile f;
        if (parts.length == 3 && parts[1].equals("export")) {
            String round = request.getParameter("round");
            f = TeamExports.render(service.snapshot(id, arbiter), arbiter, parts[2],
                    org.hakem.platform.Parameters.whole("round", round, 0, 0, 999), locale,
                    org.hakem.event.interfaces.TrfExportOptions.of(request.getParameter("encoding"),
                            request.getParameter("transliterate"), null));
        } else if (parts.length == 4 && parts[1].equals("rounds") && parts[3].equals("sheet.pdf")) {
            TeamSnapshot s = service.snapshot(id, arbiter);
            f = TeamExports.render(s, arbiter, "pdf", Integer.parseInt(parts[2]), locale);
        } else {
            throw new NotFoundException(Problem.of("page.not-found"));
        }
        send(response, f, parts[1].equals("rounds"));
    }
}
