package org.hakem.event.application;

import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hakem.event.domain.BoardResult;
import org.hakem.event.domain.GameBoard;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnTag;
import org.hakem.pdn.PdnWriter;

/**
 * The game on a board of any event (a tournament, a team event) as PDN: the tags the event gives it (Event, Site,
 * Date, then where it was played, then its result, GameType and the verdict of its check), the game written with
 * those tags over its own, a game without moves, and the names of an event's files.
 */
public final class BoardGames {

    private BoardGames() {
    }

    /** The tag that carries the verdict of the check made when the game was attached to its board. */
    public static final String VERIFICATION_TAG = "Verification";

    /**
     * The tags a game of any event (a tournament, a team event) starts with: Event, then Site and Date when the event
     * has them. The caller adds where the game was played (Round, Board, the players) and then {@link #boardTags}.
     */
    public static Map<String, String> eventTags(String event, String site, LocalDate startDate) {
        Map<String, String> t = new LinkedHashMap<>();
        t.put("Event", event);
        if (site != null) {
            t.put("Site", site);
        }
        if (startDate != null) {
            t.put("Date", startDate.toString().replace('-', '.'));
        }
        return t;
    }

    /** The tags a board's game ends with: its result, the variant's GameType, and the verdict of its check. */
    public static void boardTags(Map<String, String> t, GameBoard b, String variant) {
        t.put("Result", b.result().pdnResult());
        org.hakem.rules.Variant.byId(variant).ifPresent(v -> t.put("GameType", Integer.toString(v.gameType())));
        if (b.pdnVerdict() != null) { // the board's verdict travels with the game: the archive shows the same
            t.put(VERIFICATION_TAG, (b.pdnFlagged() ? "flagged: " : "") + b.pdnVerdict());
        }
    }

    /** A game without moves as PDN: its tags, then the board's result. */
    public static String withoutMoves(Map<String, String> tags, BoardResult result) {
        StringBuilder out = new StringBuilder();
        tags.forEach((k, v) -> out.append(PdnWriter.tag(k, v)));
        return out.append('\n').append(result.pdnResult()).append("\n\n").toString();
    }

    /**
     * The first game of a PDN text with the event's tags over its own (its other tags and moves kept), written out;
     * null when the text holds no game.
     */
    public static String withTags(String pdn, String source, Map<String, String> tags) {
        List<PdnGame> games = PdnReader.readAll(pdn, source);
        PdnGame game = games.stream().filter(g -> !g.isEmpty()).findFirst().orElse(null);
        if (game == null) {
            return null;
        }
        Map<String, String> merged = new LinkedHashMap<>(tags);
        game.tags().forEach(t -> merged.putIfAbsent(t.name(), t.value()));
        List<PdnTag> list = merged.entrySet().stream().map(x -> new PdnTag(x.getKey(), x.getValue())).toList();
        return PdnWriter.toText(new PdnGame(game.source(), game.index(), game.line(), list,
                game.mainLine(), game.terminator(), game.diagnostics()));
    }

    /** A file name from an event's name (letters, digits and dashes), or {@code otherwise} when none is left. */
    public static String fileName(String name, String otherwise, String extension) {
        String base = java.text.Normalizer.normalize(name.replace('ı', 'i').replace('İ', 'I'), java.text.Normalizer.Form.NFD)
                .replaceAll("\\p{M}", "").replaceAll("[^A-Za-z0-9]+", "-").replaceAll("(^-|-$)", "").toLowerCase(Locale.ROOT);
        return (base.isEmpty() ? otherwise : base) + "." + extension;
    }

}
