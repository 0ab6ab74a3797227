package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.ArrayList;
import java.util.List;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.event.application.Actor;
import org.hakem.platform.ForbiddenException;
import org.hakem.tournament.application.ReplaceNeedsConfirmation;
import org.hakem.tournament.application.ResultService;
import org.hakem.tournament.application.Snapshot;
import org.hakem.tournament.application.TournamentService;
import org.hakem.event.domain.BoardResult;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.Pairing;
import org.hakem.platform.web.Page;
import org.hakem.platform.web.Texts;

/**
 * Results entry of a round from the printed pairing sheet: {@code /arbiter/tournaments/ID/rounds/N/enter}.
 * The sheet form lists the boards in the sheet's order with a result field each (without script: type the
 * results and save them all; with {@code assets/results.js}: 1, 0, =, +, - set a board's result and go to the
 * next board, Enter saves). The quick form takes a board number and a result. Both post to
 * {@code .../rounds/N/results}: one board ({@code board}, {@code result}, {@code version} or {@code vBOARD},
 * {@code replace}) answers JSON to the script (Accept: application/json) or comes back to the page; the sheet
 * ({@code rBOARD} with {@code vBOARD}) saves every board typed. A board changed meanwhile by someone else is a
 * conflict, shown and never overwritten; a board that has a result is replaced only with {@code replace=true}.
 */
@Named("resultsEntry")
@RequestScoped
public class ResultsEntryBean {

    @Inject
    Page page;

    @Inject
    TournamentService service;

    @Inject
    ResultService results;

    private Texts texts;
    private long id;
    private int number;
    private Snapshot snapshot;
    private EventRound round;
    private final List<String> messages = new ArrayList<>();

    private Texts texts() {
        if (texts == null) {
            texts = page.texts(ArbiterParams.BUNDLE);
        }
        return texts;
    }

    /** An answer to one board: its HTTP status, what to tell the arbiter, and the JSON for the script. */
    private record Answer(int status, String message, JsonObject json, String formMessage) {
        Answer(int status, String message, JsonObject json) {
            this(status, message, json, message);
        }
    }

    /** The view action. */
    public void load() {
        if (!page.requireArbiter()) {
            return;
        }
        id = ArbiterParams.parseId(page.pathParam("id"), texts());
        number = ArbiterParams.parseNumber(page.pathParam("round"), texts());
        if (!page.isPost()) {
            if (page.request().getRequestURI().endsWith("/results")) {
                page.redirect("/arbiter/tournaments/" + id + "/rounds/" + number + "/enter");
                return;
            }
            read();
            return;
        }
        Actor actor = new Actor(page.user() == null ? "anonymous" : page.user(), page.isAdmin());
        boolean replace = "true".equals(page.param("replace"));
        if (!ArbiterParams.blank(page.param("board"))) {
            int board = TournamentParams.intOr(page.param("board"), 0);
            String version = page.param("version");
            if (ArbiterParams.blank(version)) {
                version = page.param("v" + board);
            }
            Answer a = save(board, version, page.param("result"), replace, actor);
            if (String.valueOf(page.request().getHeader("Accept")).contains("application/json")) {
                json(a);
            } else if (a.status() == 200) {
                page.redirect("/arbiter/tournaments/" + id + "/rounds/" + number + "/enter?next=" + (board + 1));
            } else {
                messages.add(a.formMessage());
                read();
                page.status(a.status());
            }
            return;
        }
        // the sheet: every board with a result typed
        read();
        int worst = 200;
        int saved = 0;
        for (Pairing p : round.boards()) {
            String typed = page.param("r" + p.board());
            if (ArbiterParams.blank(typed)) {
                continue;
            }
            Answer a = save(p.board(), page.param("v" + p.board()), typed, replace, actor);
            if (a.status() == 200) {
                saved++;
            } else {
                messages.add(a.formMessage());
                worst = Math.max(worst, a.status());
            }
        }
        if (worst == 200) {
            page.redirect("/arbiter/tournaments/" + id + "/rounds/" + number + "/enter?saved=" + saved);
            return;
        }
        read(); // the boards as they are now, with the versions to save again
        page.status(worst);
    }

    private void read() {
        try {
            snapshot = service.snapshot(id, true);
        } catch (NotFoundException e) {
            throw new NotFoundException(texts().get("notFound.tournament", String.valueOf(id)));
        }
        round = snapshot.round(number).orElseThrow(() -> new NotFoundException(texts().get("notFound.round",
                String.valueOf(number))));
    }

    private Answer save(int board, String version, String result, boolean replace, Actor actor) {
        try {
            Pairing p = results.record(id, number, board, Long.parseLong(String.valueOf(version).strip()), result,
                    replace, actor);
            String label = ArbiterParams.resultLabel(p.result(), texts());
            String message = texts().get("entry.saved", String.valueOf(board), label);
            return new Answer(200, message, Json.createObjectBuilder().add("message", message)
                    .add("board", board).add("result", label).add("code", p.result().name()).add("version", p.version())
                    .build());
        } catch (ValidationException e) {
            return error(400, page.say(e), null);
        } catch (ReplaceNeedsConfirmation e) {
            String later = pairedLater(e.pairedLater());
            String message = texts().get("entry.confirm", String.valueOf(board), label(e.entered()), label(e.requested()))
                    + later;
            return new Answer(409, message, Json.createObjectBuilder().add("message", message).add("confirm", true)
                    .add("entered", label(e.entered())).add("requested", label(e.requested())).add("version", e.version())
                    .add("pairedLater", Json.createArrayBuilder(e.pairedLater())).build(),
                    texts().get("entry.confirmForm", String.valueOf(board), label(e.entered()), label(e.requested()))
                            + later);
        } catch (ConflictException e) {
            return error(409, conflict(board, e), e.currentVersion());
        } catch (jakarta.persistence.OptimisticLockException e) {
            return error(409, texts().get("entry.race", String.valueOf(board)), null);
        } catch (ForbiddenException e) {
            return error(403, page.say(e), null);
        } catch (NotFoundException | NumberFormatException e) {
            return error(404, texts().get("entry.noBoard", String.valueOf(board)), null);
        }
    }

    /**
     * The warning that later rounds were paired on the result being replaced ({@code " Rounds 3, 4 were paired on
     * the old result: ..."}), or "" when none was.
     */
    private String pairedLater(java.util.List<Integer> rounds) {
        if (rounds.isEmpty()) {
            return "";
        }
        String list = rounds.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", "));
        return " " + texts().get(rounds.size() == 1 ? "entry.pairedLaterOne" : "entry.pairedLater", list,
                String.valueOf(rounds.get(rounds.size() - 1)));
    }

    /** What the board holds now and who changed it, in the page's language. */
    private String conflict(int board, ConflictException e) {
        try {
            Pairing now = service.snapshot(id, true).round(number).flatMap(r -> r.board(board)).orElseThrow();
            String who = now.updatedBy() == null ? texts().get("entry.someoneElse") : now.updatedBy();
            String has = now.result().decided() ? ArbiterParams.resultLabel(now.result(), texts())
                    : texts().get("entry.noResult");
            return texts().get("entry.conflict", String.valueOf(board), who, has);
        } catch (RuntimeException unreadable) {
            return page.say(e);
        }
    }

    /** A result label the service gave (the engine's {@code 1-0}, {@code bye (pairing)}) in the page's language. */
    private String label(String engineLabel) {
        for (BoardResult r : BoardResult.values()) {
            if (r.label().equals(engineLabel)) {
                return ArbiterParams.resultLabel(r, texts());
            }
        }
        return engineLabel;
    }

    private static Answer error(int status, String message, Long version) {
        JsonObjectBuilder b = Json.createObjectBuilder().add("message", message);
        if (version != null) {
            b.add("version", version);
        }
        return new Answer(status, message, b.build());
    }

    /** The answer to the page's script: JSON, not a page. */
    private void json(Answer a) {
        page.answer(a.status(), "application/json", org.hakem.text.Json.inert(a.json().toString()));
    }

    // --- what the view reads

    public String getTitle() {
        return texts().get("entry.title", String.valueOf(number));
    }

    public long getId() {
        return id;
    }

    public int getNumber() {
        return number;
    }

    public String getName() {
        return snapshot.event().name();
    }

    public boolean isPublished() {
        return round.published();
    }

    public List<Pairing> getBoards() {
        return round.boards();
    }

    public int getBoardCount() {
        return round.boards().size();
    }

    /** The board the quick form offers: the one after the board just saved, else the first. */
    public String getNext() {
        int next = TournamentParams.intOr(page.param("next"), 1);
        return next <= round.boards().size() ? String.valueOf(next) : "";
    }

    /** Whether the arbiter came back from the quick form (its board field gets the focus again). */
    public boolean isQuick() {
        return page.param("next") != null || page.isPost() && page.param("board") != null;
    }

    /** How many results the sheet just saved, or null. */
    public String getSaved() {
        return page.param("saved") == null ? null : String.valueOf(TournamentParams.intOr(page.param("saved"), 0));
    }

    /** What was typed in the sheet for a board (shown again when saving failed). */
    public String typed(int board) {
        String t = page.isPost() ? page.param("r" + board) : null;
        return t == null ? "" : t;
    }

    public List<String> getMessages() {
        return messages;
    }

    public String result(BoardResult r) {
        return ArbiterParams.resultLabel(r, texts());
    }
}
