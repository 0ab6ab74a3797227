package org.hakem.archive.interfaces.web;

import org.hakem.platform.Problem;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hakem.archive.application.ArchiveService;
import org.hakem.archive.application.GameEditing;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.VerdictReason;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.Player;
import org.hakem.platform.web.Page;

/**
 * {@code /archive/games/ID?ply=N}: a game in the viewer (board drawn by {@code archive.js} from the game's JSON),
 * its verdict in the reader's language, its tags and PDN. Arbiters correct the tags, delete the game, and link
 * each side to a player of the registry (found by name through the player search) or unlink it; every post comes
 * back here (post, redirect, get) or shows the form again with what was wrong (400, or 409 when someone else
 * changed the game meanwhile).
 */
@Named("archiveGame")
@RequestScoped
public class ArchiveGamePage {

    static final List<String> SIDES = List.of("white", "black");
    private static final int CANDIDATES = 20;

    @Inject
    Page page;

    @Inject
    ArchiveService archive;

    @Inject
    GameEditing editing;

    @Inject
    PlayerService players;

    private ArchivedGame game;
    private VerdictTexts texts;
    private final Map<String, String> errors = new LinkedHashMap<>();
    private String message;

    /** One tag as shown: its label in the reader's language and its value. */
    public record Row(String label, String value) {
    }

    /** A side of the game and the registry: the name as written, the player linked, or the players it may be. */
    public record Side(String side, String label, String written, Player linked, String linkedLabel, String query,
                       List<Option> candidates) {
    }

    /** A registry player offered for a side. */
    public record Option(long id, String label) {
    }

    public void load() {
        texts = new VerdictTexts(page.locale());
        long id = id(page.pathParam("id"));
        if (page.isPost() && (!page.requireArbiter() || post(id))) { // post: an arbiter's corrections
            return;
        }
        game = archive.get(id);
    }

    /** Handles a form post; true when it redirected. */
    private boolean post(long id) {
        long version = parseLong(page.param("version"), -1);
        try {
            String action = page.param("action");
            if ("link".equals(action) || "unlink".equals(action)) {
                link(id, version, action);
                page.redirect("/archive/games/" + id + "#players");
                return true;
            }
            if ("delete".equals(action)) {
                editing.delete(id, version);
                page.redirect("/archive");
                return true;
            }
            editing.correct(id, version, tags());
            page.redirect("/archive/games/" + id);
            return true;
        } catch (ValidationException e) {
            errors.putAll(e.fieldErrors(page.locale()));
            page.status(400);
        } catch (ConflictException e) {
            message = texts.texts().get("game.conflict");
            page.status(409);
        }
        return false;
    }

    /**
     * Links or unlinks: with {@code side} only that side ({@code sidePlayerId} typed, else {@code sidePlayer}
     * chosen; unlink empties it), else both sides as the form gives them.
     */
    private void link(long id, long version, String action) {
        ArchivedGame g = archive.get(id);
        Long white = g.whitePlayerId(), black = g.blackPlayerId();
        String side = page.param("side");
        if (side == null || side.isBlank()) {
            white = "unlink".equals(action) ? null : playerId("white");
            black = "unlink".equals(action) ? null : playerId("black");
        } else if (side.equals("white")) {
            white = "unlink".equals(action) ? null : required(playerId("white"), "white");
        } else if (side.equals("black")) {
            black = "unlink".equals(action) ? null : required(playerId("black"), "black");
        } else {
            throw new ValidationException("side", Problem.of("archive.side.invalid"));
        }
        archive.link(id, version, white, black);
    }

    private Long required(Long player, String side) {
        if (player == null) {
            throw new ValidationException(side + "PlayerId", texts.texts().get("players.choose"));
        }
        return player;
    }

    /** The player id picked for a side: the id typed, else the one chosen, else none. */
    private Long playerId(String side) {
        for (String name : new String[] {side + "PlayerId", side + "Player"}) {
            String v = page.param(name);
            if (v != null && !v.isBlank()) {
                try {
                    return Long.valueOf(v.strip());
                } catch (NumberFormatException e) {
                    throw new ValidationException(side + "PlayerId", texts.texts().get("players.badId", v.strip()));
                }
            }
        }
        return null;
    }

    private ArchivedGame.Tags tags() {
        Map<String, String> others = new LinkedHashMap<>();
        String otherText = page.param("others");
        if (otherText != null) {
            for (String line : otherText.split("\\R")) {
                int eq = line.indexOf('=');
                if (eq > 0) {
                    others.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
                }
            }
        }
        return new ArchivedGame.Tags(page.param("event"), page.param("site"), page.param("date"), page.param("round"),
                page.param("white"), page.param("black"), page.param("result"), rating("whiteRating"),
                rating("blackRating"), others);
    }

    private Integer rating(String name) {
        String s = page.param(name);
        if (s == null || s.isBlank()) {
            return null;
        }
        try {
            return Integer.valueOf(s.strip());
        } catch (NumberFormatException e) {
            throw new ValidationException(name, texts.texts().get("game.notANumber", s.strip()));
        }
    }

    public ArchivedGame getGame() {
        return game;
    }

    private static final java.util.regex.Pattern EVENT_SOURCE = java.util.regex.Pattern.compile("([a-z]+) ([0-9]{1,18}), round .*");

    /**
     * The live changes of the event a board's game comes from ({@code /live/KIND/ID/events}, #34), so that its page
     * follows a result changed meanwhile; null for a game of an imported collection.
     */
    public String getLiveStream() {
        var m = game == null || game.source() == null ? null : EVENT_SOURCE.matcher(game.source());
        return m != null && m.matches() ? page.contextPath() + "/live/" + m.group(1) + "/" + m.group(2) + "/events" : null;
    }

    public String getTitle() {
        return (game.white() == null ? "?" : game.white()) + " – " + (game.black() == null ? "?" : game.black());
    }

    /** The verdict in the reader's language, with where in the text the problem is. */
    public String getVerdict() {
        VerdictReason why = archive.verdictReason(game);
        String where = texts.where(why.line(), why.column());
        return texts.verdict(why, game.verdict()) + (where.isEmpty() ? "" : " " + where);
    }

    /** The check made on the game's tournament board when it was flagged there (its words), else null. */
    public String getFlagged() {
        String check = game.otherTags().get("Verification");
        return check != null && check.startsWith("flagged: ") ? check.substring("flagged: ".length()) : null;
    }

    public int getPly() {
        return (int) Math.max(0, parseLong(page.param("ply"), 0));
    }

    public List<Row> getRows() {
        List<Row> rows = new ArrayList<>();
        row(rows, "tag.white", game.white() + (game.whiteRating() == null ? "" : " (" + game.whiteRating() + ")"));
        row(rows, "tag.black", game.black() + (game.blackRating() == null ? "" : " (" + game.blackRating() + ")"));
        row(rows, "tag.event", game.event());
        row(rows, "tag.site", game.site());
        row(rows, "tag.date", game.dateText());
        row(rows, "tag.round", game.round());
        row(rows, "tag.result", game.result());
        row(rows, "tag.variant", texts.variant(game.variant()));
        game.otherTags().forEach((k, v) -> { // GameType is the variant above, in words
            if (v != null && !v.isBlank() && !v.strip().equals("?") && !k.equals("GameType")) {
                rows.add(new Row(k, v));
            }
        });
        row(rows, "tag.source", game.sourceIndex() == null ? game.source()
                : texts.texts().get("game.sourceGame", game.source(), String.valueOf(game.sourceIndex())));
        return rows;
    }

    private void row(List<Row> rows, String key, String value) {
        // PDN writes "?" for a tag nobody knows: such a row says nothing
        if (value != null && !value.isBlank() && !value.equals("null") && !value.strip().equals("?")) {
            rows.add(new Row(texts.texts().get(key), value));
        }
    }

    public List<Side> getSides() {
        List<Side> out = new ArrayList<>();
        for (String side : SIDES) {
            boolean white = side.equals("white");
            String written = white ? game.white() : game.black();
            Player linked = archive.player(white ? game.whitePlayerId() : game.blackPlayerId()).orElse(null);
            String query = page.param(side + "Query");
            List<Option> candidates = new ArrayList<>();
            if (page.isArbiter()) {
                List<Player> found = query != null && !query.isBlank()
                        ? players.list(query.strip(), 0, CANDIDATES).players()
                        : archive.playerCandidates(written, CANDIDATES);
                for (Player p : found) {
                    if (linked == null || !p.id().equals(linked.id())) {
                        candidates.add(new Option(p.id(), label(p)));
                    }
                }
            }
            out.add(new Side(side, texts.texts().get("side." + side), written == null ? "" : written, linked,
                    linked == null ? null : label(linked), query == null ? "" : query, candidates));
        }
        return out;
    }

    /** The linked player's own page (issue 35). */
    public String playerLink(Player p) {
        return page.contextPath() + "/players/" + p.id();
    }

    static String label(Player p) {
        var d = p.details();
        return p.name() + (d.federation() == null ? "" : ", " + d.federation()) + (d.rating() == null ? "" : ", " + d.rating())
                + " (#" + p.id() + ")";
    }

    public boolean isArbiter() {
        return page.isArbiter();
    }

    public ArchivedGame.Tags getTags() {
        return game.tags();
    }

    /** The posted value of a field when the form comes back with errors, else the game's. */
    public String field(String name, Object current) {
        String posted = page.isPost() ? page.param(name) : null;
        return posted != null ? posted : current == null ? "" : current.toString();
    }

    public String getOthers() {
        StringBuilder others = new StringBuilder();
        game.tags().others().forEach((k, v) -> others.append(k).append('=').append(v).append('\n'));
        return field("others", others.toString());
    }

    public Map<String, String> getErrors() {
        return errors;
    }

    public List<Row> getErrorList() {
        List<Row> out = new ArrayList<>();
        errors.forEach((k, v) -> out.add(new Row(texts.texts().has("field." + k) ? texts.texts().get("field." + k) : k, v)));
        return out;
    }

    public String getMessage() {
        return message;
    }

    static long id(String text) {
        try {
            return Long.parseLong(text == null ? "" : text.strip());
        } catch (NumberFormatException e) {
            throw new NotFoundException(Problem.of("archive.game.not-found", text));
        }
    }

    static long parseLong(String s, long fallback) {
        try {
            return s == null ? fallback : Long.parseLong(s.strip());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    // ---- the opening explorer at the ply shown ----

    /** The game's moves as the explorer's path writes them (JSON array; the viewer's script joins the first N). */
    public String getExplorerMoves() {
        var line = explorerLine();
        return line == null ? "[]" : jakarta.json.Json.createArrayBuilder(
                org.hakem.archive.application.ExplorerRequest.movesOf(line)).build().toString();
    }

    /** The explorer at the game's start position (its variant, its FEN when it has one), or null when unknown. */
    public String getExplorerBase() {
        if (explorerLine() == null) {
            return null;
        }
        String base = page.contextPath() + "/archive/explorer?variant=" + game.variant();
        return game.startFen() == null || game.startFen().isBlank() ? base
                : base + "&fen=" + java.net.URLEncoder.encode(game.startFen(), java.nio.charset.StandardCharsets.UTF_8);
    }

    /** The explorer at the ply the page was asked for ({@code ply}), or null when the variant is unknown. */
    public String getExplorerLink() {
        var line = explorerLine();
        if (line == null) {
            return null;
        }
        String path = org.hakem.archive.application.ExplorerRequest.pathOf(line, getPly());
        return getExplorerBase() + (path.isEmpty() ? ""
                : "&moves=" + java.net.URLEncoder.encode(path, java.nio.charset.StandardCharsets.UTF_8));
    }

    private org.hakem.archive.domain.GameLine explorerLine;

    private org.hakem.archive.domain.GameLine explorerLine() {
        if (explorerLine == null && game != null && game.hasPositions()) {
            var v = org.hakem.rules.Variant.byId(game.variant());
            if (v.isPresent()) {
                try {
                    explorerLine = org.hakem.archive.domain.GameLine.read(v.get(), game.startFen(), game.moves());
                } catch (IllegalArgumentException e) {
                    return null; // a stored line that no longer replays: no link
                }
            }
        }
        return explorerLine;
    }
}
