package org.hakem.player.interfaces.web;

import org.hakem.platform.Parameters;
import jakarta.enterprise.context.RequestScoped;
import org.hakem.platform.Parameters;
import jakarta.inject.Inject;
import org.hakem.platform.Parameters;
import jakarta.inject.Named;
import org.hakem.platform.Parameters;
import java.net.URLEncoder;
import org.hakem.platform.Parameters;
import java.nio.charset.StandardCharsets;
import org.hakem.platform.Parameters;
import java.util.ArrayList;
import org.hakem.platform.Parameters;
import java.util.LinkedHashMap;
import org.hakem.platform.Parameters;
import java.util.List;
import org.hakem.platform.Parameters;
import java.util.Map;
import org.hakem.platform.Parameters;
import org.hakem.platform.ConflictException;
import org.hakem.platform.Parameters;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Parameters;
import org.hakem.platform.Problem;
import org.hakem.platform.Parameters;
import org.hakem.platform.ValidationException;
import org.hakem.platform.Parameters;
import org.hakem.player.application.PlayerService;
import org.hakem.platform.Parameters;
import org.hakem.player.domain.Player;
import org.hakem.platform.Parameters;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.platform.Parameters;
import org.hakem.player.domain.Title;
import org.hakem.platform.Parameters;
import org.hakem.platform.web.Page;

/**
 * The registry's pages. {@code /players}: the list (search by folded name, Turkish order, 50 a page) and the
 * target of the form's posts (register, correct, delete), which go back to the list or show the form again
 * with its errors (400), the other editor's change (409) or the players of the same name (a warning; saving
 * again registers all the same). {@code /players/new} and {@code /players/edit/ID}: the form.
 */
@Named("players")
@RequestScoped
public class PlayersBean {

    static final String BUNDLE = "org.hakem.player.interfaces.web.messages";
    static final int PAGE_SIZE = 50;
    /** The form's fields, as they are posted. */
    static final List<String> FIELDS = List.of("name", "federation", "title", "rating", "nationalId", "fmjdId", "club",
            "birthYear", "sex");

    @Inject
    Page page;

    @Inject
    PlayerService service;

    private String query = "";
    private PlayerService.Page result;
    private boolean form;
    private Long id;
    private Long version;
    private final Map<String, String> values = new LinkedHashMap<>();
    private final Map<String, String> errors = new LinkedHashMap<>();
    private String message;
    private List<Player> sameName = List.of();
    private String missing;

    /** View action of {@code /players}: the list, or a posted form. */
    public void list() {
        if (page.isPost()) {
            if (page.requireArbiter()) {
                save();
            }
            return;
        }
        query = page.param("q") == null ? "" : page.param("q");
        result = service.list(query, Parameters.whole("page", page.param("page"), 0, 0, Integer.MAX_VALUE), PAGE_SIZE);
    }

    /** View action of the form: a new player ({@code /players/new}) or a stored one ({@code /players/edit/ID}). */
    public void open() {
        if (!page.requireArbiter()) {
            return;
        }
        if (page.pathParam("id") == null) {
            create();
        } else {
            edit();
        }
    }

    private void create() {
        form = true;
        FIELDS.forEach(f -> values.put(f, ""));
    }

    private void edit() {
        form = true;
        try {
            Player p = service.get(id(page.pathParam("id")));
            id = p.id();
            version = p.version();
            show(p.details());
        } catch (NotFoundException e) {
            notFound(e);
        }
    }

    private void save() {
        form = true;
        FIELDS.forEach(f -> values.put(f, page.param(f) == null ? "" : page.param(f)));
        try {
            id = blank(page.param("id")) ? null : id(page.param("id"));
            version = blank(page.param("version")) ? null : id(page.param("version"));
        } catch (NotFoundException e) {
            notFound(e);
            return;
        }
        try {
            PlayerDetails details = details();
            if ("delete".equals(page.param("action")) && id != null) {
                service.remove(id, version);
            } else if (id == null) {
                List<Player> same = "true".equals(page.param("sameNameConfirmed")) ? List.of()
                        : service.possibleDuplicates(details);
                if (!same.isEmpty()) {
                    sameName = same;
                    return;
                }
                service.register(details);
            } else {
                service.correct(id, version == null ? -1 : version, details);
            }
            page.redirect("/players");
        } catch (ValidationException e) {
            errors.putAll(e.fieldErrors(page.locale()));
            page.status(400);
        } catch (ConflictException e) {
            version = e.currentVersion();
            message = page.texts(BUNDLE).get("form.conflict", e.getMessage(page.locale()));
            page.status(409);
        } catch (NotFoundException e) {
            notFound(e);
        }
    }

    /** The details as typed; a number that is not one is that field's error (and the others are checked too). */
    private PlayerDetails details() {
        Map<String, Problem> wrong = new LinkedHashMap<>();
        Integer rating = integer("rating", wrong);
        Integer birthYear = integer("birthYear", wrong);
        PlayerDetails d = new PlayerDetails(values.get("name"), values.get("federation"), values.get("title"), rating,
                values.get("nationalId"), values.get("fmjdId"), values.get("club"), birthYear,
                values.get("sex"));
        if (!wrong.isEmpty()) {
            Map<String, Problem> all = new LinkedHashMap<>(d.normalised().validate());
            all.putAll(wrong);
            throw new ValidationException(all);
        }
        return d;
    }

    private Integer integer(String field, Map<String, Problem> wrong) {
        String text = values.get(field);
        if (blank(text)) {
            return null;
        }
        try {
            return Integer.valueOf(text.strip());
        } catch (NumberFormatException e) {
            wrong.put(field, Problem.of("field.whole-number"));
            return null;
        }
    }

    private void show(PlayerDetails d) {
        values.put("name", text(d.name()));
        values.put("federation", text(d.federation()));
        values.put("title", text(d.title()));
        values.put("rating", text(d.rating()));
        values.put("nationalId", text(d.nationalId()));
        values.put("fmjdId", text(d.fmjdId()));
        values.put("club", text(d.club()));
        values.put("birthYear", text(d.birthYear()));
        values.put("sex", text(d.sex()));
    }

    private void notFound(NotFoundException e) {
        missing = e.getMessage(page.locale());
        form = false;
        page.status(404);
    }

    private static long id(String text) {
        try {
            return Long.parseLong(text == null ? "" : text.strip());
        } catch (NumberFormatException e) {
            throw new NotFoundException(Problem.of("player.not-found", text));
        }
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    private static String text(Object o) {
        return o == null ? "" : o.toString();
    }

    // ---- for the views

    public boolean isForm() {
        return form;
    }

    public String getTitle() {
        if (missing != null) {
            return page.texts(BUNDLE).get("notFound.title");
        }
        if (!form) {
            return page.texts(BUNDLE).get("list.title");
        }
        return page.texts(BUNDLE).get(id == null ? "form.title.new" : "form.title.edit");
    }

    public String getMissing() {
        return missing;
    }

    public String getQuery() {
        return query;
    }

    public List<Player> getPlayers() {
        return result == null ? List.of() : result.players();
    }

    public long getTotal() {
        return result == null ? 0 : result.total();
    }

    /** The link to the previous page of the list (with the search), or null on the first. */
    public String getPreviousPage() {
        return result == null || result.page() == 0 ? null : pageLink(result.page() - 1);
    }

    /** The link to the next page of the list (with the search), or null on the last. */
    public String getNextPage() {
        return result == null || (long) (result.page() + 1) * PAGE_SIZE >= result.total() ? null
                : pageLink(result.page() + 1);
    }

    /** The page's number as readers count (from 1). */
    public int getPageNumber() {
        return result == null ? 1 : result.page() + 1;
    }

    private String pageLink(int number) {
        return page.contextPath() + "/players?page=" + number + "&q=" + URLEncoder.encode(query, StandardCharsets.UTF_8);
    }

    public boolean isArbiter() {
        return page.isArbiter();
    }

    public Long getId() {
        return id;
    }

    public Long getVersion() {
        return version;
    }

    /** The form's values by field name, as typed or as stored. */
    public Map<String, String> getValue() {
        return values;
    }

    /** The error of each field at fault, in the page's language. */
    public Map<String, String> getError() {
        return errors;
    }

    public boolean isInvalid() {
        return !errors.isEmpty();
    }

    public String getMessage() {
        return message;
    }

    /** Players already registered under the same name: a warning, and saving again registers all the same. */
    public List<Player> getSameName() {
        return sameName;
    }

    public boolean isSameNameWarning() {
        return !sameName.isEmpty();
    }

    /** What tells a namesake apart: "TUR, born 1990, Ankara DSK" in the page's language. */
    public String about(Player p) {
        List<String> parts = new ArrayList<>();
        PlayerDetails d = p.details();
        if (!blank(d.federation())) {
            parts.add(d.federation());
        }
        if (d.birthYear() != null) {
            parts.add(page.texts(BUNDLE).get("form.sameName.born", d.birthYear().toString()));
        }
        if (!blank(d.club())) {
            parts.add(d.club());
        }
        return parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
    }

    /** The sexes the form offers (m, w), shown with their words. */
    public List<String> getSexes() {
        return PlayerDetails.SEXES;
    }

    public List<String> getTitles() {
        List<String> names = new ArrayList<>();
        for (Title t : Title.values()) {
            names.add(t.name());
        }
        return names;
    }
}
