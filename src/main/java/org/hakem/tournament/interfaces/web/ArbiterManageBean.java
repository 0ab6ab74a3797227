package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.List;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.Player;
import org.hakem.event.application.Actor;
import org.hakem.event.interfaces.web.OfficialsForm;
import org.hakem.platform.ForbiddenException;
import org.hakem.tournament.application.EntryBatch;
import org.hakem.tournament.application.PairingChanges;
import org.hakem.tournament.application.Reports;
import org.hakem.tournament.application.ResultService;
import org.hakem.tournament.application.Snapshot;
import org.hakem.tournament.application.TournamentService;
import org.hakem.tournament.domain.AuditEntry;
import org.hakem.event.domain.BoardResult;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EventRound;
import org.hakem.event.domain.EventStatus;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.platform.web.Page;
import org.hakem.platform.web.Texts;

/**
 * {@code /arbiter/tournaments/ID}: the tournament's management page, with at its top what is left to do
 * ({@link ArbiterDashboard}), and every form of the page posting here with an {@code action}: enter, withdraw,
 * enterMany, newPlayer, rank, rankAuto, pairNext, pairAll, publish, unpair, swap, colours, status, recordGames, officials, giveBye,
 * pairByHand, repair, bye, forbid, game, settings. A post that
 * goes well comes back as a GET (post, redirect, get); one that needs telling shows the page with its message.
 */
@Named("arbiterManage")
@RequestScoped
public class ArbiterManageBean {

    @Inject
    Page page;

    @Inject
    TournamentService service;

    @Inject
    ResultService results;

    @Inject
    PlayerService players;

    @Inject
    ArbiterSettingsBean settings;

    @Inject
    org.hakem.ratinglist.application.RatingListService ratingLists;

    private Texts texts;
    private long id;
    private Snapshot snapshot;
    private ArbiterDashboard dashboard;
    private String message;
    private boolean notice;
    private boolean forbidden;

    private Texts texts() {
        if (texts == null) {
            texts = page.texts(ArbiterParams.BUNDLE);
        }
        return texts;
    }

    /** See {@link #current()}. */
    private Snapshot loaded;

    /** The view action. */
    public void load() {
        if (!page.requireArbiter()) {
            return;
        }
        id = ArbiterParams.parseId(page.pathParam("id"), texts());
        if (page.isPost()) {
            if ("settings".equals(page.param("action"))) {
                settings.save(id);
                return; // redirected, or the settings form is shown again
            }
            act();
            if (message == null) {
                String find = getFind();
                page.redirect("/arbiter/tournaments/" + id + ("enter".equals(page.param("action")) && !find.isEmpty()
                        ? "?find=" + java.net.URLEncoder.encode(find, java.nio.charset.StandardCharsets.UTF_8) : ""));
                return;
            }
            if (!notice) {
                page.status(forbidden ? 403 : 400);
            }
        }
        snapshot = current();
    }

    /**
     * The tournament as the request last loaded it: once before an action (its players by number, its status), once
     * after an action that changed it, and no more (the page shows the last one).
     */
    private Snapshot current() {
        if (loaded == null) {
            loaded = snapshot();
        }
        return loaded;
    }

    private Snapshot snapshot() {
        try {
            return service.snapshot(id, true);
        } catch (NotFoundException e) {
            throw new NotFoundException(texts().get("notFound.tournament", String.valueOf(id)));
        }
    }

    private void act() {
        Actor actor = new Actor(page.user() == null ? "anonymous" : page.user(), page.isAdmin());
        String action = page.param("action");
        boolean afterLoaded = false; // the action has loaded the tournament as it left it
        try {
            switch (action == null ? "" : action) {
                case "enter" -> service.enter(id, ArbiterParams.parseId(page.param("playerId"), texts()), actor);
                case "enterMany" -> enterMany(actor);
                case "rank" -> {
                    Entry moved = byNumber("player");
                    int to = TournamentParams.intOr(page.param("to"), 0);
                    List<Entry> order = new ArrayList<>(current().event().entries());
                    if (to < 1 || to > order.size()) {
                        throw new ValidationException("to", texts().get("rank.noSuchPlace", String.valueOf(page.param("to")),
                                String.valueOf(order.size())));
                    }
                    order.remove(moved);
                    order.add(to - 1, moved);
                    service.rankByHand(id, order.stream().map(Entry::id).toList(), actor);
                }
                case "rankAuto" -> service.rankAutomatically(id, actor);
                case "newPlayer" -> {
                    Entry x = service.registerAndEnter(id, newPlayerDetails(), page.param("other") != null, actor);
                    message = texts().get("newPlayer.done", x.name(), String.valueOf(x.startNumber()));
                    notice = true;
                }
                case "withdraw" -> {
                    Entry w = service.withdraw(id, ArbiterParams.parseId(page.param("entryId"), texts()),
                            ArbiterParams.roundNumber(page.param("fromRound"), texts()), actor);
                    message = w.withdrawnFrom() == null
                            ? texts().get("withdraw.playsAgain", String.valueOf(w.startNumber()), w.name())
                            : texts().get("withdraw.done", String.valueOf(w.startNumber()), w.name(),
                                    String.valueOf(w.withdrawnFrom()));
                    notice = true;
                }
                case "pairNext", "pairAll" -> {
                    EventStatus before = current().event().status();
                    if ("pairAll".equals(action)) {
                        service.pairAll(id, actor);
                    } else {
                        service.pairNext(id, actor);
                    }
                    loaded = null;
                    Snapshot after = current();
                    afterLoaded = true;
                    if (after.event().status() != before) {
                        message = texts().get("pair.statusChanged", String.valueOf(after.rounds().size()),
                                texts().get("statusWord." + after.event().status().name()),
                                texts().get("statusWord." + before.name()));
                        notice = true;
                    }
                }
                case "publish" -> service.publish(id, TournamentParams.intOr(page.param("round"), 0), true, actor);
                case "unpair" -> service.unpair(id, TournamentParams.intOr(page.param("round"), 0), actor);
                case "swap" -> service.swapPlayers(id, TournamentParams.intOr(page.param("round"), 0),
                        TournamentParams.intOr(page.param("a"), 0), TournamentParams.intOr(page.param("b"), 0), actor);
                case "giveBye" -> service.giveBye(id, TournamentParams.intOr(page.param("round"), 0),
                        TournamentParams.intOr(page.param("player"), 0), page.param("kind"), actor);
                case "colours" -> service.swapColours(id, TournamentParams.intOr(page.param("round"), 0),
                        TournamentParams.intOr(page.param("board"), 0), actor);
                case "status" -> service.changeStatus(id, status(page.param("status")), actor);
                case "recordGames" -> service.recordGames(id, "true".equals(page.param("records")), actor);
                case "officials" -> service.appointOfficials(id, OfficialsForm.read(page), actor);
                case "pairByHand" -> service.pairByHand(id, ArbiterParams.boards(page.param("boards"), texts()), actor);
                case "repair" -> service.repair(id, TournamentParams.intOr(page.param("round"), 0),
                        ArbiterParams.boards(page.param("boards"), texts()), actor);
                case "bye" -> {
                    Entry a = byNumber("player");
                    int round = TournamentParams.intOr(page.param("round"), 0);
                    if ("cancel".equals(page.param("kind"))) {
                        service.cancelBye(id, a.id(), round, actor);
                    } else {
                        service.requestBye(id, a.id(), round, page.param("kind"), actor);
                    }
                }
                case "forbid" -> {
                    Entry a = byNumber("a");
                    Entry b = byNumber("b");
                    service.forbid(id, a.id(), b.id(), page.param("reason"), actor);
                }
                case "game" -> {
                    int round = TournamentParams.intOr(page.param("round"), 0);
                    int board = TournamentParams.intOr(page.param("board"), 0);
                    String v = page.param("v" + board);
                    if (ArbiterParams.blank(v)) {
                        throw new ValidationException("board", texts().get("game.noBoard", String.valueOf(board),
                                String.valueOf(round)));
                    }
                    // the verdict (and a flag) shows in the recent changes and on the dashboard
                    results.attachGame(id, round, board, Long.parseLong(v.strip()), page.param("pdn"), actor);
                }
                default -> message = texts().get("action.unknown");
            }
            if (!afterLoaded) {
                loaded = null; // changed: the page shows it as it is now
            }
        } catch (ValidationException e) {
            message = page.say(e);
        } catch (ForbiddenException e) {
            message = page.say(e);
            forbidden = true; // not one of the tournament's arbiters (#30)
        } catch (ConflictException | NotFoundException | IllegalArgumentException e) {
            message = page.say(e);
        }
    }

    /**
     * Ticked registry players ({@code playerId}, as {@code #id} lines) and the pasted lines, entered at once (#33); the
     * page then says line by line what was entered and what was not, and keeps the lines not entered in the box.
     */
    private void enterMany(Actor actor) {
        List<String> lines = new ArrayList<>();
        String pasted = page.param("lines");
        if (pasted != null && !pasted.isBlank()) {
            lines.addAll(List.of(pasted.split("\\r?\\n|\\r", -1)));
        }
        pastedLines = lines.size(); // the pasted lines first, so that their numbers are the box's
        for (String ticked : page.params("playerId")) {
            lines.add("#" + ArbiterParams.parseId(ticked, texts()));
        }
        String list = page.text("listId");
        batch = service.enterMany(id, lines, list == null ? null : ArbiterParams.parseId(list, texts()),
                page.param("create") != null, actor);
        message = texts().get("batch.summary", String.valueOf(batch.entered()), String.valueOf(batch.notEntered().stream()
                .filter(l -> l.outcome() != EntryBatch.Outcome.ALREADY).count()));
        notice = true;
    }

    private org.hakem.player.domain.PlayerDetails newPlayerDetails() {
        return new org.hakem.player.domain.PlayerDetails(page.param("name"), page.param("federation"),
                page.param("title"), whole("rating"), null, page.text("fmjdId"), page.text("club"), whole("birthYear"),
                page.text("sex"));
    }

    private Integer whole(String field) {
        String t = page.text(field);
        if (t == null) {
            return null;
        }
        try {
            return Integer.valueOf(t);
        } catch (NumberFormatException e) {
            throw new ValidationException(field, texts().get("newPlayer.number", t));
        }
    }

    private EntryBatch batch;

    /** What the last "enter many" did, line by line, in the page's language; empty otherwise. */
    public List<String> getBatchLines() {
        return batch == null ? List.of() : batch.lines().stream().map(l -> l.message(page.locale())).toList();
    }

    /** The pasted lines that entered nobody, back in the box to be corrected; "" otherwise. */
    public String getBatchLeft() {
        return batch == null ? "" : batch.notEntered().stream()
                .filter(l -> l.outcome() != EntryBatch.Outcome.ALREADY && l.line() <= pastedLines)
                .map(EntryBatch.Line::text).collect(java.util.stream.Collectors.joining("\n"));
    }

    private int pastedLines;

    /** The imported rating lists players may be taken from, newest first; the event's own first when it has one. */
    public List<org.hakem.ratinglist.application.RatingListService.ListInfo> getRatingLists() {
        return ratingLists.lists();
    }

    /** The rating-list box ticked by default: the form's choice after a post, else none. */
    public String getListId() {
        String l = page.text("listId");
        return l == null ? "" : l;
    }

    public boolean isCreateTicked() {
        return page.param("create") != null;
    }

    private Entry byNumber(String field) {
        return current().event().entryByNumber(TournamentParams.intOr(page.param(field), 0))
                .orElseThrow(() -> new ValidationException(field, texts().get("player.noSuchNumber",
                        String.valueOf(page.param(field)))));
    }

    private EventStatus status(String text) {
        try {
            return EventStatus.valueOf(String.valueOf(text).strip());
        } catch (IllegalArgumentException e) {
            throw new ValidationException("status", texts().get("field.error.status"));
        }
    }

    // --- what the view reads

    /** False when a settings post is shown again instead of the management page. */
    public boolean isShown() {
        return snapshot != null;
    }

    public String getTitle() {
        return snapshot == null ? settings.getTitle() : texts().get("manage.title", snapshot.event().name());
    }

    public TournamentEvent getEvent() {
        return snapshot.event();
    }

    public long getId() {
        return id;
    }

    /** The address of this page (its forms post here). */
    public String getPost() {
        return page.contextPath() + "/arbiter/tournaments/" + id;
    }

    /** The tournament's public page. */
    public String getPub() {
        return page.contextPath() + "/tournaments/" + id;
    }

    /** A player as the sheet shows him: {@code 5. Yılmaz}. */
    public String player(Entry e) {
        return e == null ? "" : e.startNumber() + ". " + e.name();
    }

    public boolean isSwiss() {
        return snapshot.event().system() == EventSystem.SWISS;
    }

    /** Round robins and matches may be paired to the end at once. */
    public boolean isPairAll() {
        EventSystem s = snapshot.event().system();
        return s.roundRobin() || s == EventSystem.MATCH;
    }

    public List<EventRound> getRounds() {
        return snapshot.rounds();
    }

    public EventRound getLastRound() {
        return snapshot.rounds().isEmpty() ? null : snapshot.rounds().get(snapshot.rounds().size() - 1);
    }

    /**
     * The round in play, whose printable pairing sheet the page links at its top: the first published round
     * with a board still without a result, else the last published round, else the last round paired (0: none).
     */
    public int getSheetRound() {
        EventRound lastPublished = null;
        for (EventRound r : snapshot.rounds()) {
            if (r.published() && !r.complete()) {
                return r.number();
            }
            lastPublished = r.published() ? r : lastPublished;
        }
        return lastPublished != null ? lastPublished.number() : snapshot.rounds().isEmpty() ? 0 : getLastRound().number();
    }

    public int getNextRound() {
        return snapshot.rounds().size() + 1;
    }

    /**
     * The last round while no game of it has a result: its boards with each player's points before the round, for the
     * arbiter to check before publishing and to change with a click (swap colours, swap two players); empty otherwise.
     */
    public List<DraftBoard> getDraft() {
        if (draft == null) {
            draft = draft();
        }
        return draft;
    }

    /** See {@link #getDraft}: read once a request (the view asks for it more than once). */
    private List<DraftBoard> draft;

    private List<DraftBoard> draft() {
        EventRound last = snapshot.changeableLastRound().orElse(null);
        if (last == null) {
            return List.of();
        }
        java.util.Map<Integer, String> points = Reports.pointsBefore(snapshot, last.number());
        List<DraftBoard> out = new ArrayList<>();
        for (Pairing p : last.boards()) {
            out.add(new DraftBoard(p.board(), player(p.white()), points.get(p.white().startNumber()),
                    p.black() == null ? null : player(p.black()),
                    p.black() == null ? "" : points.get(p.black().startNumber()),
                    p.black() == null ? result(p.result()) : ""));
        }
        return out;
    }

    /** The name of a board's colour-swap button for screen readers: "Swap colours on board 3". */
    public String colourSwapLabel(int board) {
        return texts().get("draft.swapColoursLabel", String.valueOf(board));
    }

    /** A board of the draft: players as the sheet shows them ({@code 5. Yılmaz}), points before the round, the bye. */
    public record DraftBoard(int board, String white, String whitePoints, String black, String blackPoints, String bye) {
    }

    /** The last round's boards as the repair form takes them ({@code 1 2}, {@code 5 bye half}), one a line. */
    public String getRepairText() {
        StringBuilder b = new StringBuilder();
        EventRound last = getLastRound();
        if (last != null) {
            for (TournamentService.ManualBoard m : PairingChanges.boards(last)) {
                b.append(m.white()).append(' ').append(m.black() == null ? "bye " + m.bye() : m.black()).append('\n');
            }
        }
        return b.toString();
    }

    public List<Entry> getEntries() {
        return snapshot.event().entries();
    }

    /** What the arbiter typed to find a player to enter (the {@code find} parameter), or "". */
    public String getFind() {
        String find = page.text("find");
        return find == null ? "" : find;
    }

    /**
     * Registered players not yet entered, among those whose name matches {@link #getFind} (all players when it is
     * empty), at most one page of the registry: a federation's registry is longer than a select should be.
     */
    public List<Player> getCandidates() {
        List<Player> out = new ArrayList<>();
        for (Player p : candidatePage().players()) {
            if (snapshot.event().entry(p.id()).isEmpty()) {
                out.add(p);
            }
        }
        return out;
    }

    /** True when more registered players match than the select shows: the arbiter narrows the search. */
    public boolean isMoreCandidates() {
        PlayerService.Page p = candidatePage();
        return p.total() > p.players().size();
    }

    private PlayerService.Page candidates;

    private PlayerService.Page candidatePage() {
        if (candidates == null) {
            candidates = players.list(getFind(), 0, PlayerService.MAX_PAGE_SIZE);
        }
        return candidates;
    }

    public EventStatus[] getStatuses() {
        return EventStatus.values();
    }

    public ArbiterDashboard getDashboard() {
        if (dashboard == null) {
            dashboard = ArbiterDashboard.of(snapshot);
        }
        return dashboard;
    }

    /** The initial colour of a Swiss in words, or null while it is not drawn. */
    public String getInitialColour() {
        return snapshot.event().initialColour().map(c -> c.name()).orElse(null);
    }

    public boolean isInitialColourChosen() {
        return snapshot.event().initialColourChosen();
    }

    public String getMessage() {
        return message;
    }

    public boolean isNotice() {
        return notice;
    }

    public String result(BoardResult r) {
        return ArbiterParams.resultLabel(r, texts());
    }

    /** The recent changes, newest first, with times in the page's language. */
    public List<AuditRow> getAudit() {
        DateTimeFormatter when = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.SHORT, FormatStyle.MEDIUM)
                .withLocale(page.locale()).withZone(ZoneId.systemDefault());
        List<AuditRow> rows = new ArrayList<>();
        for (AuditEntry a : service.auditTrail(id, 30)) {
            rows.add(new AuditRow(when.format(a.at()), a.actor(), AuditText.action(a.action(), texts()),
                    a.round() == null ? "" : a.round().toString(), a.board() == null ? "" : a.board().toString(),
                    AuditText.value(a.action(), a.oldValue(), texts()), AuditText.value(a.action(), a.newValue(), texts())));
        }
        return rows;
    }

    /** One line of the recent changes. */
    public record AuditRow(String when, String who, String what, String round, String board, String oldValue,
                           String newValue) {
    }
}
