package org.hakem.tournament.interfaces.web;

import org.hakem.event.domain.EventTieBreakRules;
import org.hakem.standings.TieBreakRules;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Variant;
import org.hakem.event.application.Actor;
import org.hakem.platform.ForbiddenException;
import org.hakem.tournament.application.Snapshot;
import org.hakem.tournament.application.TournamentService;
import org.hakem.pairing.SwissSystem;
import org.hakem.tournament.domain.Acceleration;
import org.hakem.tournament.domain.EventDetails;
import org.hakem.tournament.domain.EventRound;
import org.hakem.event.domain.EventOfficials;
import org.hakem.event.domain.EventStatus;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.tournament.domain.TieBreakPresets;
import org.hakem.platform.web.Page;
import org.hakem.platform.web.Texts;

/**
 * The settings form of a tournament: {@code /arbiter/tournaments/new} shows it empty and posts to
 * {@code /arbiter/tournaments} (create); {@code /arbiter/tournaments/ID/settings} shows a tournament's settings
 * and posts to {@code /arbiter/tournaments/ID} with {@code action=settings} (the management page hands that
 * post to {@link #save(long)} and shows this form again when it has errors). Changing the scoring after
 * results were entered asks for a second Save.
 */
@Named("arbiterSettings")
@RequestScoped
public class ArbiterSettingsBean {

    static final EventDetails NEW_EVENT = new EventDetails(null, null, null, null, "turkish",
            EventSystem.ROUND_ROBIN, 0, false, "2-1-0", "turkish", null, null, EventStatus.PLANNED, true);

    /** The fields in the form's order (for listing errors in the arbiter's words). */
    private static final List<String> FIELDS = List.of("name", "place", "startDate", "endDate", "variant", "system",
            "rounds", "swapLastTwo", "scoring", "swissSystem", "colourRelevance", "acceleration", "initialColour", "tieBreaks", "tieBreakRules", "timeControl", "arbiters",
            "status", "publicEvent");

    @Inject
    Page page;

    @Inject
    TournamentService service;

    private Texts texts;
    private boolean active;
    private Long id;
    private Long version;
    private EventDetails details = NEW_EVENT;
    private Map<String, String> fieldErrors = Map.of();
    private String message;
    private boolean confirmScoring;
    private boolean forbidden;
    private String chiefArbiter;
    private EventOfficials officials = EventOfficials.NONE;

    Texts texts() {
        if (texts == null) {
            texts = page.texts(ArbiterParams.BUNDLE);
        }
        return texts;
    }

    /** The view action of {@code /arbiter/tournaments}, {@code /arbiter/tournaments/new} and {@code .../ID/settings}. */
    public void load() {
        if (!page.requireArbiter()) {
            return;
        }
        active = true;
        String idText = page.pathParam("id");
        if (idText != null) {
            id = ArbiterParams.parseId(idText, texts());
            Snapshot s = snapshot(id);
            version = s.event().version();
            details = s.event().details();
            chiefArbiter = s.event().arbiterPanel().chief().orElse(null);
            officials = s.event().officials();
            return;
        }
        if (!page.isPost()) {
            if (!page.request().getRequestURI().endsWith("/new")) {
                page.redirect("/tournaments");
            }
            return;
        }
        try {
            Snapshot s = service.create(details(), actor());
            page.redirect("/arbiter/tournaments/" + s.event().id());
        } catch (ValidationException e) {
            details = sent();
            fieldErrors = e.fieldErrors(page.locale());
            page.status(400);
        }
    }

    /** Saves the settings posted to the management page; false when the form is to be shown again. */
    boolean save(long eventId) {
        id = eventId;
        version = (long) TournamentParams.intOr(page.param("version"), -1);
        try {
            EventDetails wanted = details();
            Snapshot now = snapshot(eventId);
            chiefArbiter = now.event().arbiterPanel().chief().orElse(null);
            String before = now.event().details().scoring();
            if (!"true".equals(page.param("scoringConfirmed")) && wanted.scoring() != null && before != null
                    && !wanted.scoring().strip().equals(before.strip())
                    && now.rounds().stream().anyMatch(EventRound::hasGameResults)) {
                return showAgain(wanted, Map.of(), texts().get("settings.scoringWarning", before,
                        wanted.scoring().strip()), true, 400);
            }
            service.correct(eventId, version, wanted, actor());
            page.redirect("/arbiter/tournaments/" + eventId);
            return true;
        } catch (ValidationException e) {
            return showAgain(sent(), e.fieldErrors(page.locale()), null, false, 400);
        } catch (ConflictException e) {
            version = e.currentVersion();
            return showAgain(sent(), Map.of(), texts().get("settings.conflict", page.say(e)), false, 409);
        } catch (ForbiddenException | NotFoundException e) {
            forbidden = true;
            return showAgain(sent(), Map.of(), page.say(e), false, 403);
        }
    }

    private boolean showAgain(EventDetails d, Map<String, String> errors, String text, boolean confirm, int status) {
        active = true;
        details = d;
        fieldErrors = errors;
        message = text;
        confirmScoring = confirm;
        page.status(status);
        return false;
    }

    private Snapshot snapshot(long eventId) {
        try {
            return service.snapshot(eventId, true);
        } catch (NotFoundException e) {
            throw new NotFoundException(texts().get("notFound.tournament", String.valueOf(eventId)));
        }
    }

    /** What the settings form sent, as far as it can be read (for showing it again with the errors). */
    private EventDetails sent() {
        try {
            return details();
        } catch (ValidationException e) {
            return new EventDetails(page.param("name"), page.param("place"), null, null, page.param("variant"),
                    EventSystem.ROUND_ROBIN, 0, false, page.param("scoring"), page.param("tieBreaks"),
                    page.param("timeControl"), page.param("arbiters"), EventStatus.PLANNED, true,
                    page.param("acceleration"), page.param("initialColour"), page.param("swissSystem"),
                    colourRelevance(page.param("swissSystem"), page.param("colourRelevanceShown"),
                            page.param("colourRelevance")));
        }
    }

    /**
     * What the colour relevance checkbox says: only when the form showed it (FMJD events, hidden field
     * {@code colourRelevanceShown}) and the Swiss system sent is FMJD; otherwise null, which keeps it, or clears
     * it when the arbiter switches the event to the Dutch system (so he need not untick it first).
     */
    static Boolean colourRelevance(String swissSystem, String shown, String checked) {
        if (!"true".equals(shown) || swissSystem == null || !SwissSystem.FMJD.key().equalsIgnoreCase(swissSystem.strip())) {
            return null;
        }
        return "true".equals(checked);
    }

    private EventDetails details() {
        Integer rounds;
        try {
            rounds = ArbiterParams.blank(page.param("rounds")) ? 0 : Integer.valueOf(page.param("rounds").strip());
        } catch (NumberFormatException e) {
            throw new ValidationException("rounds", texts().get("field.error.number"));
        }
        EventSystem system;
        try {
            system = EventSystem.valueOf(page.param("system"));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new ValidationException("system", texts().get("field.error.system"));
        }
        return new EventDetails(page.param("name"), page.param("place"),
                ArbiterParams.date("startDate", page.param("startDate"), texts()),
                ArbiterParams.date("endDate", page.param("endDate"), texts()),
                page.param("variant"), system, rounds, "true".equals(page.param("swapLastTwo")),
                page.param("scoring"), page.param("tieBreaks"), page.param("timeControl"), page.param("arbiters"),
                ArbiterParams.blank(page.param("status")) ? EventStatus.PLANNED : status(page.param("status")),
                "true".equals(page.param("publicEvent")), page.param("acceleration"), page.param("initialColour"),
                page.param("swissSystem"), colourRelevance(page.param("swissSystem"), page.param("colourRelevanceShown"),
                        page.param("colourRelevance")), page.param("tieBreakRules"));
    }

    private EventStatus status(String text) {
        try {
            return EventStatus.valueOf(text.strip());
        } catch (IllegalArgumentException e) {
            throw new ValidationException("status", texts().get("field.error.status"));
        }
    }

    private Actor actor() {
        return new Actor(page.user() == null ? "anonymous" : page.user(), page.isAdmin());
    }

    // --- what the view reads

    public boolean isActive() {
        return active;
    }

    public boolean isCreating() {
        return id == null;
    }

    public String getTitle() {
        return id == null ? texts().get("settings.createTitle") : texts().get("settings.title", details.name());
    }

    /** Where the form posts: the list (create) or the management page (action=settings). */
    public String getAction() {
        return page.contextPath() + "/arbiter/tournaments" + (id == null ? "" : "/" + id);
    }

    public Long getId() {
        return id;
    }

    public Long getVersion() {
        return version;
    }

    /** The tournament's officials as printed (its own form on the settings page). */
    public EventOfficials getOfficials() {
        return officials;
    }

    /** The tournament's chief arbiter (who, with admins, gives and takes it); null when none or new. */
    public String getChiefArbiter() {
        return chiefArbiter;
    }

    public EventDetails getDetails() {
        return details;
    }

    public String getStartDate() {
        return details.startDate() == null ? "" : details.startDate().toString();
    }

    public String getEndDate() {
        return details.endDate() == null ? "" : details.endDate().toString();
    }

    public String getRounds() {
        return details.rounds() == null ? "" : details.rounds().toString();
    }

    public String getAcceleration() {
        return details.acceleration() == null ? "none" : details.acceleration();
    }

    /** {@code dutch} or {@code fmjd}: the Swiss system shown selected. */
    public String getSwissSystem() {
        return details.swissSystem() == null ? SwissSystem.DUTCH.key() : details.swissSystem();
    }

    /** True when the form shows the colour relevance checkbox: the event's Swiss system is FMJD. */
    public boolean isFmjd() {
        return SwissSystem.FMJD.key().equals(getSwissSystem());
    }

    /** True when colour relevance for pairing is shown ticked. */
    public boolean isColourRelevance() {
        return Boolean.TRUE.equals(details.colourRelevance());
    }

    /** The setting "tie-break regulations": auto, 2024 or 2026. */
    public String getTieBreakRules() {
        return details.tieBreakRules() == null ? "auto" : details.tieBreakRules();
    }

    /** The edition the standings apply now ({@code 2024}, {@code 2026}); empty while creating. */
    public String getTieBreakRulesApplied() {
        if (id == null || !EventTieBreakRules.SETTINGS.contains(getTieBreakRules())) {
            return "";
        }
        return TieBreakRules.effective(EventTieBreakRules.chosen(getTieBreakRules()), details.startDate()).code();
    }

    public String getInitialColour() {
        return details.initialColour() == null ? "lot" : details.initialColour();
    }

    public boolean isPublicEvent() {
        return !Boolean.FALSE.equals(details.publicEvent());
    }

    public boolean isSwapLastTwo() {
        return Boolean.TRUE.equals(details.swapLastTwo());
    }

    public String getMessage() {
        return message;
    }

    public boolean isConfirmScoring() {
        return confirmScoring;
    }

    public boolean isForbidden() {
        return forbidden;
    }

    /** The errors in the form's order, each as the field's label and what is wrong. */
    public List<String[]> getErrors() {
        Map<String, String> ordered = new LinkedHashMap<>();
        FIELDS.forEach(f -> {
            if (fieldErrors.containsKey(f)) {
                ordered.put(f, fieldErrors.get(f));
            }
        });
        fieldErrors.forEach(ordered::putIfAbsent);
        List<String[]> out = new ArrayList<>();
        ordered.forEach((k, v) -> out.add(new String[] {texts().has("field." + k) ? texts().get("field." + k) : k, v}));
        return out;
    }

    public List<String> getVariants() {
        return Variant.ids();
    }

    public EventSystem[] getSystems() {
        return EventSystem.values();
    }

    public EventStatus[] getStatuses() {
        return EventStatus.values();
    }

    public List<String> getAccelerations() {
        return java.util.Arrays.stream(Acceleration.values()).map(Acceleration::text).toList();
    }

    public List<String> getSwissSystems() {
        return java.util.Arrays.stream(SwissSystem.values()).map(SwissSystem::key).toList();
    }

    public List<String> getInitialColours() {
        return EventDetails.INITIAL_COLOURS;
    }

    public List<String[]> getTieBreakPresets() {
        return TieBreakPresets.presets();
    }
}
