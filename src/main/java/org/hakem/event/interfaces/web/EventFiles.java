package org.hakem.event.interfaces.web;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import org.hakem.event.interfaces.ExportFile;
import org.hakem.platform.NotFoundException;
import org.hakem.event.interfaces.TrfExportOptions;
import org.hakem.platform.Parameters;
import org.hakem.platform.Problem;
import org.hakem.platform.web.Language;
import org.hakem.platform.web.Page;

/**
 * The files under an event's public address ({@code /tournaments/ID/...}, {@code /teams/ID/...}), never a page: the
 * exports as the browser's session sees the event, and printed documents in the reader's language. A subclass answers
 * the addresses of its kind of event; any other address, or an event or round that is not there, is not found (the
 * error page says so in the reader's language).
 */
public abstract class EventFiles extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            String info = request.getPathInfo();
            String[] parts = info == null ? new String[0] : info.substring(1).split("/");
            if (parts.length == 3 && parts[1].equals("export")) {
                boolean arbiter = Page.arbiter(request);
                send(response, exported(Long.parseLong(parts[0].strip()), arbiter, parts[2],
                        Parameters.whole("round", request.getParameter("round"), 0, 0, 999), Language.of(request),
                        TrfExportOptions.of(request.getParameter("encoding"), request.getParameter("transliterate"),
                                request.getParameter("unfinished"))), false);
            } else {
                file(request, response);
            }
        } catch (NotFoundException | NumberFormatException e) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
        }
    }

    /**
     * {@code ID/export/FORMAT}: an export of the event as the browser's session sees it, with the query parameters of
     * the API's export ({@code round}, {@code encoding}, {@code transliterate}, {@code unfinished}).
     */
    protected abstract ExportFile exported(long id, boolean arbiter, String format, int round, Locale locale,
                                           TrfExportOptions trf);

    /** Answers any other address; throws {@link NotFoundException} for one that is not there. */
    protected abstract void file(HttpServletRequest request, HttpServletResponse response) throws IOException;

    /** The parts of the address after the servlet's ({@code 12}, {@code export}, {@code csv}): at least the event and one more. */
    protected static String[] parts(HttpServletRequest request) {
        String info = request.getPathInfo();
        String[] parts = info == null ? new String[0] : info.substring(1).split("/");
        if (parts.length < 2) {
            throw new NotFoundException(Problem.of("page.not-found"));
        }
        return parts;
    }

    /** Sends a file to save ({@code attachment}) or to show ({@code inline}). */
    protected static void send(HttpServletResponse response, ExportFile f, boolean inline) throws IOException {
        response.setContentType(f.contentType());
        response.setHeader("Content-Disposition", (inline ? "inline" : "attachment") + "; filename=\"" + f.fileName()
                + "\"");
        response.setContentLength(f.bytes().length);
        response.getOutputStream().write(f.bytes());
    }
}
