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
import org.hakem.event.interfaces.ExportFile;
import org.hakem.event.interfaces.TrfExportOptions;
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
    protected ExportFile exported(long id, boolean arbiter, String format, int round, Locale locale,
                                  TrfExportOptions trf) {
        return TeamExports.render(service.snapshot(id, arbiter), arbiter, format, round, locale, trf);
    }

    /** {@code ID/rounds/N/sheet.pdf}: the printable match sheets of a round, in the reader's language. */
    @Override
    protected void file(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String[] parts = parts(request);
        if (parts.length != 4 || !parts[1].equals("rounds") || !parts[3].equals("sheet.pdf")) {
            throw new NotFoundException(Problem.of("page.not-found"));
        }
        boolean arbiter = Page.arbiter(request);
        TeamSnapshot s = service.snapshot(Long.parseLong(parts[0]), arbiter);
        send(response, TeamExports.render(s, arbiter, "pdf", Integer.parseInt(parts[2]), Language.of(request)), true);
    }
}
