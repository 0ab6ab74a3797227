package org.hakem.ratinglist.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.rating.RatingParameters;
import org.hakem.ratinglist.application.RatingListService;
import org.hakem.platform.web.Page;

/**
 * {@code /arbiter/ratings}: the list types, the imported lists with the dates they are in force from, and the form
 * that imports a CSV list (the file is read into the form by {@code assets/ratings.js}, or pasted), posting here.
 */
@Named("ratingLists")
@RequestScoped
public class RatingListsPage {

    static final String BUNDLE = "org.hakem.ratinglist.interfaces.web.messages";

    @Inject
    Page page;

    @Inject
    RatingListService service;

    private final Map<String, String> errors = new LinkedHashMap<>();
    private String message;
    private String sentType = "fmjd-100";
    private String sentDate = java.time.LocalDate.now().toString(); // most lists are imported on the day they come out
    private String sentParameters;

    /** The view action: imports a posted list, then shows the page again (post, redirect, get). */
    public void load() {
        if (!page.requireArbiter()) {
            return;
        }
        String imported = page.param("imported");
        if (imported != null && imported.matches("[0-9]{1,18}")) {
            long id = Long.parseLong(imported);
            service.lists().stream().filter(l -> l.id() == id).findFirst().ifPresent(l -> message = page.texts(BUNDLE)
                    .get("ratings.import.done", l.entries(), l.listType(), l.listDate().toString()));
        }
        String defined = page.param("defined");
        if (defined != null && defined.matches("[a-z0-9-]{1,40}")) {
            message = page.texts(BUNDLE).get("ratings.type.saved", defined);
        }
        if (!page.isPost()) {
            return;
        }
        if ("type".equals(page.param("action"))) {
            defineType();
            return;
        }
        sentType = page.text("listType");
        sentDate = page.text("listDate");
        try {
            LocalDate date = null;
            if (sentDate != null && !sentDate.isEmpty()) {
                try {
                    date = LocalDate.parse(sentDate);
                } catch (DateTimeParseException e) {
                    throw new ValidationException("date", Problem.of("rating.list-date.required"));
                }
            }
            RatingListService.ListInfo info = service.importCsv(sentType, date, page.text("fileName"),
                    page.param("csv"), page.user());
            page.redirect("/arbiter/ratings?imported=" + info.id());
        } catch (ValidationException e) {
            errors.putAll(e.fieldErrors(page.locale()));
            page.status(400);
        } catch (NotFoundException e) {
            errors.put("type", page.say(e));
            page.status(400);
        }
    }

    /** A federation's list type from its parameters text (added, or new numbers for one added before). */
    private void defineType() {
        sentParameters = page.param("parameters");
        try {
            RatingParameters p = service.defineType(sentParameters, page.user());
            page.redirect("/arbiter/ratings?defined=" + p.id());
        } catch (ValidationException e) {
            errors.putAll(e.fieldErrors(page.locale()));
            page.status(400);
        } catch (ConflictException e) {
            errors.put("parameters", page.say(e));
            page.status(409);
        }
    }

    /** The parameters text last posted, shown again with its errors; the Turkish list's text to start from. */
    public String getSentParameters() {
        return sentParameters != null ? sentParameters
                : RatingParameters.builtIn("tur-national").orElseThrow().text().replace("id=tur-national", "id=");
    }

    public List<RatingParameters> getTypes() {
        return service.types();
    }

    public List<RatingListService.ListInfo> getLists() {
        return service.lists();
    }

    /** The problems of the last post, in the reader's language. */
    public List<String> getErrors() {
        return List.copyOf(errors.values());
    }

    public String getMessage() {
        return message;
    }

    public String getSentType() {
        return sentType;
    }

    public String getSentDate() {
        return sentDate;
    }
}
