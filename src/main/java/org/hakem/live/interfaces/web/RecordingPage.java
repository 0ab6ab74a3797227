package org.hakem.live.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import java.util.ArrayList;
import java.util.List;
import org.hakem.archive.interfaces.rest.BoardJson;
import org.hakem.event.application.Actor;
import org.hakem.event.domain.BoardResult;
import org.hakem.live.application.GameRecording;
import org.hakem.live.domain.BoardAddress;
import org.hakem.live.domain.RecordedGame;
import org.hakem.live.interfaces.rest.MoveRefusal;
import org.hakem.live.interfaces.rest.RecordingChange;
import org.hakem.live.interfaces.rest.RecordingJson;
import org.hakem.platform.ConflictException;
import org.hakem.platform.ForbiddenException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.platform.web.Page;
import org.hakem.platform.web.Texts;
import org.hakem.rules.Variant;

/**
 * A board's recording page, {@code /arbiter/tournaments/ID/rounds/N/boards/B/record} and
 * {@code /arbiter/teams/ID/rounds/N/matches/M/boards/B/record} (#34). Without script it shows the game as recorded
 * (the plies, the position, the result) and its forms post here: a move typed, undo, a correction of a ply, the
 * result; each comes back to the page (post, redirect, get) or, refused, shows why on it. With
 * {@code assets/recording.js} the board is drawn and clicked, and the same posts answer JSON (Accept:
 * application/json): the recording as the API gives it ({@link RecordingJson}), a move not played
 * ({@link MoveRefusal}: the routes to choose from or the legal moves), a conflict with the version now.
 */
@Named("recording")
@RequestScoped
public class RecordingPage {

    static final String BUNDLE = "org.hakem.live.interfaces.web.recording";
    private static final Jsonb JSON = JsonbBuilder.create();

    @Inject
    Page page;

    @Inject
    GameRecording recording;

    private Texts texts;
    private BoardAddress address;
    private GameRecording.Recorded recorded;
    private RecordingJson json;
    private final List<String> messages = new ArrayList<>();
    private List<String> choices = List.of();
    private String typed;

    private Texts texts() {
        if (texts == null) {
            texts = page.texts(BUNDLE);
        }
        return texts;
    }

    /** The view action. */
    public void load() {
        if (!page.requireArbiter()) {
            return;
        }
        address = address();
        Actor actor = new Actor(page.user() == null ? "anonymous" : page.user(), page.isAdmin());
        if (!page.isPost()) {
            show(actor);
            return;
        }
        boolean script = String.valueOf(page.request().getHeader("Accept")).contains("application/json");
        String action = String.valueOf(page.param("action"));
        typed = page.param("move");
        long version;
        try {
            version = Long.parseLong(String.valueOf(page.param("version")).strip());
        } catch (NumberFormatException e) {
            refuse(script, 400, new ValidationException("version", Problem.of("event.board.version.required")), actor);
            return;
        }
        try {
            Object answer = switch (action) {
                case "undo" -> new RecordingChange("undone", null, 0, 0,
                        RecordingJson.of(recording.undo(address, version, actor).recorded()));
                case "finish" -> new RecordingChange("finished", null, 0, 0,
                        RecordingJson.of(recording.finish(address, version, page.param("result"), actor)));
                case "correct" -> moved(recording.correct(address, version, ply(), typed, actor), version);
                default -> moved(recording.play(address, version, typed, actor), version);
            };
            if (answer instanceof MoveRefusal r) {
                if (script) {
                    page.answer(MoveRefusal.STATUS, "application/json", json(r));
                    return;
                }
                messages.add(r.message());
                choices = "AMBIGUOUS".equals(r.reason()) ? r.choices() : List.of();
                show(actor);
                page.status(MoveRefusal.STATUS);
                return;
            }
            if (script) {
                page.answer(200, "application/json", json(answer));
            } else {
                page.redirect(path() + ("finish".equals(action) ? "?finished=1" : "") + "#move");
            }
        } catch (ConflictException e) {
            refuse(script, 409, e, actor);
        } catch (ValidationException e) {
            refuse(script, 400, e, actor);
        } catch (ForbiddenException e) {
            refuse(script, 403, e, actor);
        } catch (jakarta.persistence.OptimisticLockException e) {
            refuse(script, 409, new ConflictException(Problem.of("api.concurrent"), version), actor);
        }
    }

    private Object moved(GameRecording.Answer a, long version) {
        if (a.entry() instanceof RecordedGame.Played p) {
            return new RecordingChange("played", p.notation(), a.kept(), a.dropped(), RecordingJson.of(a.recorded()));
        }
        return MoveRefusal.of(a.entry(), typed, version, page.locale());
    }

    private int ply() {
        try {
            return Integer.parseInt(String.valueOf(page.param("ply")).strip());
        } catch (NumberFormatException e) {
            throw new ValidationException("ply", Problem.of("live.ply.required"));
        }
    }

    /** A change refused: the message and the recording as it is now (the script shows both, so nothing is lost). */
    private void refuse(boolean script, int status, RuntimeException e, Actor actor) {
        String message = page.say(e);
        if (script) {
            RecordingJson now;
            try {
                now = RecordingJson.of(recording.show(address, actor));
            } catch (RuntimeException unreadable) {
                now = null;
            }
            page.answer(status, "application/json", json(new Refusal(status, message, now == null ? null
                    : now.version(), now)));
            return;
        }
        messages.add(message);
        show(actor);
        page.status(status);
    }

    /** A change the page's script is told was refused: why, the version to name next and the recording now. */
    public record Refusal(int status, String message, Long version, RecordingJson recording) {
    }

    private void show(Actor actor) {
        try {
            recorded = recording.show(address, actor);
        } catch (NotFoundException e) {
            throw new NotFoundException(Problem.of("live.board.not-found", address.eventId(), address.round(),
                    address.board()));
        }
        json = RecordingJson.of(recorded);
    }

    private BoardAddress address() {
        try {
            long id = Long.parseLong(page.pathParam("id"));
            int round = Integer.parseInt(page.pathParam("round"));
            int board = Integer.parseInt(page.pathParam("board"));
            String match = page.pathParam("match");
            return match == null ? new BoardAddress("tournament", id, round, 0, board)
                    : new BoardAddress("team", id, round, Integer.parseInt(match), board);
        } catch (IllegalArgumentException e) { // not a number, or out of range
            throw new NotFoundException(Problem.of("page.not-found"));
        }
    }

    private static String json(Object o) {
        return org.hakem.text.Json.inert(JSON.toJson(o));
    }

    // --- what the view reads

    /** This page's address inside the application. */
    public String path() {
        return "/arbiter/" + (team() ? "teams/" : "tournaments/") + address.eventId() + "/rounds/" + address.round()
                + (team() ? "/matches/" + address.match() : "") + "/boards/" + address.board() + "/record";
    }

    public boolean team() {
        return address.match() > 0;
    }

    public String getTitle() {
        return address == null ? "" : texts().get("record.title", String.valueOf(address.board()),
                String.valueOf(address.round()));
    }

    public RecordingJson getBoard() {
        return json;
    }

    /** The recording as the script starts from (the API's JSON). */
    public String getState() {
        return json == null ? "{}" : json(json);
    }

    /** The board's squares as the archive's drawing reads them. */
    public String getGeometry() {
        return json == null ? "{}" : BoardJson.of(Variant.require(json.variant()).board()).toString();
    }

    /** The plies in pairs: move number, the first side's ply, the other's (or null). */
    public List<RecordingJson.PlyJson[]> getMoves() {
        List<RecordingJson.PlyJson[]> out = new ArrayList<>();
        List<RecordingJson.PlyJson> plies = json == null ? List.of() : json.plies();
        for (int i = 0; i < plies.size(); i += 2) {
            out.add(new RecordingJson.PlyJson[] {plies.get(i), i + 1 < plies.size() ? plies.get(i + 1) : null});
        }
        return out;
    }

    /** The legal moves now, as the recorder writes them. */
    public List<String> getLegal() {
        return json == null ? List.of() : json.legal().stream().map(RecordingJson.MoveJson::notation).distinct().toList();
    }

    public List<String> getMessages() {
        return messages;
    }

    /** The routes to choose from after an ambiguous capture typed without script. */
    public List<String> getChoices() {
        return choices;
    }

    public String getTyped() {
        return typed == null ? "" : typed;
    }

    public boolean isFinished() {
        return page.param("finished") != null;
    }

    /** The status of the recording in the page's language. */
    public String getStatus() {
        return json == null ? "" : texts().get("status." + json.status());
    }

    /** The results the buttons enter: the value sent, and its label. */
    public List<String[]> getResults() {
        return List.of(new String[] {BoardResult.WHITE_WINS.label(), BoardResult.WHITE_WINS.label()},
                new String[] {"1/2-1/2", BoardResult.DRAW.label()},
                new String[] {BoardResult.BLACK_WINS.label(), BoardResult.BLACK_WINS.label()});
    }

    /** Where the arbiter enters the round's results (the tournament's round, the team's match). */
    public String getBack() {
        return team() ? "/arbiter/teams/" + address.eventId() + "/rounds/" + address.round() + "/matches/"
                + address.match() : "/arbiter/tournaments/" + address.eventId() + "/rounds/" + address.round() + "/enter";
    }

    /** The game attached to the board: the archive's viewer (public tournament), else its PDN or the match page. */
    public String getGameLink() {
        if (json == null || recorded.board().pdn() == null) {
            return null;
        }
        if (team()) {
            return getBack();
        }
        return recorded.board().publicEvent()
                ? "/archive/tournament-games/" + address.eventId() + "/" + address.round() + "/" + address.board()
                : "/tournaments/" + address.eventId() + "/rounds/" + address.round() + "/boards/" + address.board()
                + ".pdn";
    }
}
