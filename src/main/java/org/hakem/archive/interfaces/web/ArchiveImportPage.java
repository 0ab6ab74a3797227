package org.hakem.archive.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import org.hakem.archive.application.ArchiveImporter;
import org.hakem.archive.application.ArchiveService;
import org.hakem.archive.application.ImportJobs;
import org.hakem.archive.domain.ImportRun;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Variant;
import org.hakem.platform.web.Page;

/**
 * {@code /archive/import} (arbiters): the upload form, the recent imports, and with {@code ?run=ID} one import's
 * report in the reader's language (each problem with its file, game, line:column and what was wrong). The page's
 * script posts the file itself as the body of a POST to this address ({@code ?name=&variant=&collection=}, the
 * session's CSRF token in the {@code X-CSRF-Token} header, never in the URL) and follows the run through the API;
 * the answer to that post is {@code 202 {"id":RUN}}, or 400/413 with the reason as text.
 */
@Named("archiveImport")
@RequestScoped
public class ArchiveImportPage {

    @Inject
    Page page;

    @Inject
    ArchiveService archive;

    @Inject
    ImportJobs imports;

    private VerdictTexts texts;
    private ImportRun run;

    /** A problem of a report in words: the file, the game (and its page when stored), where, and what. */
    public record ReportLine(String source, int game, long id, String where, String status, String text) {
    }

    public void load() {
        texts = new VerdictTexts(page.locale());
        if (!page.requireArbiter()) {
            return;
        }
        if (page.isPost()) {
            upload();
            return;
        }
        String id = page.param("run");
        if (id != null && !id.isBlank()) {
            try {
                run = archive.run(Long.parseLong(id.strip()));
            } catch (NumberFormatException e) {
                throw new NotFoundException(org.hakem.platform.Problem.of("archive.run.not-found", id));
            }
        }
    }

    /** The script's upload: the body is the file. */
    private void upload() {
        try {
            long id = imports.start(page.request().getInputStream(), page.param("name"), page.param("variant"),
                    page.param("collection"));
            page.answer(202, "application/json", org.hakem.platform.JsonDocuments.write(java.util.Map.of("id", id)));
        } catch (ValidationException e) {
            page.answer(400, "text/plain", page.say(e));
        } catch (ImportJobs.TooLargeException e) {
            page.answer(413, "text/plain", texts.texts().get("import.tooLarge", number(ImportJobs.maxBytes())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public boolean isAllowed() {
        return page.isArbiter();
    }

    public List<String> getVariants() {
        return Variant.ids();
    }

    public String getMaxBytes() {
        return number(ImportJobs.maxBytes());
    }

    private String number(long n) {
        return NumberFormat.getIntegerInstance(page.locale()).format(n);
    }

    public List<ImportRun> getRecent() {
        return archive.recentRuns(10);
    }

    public ImportRun getRun() {
        return run;
    }

    /** The report's problems in the reader's language. */
    public List<ReportLine> getProblems() {
        List<ReportLine> out = new ArrayList<>();
        for (ArchiveImporter.ImportProblem p : archive.problems(run)) {
            String where = p.line() > 0 ? p.line() + ":" + p.column() : "";
            String status = p.status() == null ? "" : texts.texts().get("status." + p.status());
            out.add(new ReportLine(p.source(), p.game(), p.id(), where, status, text(p)));
        }
        return out;
    }

    private String text(ArchiveImporter.ImportProblem p) {
        String first = p.arguments().isEmpty() ? "" : p.arguments().get(0);
        return switch (p.code()) {
            case "READ_ERROR", "READ_WARNING" -> {
                String what = p.arguments().isEmpty() ? "" : texts.readerMessage(p.arguments(), 0);
                yield texts.texts().get(p.code().equals("READ_ERROR") ? "import.readError" : "import.readWarning", what);
            }
            case "STOPPED" -> texts.texts().get("import.stopped", first);
            case "TEXT" -> first;
            default -> texts.verdict(p.code(), p.arguments(), String.join(", ", p.arguments()));
        };
    }

    /** A run's status in words ({@code running}, {@code done}, {@code failed}). */
    public String status(String status) {
        return texts.texts().has("run." + status) ? texts.texts().get("run." + status) : status;
    }
}
