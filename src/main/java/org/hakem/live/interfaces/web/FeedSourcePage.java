package org.hakem.live.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.hakem.event.application.Actor;
import org.hakem.live.application.LiveKinds;
import org.hakem.live.application.RoundSource;
import org.hakem.live.domain.FeedSource;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.platform.web.Page;

/**
 * The arbiter's page of a round's PDN source (#34), {@code /arbiter/{tournaments|teams}/{id}/rounds/{round}/source}:
 * the source's address and whether its results are entered, what its last poll came to, the boards it stopped and
 * why; forms to attach or change it, poll it now and remove it ({@link RoundSource}: the event's arbiters and admins).
 */
@Named("feedSource")
@RequestScoped
public class FeedSourcePage {

    static final String BUNDLE = "org.hakem.live.interfaces.web.feed";

    /** A board the source stopped, as the page lists it. */
    public record Stopped(int board, int plies, String note) {
    }

    @Inject
    Page page;

    @Inject
    RoundSource source;

    private String kinds;
    private long id;
    private int number;
    private RoundSource.Shown shown;
    private final List<String> messages = new ArrayList<>();

    /** The view action. */
    public void load() {
        if (!page.requireArbiter()) {
            return;
        }
        kinds = page.request().getRequestURI().contains("/arbiter/teams/") ? "teams" : "tournaments";
        try {
            id = Long.parseLong(String.valueOf(page.pathParam("id")).strip());
            number = Integer.parseInt(String.valueOf(page.pathParam("round")).strip());
        } catch (NumberFormatException e) {
            throw new NotFoundException(Problem.of("live.round.not-found", page.pathParam("id"), page.pathParam("round")));
        }
        String kind = LiveKinds.fromPlural(kinds);
        Actor actor = new Actor(page.user() == null ? "anonymous" : page.user(), page.isAdmin());
        if (page.isPost()) {
            String action = String.valueOf(page.param("action"));
            try {
                switch (action) {
                    case "attach" -> source.attach(kind, id, number, page.param("url"), "on".equals(page.param("results"))
                            || "true".equals(page.param("results")), actor);
                    case "poll" -> source.pollNow(kind, id, number, actor);
                    case "remove" -> source.detach(kind, id, number, actor);
                    default -> throw new ValidationException("action", Problem.of("field.required"));
                }
                page.redirect(address() + "?done=" + action);
                return;
            } catch (ValidationException e) {
                messages.add(page.say(e));
                page.status(400);
            }
        }
        shown = source.show(kind, id, number, actor);
    }

    private String address() {
        return "/arbiter/" + kinds + "/" + id + "/rounds/" + number + "/source";
    }

    public String getTitle() {
        return page.texts(BUNDLE).get("source.title", number);
    }

    public String getKinds() {
        return kinds;
    }

    public long getId() {
        return id;
    }

    public int getNumber() {
        return number;
    }

    public boolean isAttached() {
        return shown != null && shown.source() != null;
    }

    public String getUrl() {
        return isAttached() ? shown.source().url() : "";
    }

    public boolean isResults() {
        return isAttached() && shown.source().results();
    }

    /** What the last poll came to, in the page's language (null before the first). */
    public String getStatus() {
        return isAttached() ? shown.source().status().map(p -> p.message(page.locale())).orElse(null) : null;
    }

    /** When it was last polled (UTC), or null. */
    public String getPolled() {
        return isAttached() && shown.source().lastPolled() != null ? DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
                .format(shown.source().lastPolled().atOffset(ZoneOffset.UTC)) + " UTC" : null;
    }

    public List<Stopped> getStopped() {
        return shown == null ? List.of() : shown.stopped().stream().map(r -> new Stopped(r.address().board(), r.plies(),
                r.note() == null ? "" : FeedSource.problem(r.note()).message(page.locale()))).toList();
    }

    /** What the last form did ({@code attach}, {@code poll}, {@code remove}), or null. */
    public String getDone() {
        String d = page.param("done");
        return d != null && d.matches("attach|poll|remove") ? d : null;
    }

    public List<String> getMessages() {
        return messages;
    }
}
