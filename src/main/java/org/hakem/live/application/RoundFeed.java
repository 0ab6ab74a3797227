package org.hakem.live.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hakem.event.application.BoardGames;
import org.hakem.event.domain.BoardResult;
import org.hakem.live.domain.BoardRecording;
import org.hakem.live.domain.LiveBoard;
import org.hakem.live.domain.RecordedGame;
import org.hakem.live.domain.RecordingStore;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnTag;
import org.hakem.pdn.PdnWriter;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.rules.Variant;

/**
 * A round of a public event as a broadcast feed (#34): every game of the round in board order, each with the event's
 * tags, its moves as they are now (the board's recording when there is one, else the game attached to the board,
 * else none) and its result ({@code *} while undecided), as PDN 3.0; and the same boards as data for the live page
 * and programs (the position now, the last move, the plies). Both carry a strong validator made from their content,
 * so a reader polling an unchanged round gets a short answer. Written once for every kind of event: the kinds differ
 * only in their {@link org.hakem.live.domain.LiveBoards}.
 */
@ApplicationScoped
@Transactional
public class RoundFeed {

    /**
     * A board as the feed shows it: the board, its recording (or null), the game now (null when none) and its result
     * as the feed writes it (null when no game was played there).
     */
    public record Board(LiveBoard board, BoardRecording recording, RecordedGame game, String result) {

        /** The recording's status, or {@code NONE} before the first move. */
        public String status() {
            return recording == null ? "NONE" : recording.status().name();
        }
    }

    /** The round's boards and their validator. */
    public record Round(List<Board> boards, String etag) {
    }

    /** The round as PDN and its validator. */
    public record Pdn(String text, String etag) {
    }

    @Inject
    LiveKinds kinds;

    @Inject
    RecordingStore store;

    /** The round's boards (a published round of a public event); not found otherwise. */
    public Round round(String kind, long eventId, int round) {
        List<LiveBoard> boards = kinds.of(kind).round(eventId, round, false);
        if (boards.isEmpty() || !boards.get(0).publicEvent()) {
            throw new NotFoundException(Problem.of("live.round.not-found", eventId, round));
        }
        List<Board> out = new ArrayList<>();
        StringBuilder state = new StringBuilder();
        for (LiveBoard b : boards) {
            BoardRecording rec = store.find(kind, b.boardId()).orElse(null);
            RecordedGame g = game(b, rec);
            String result = result(b.result());
            out.add(new Board(b, rec, g, result));
            state.append(b.address()).append('|').append(b.white()).append('|').append(b.black()).append('|')
                    .append(result).append('|').append(b.pdn() == null ? 0 : b.pdn().hashCode()).append('|')
                    .append(rec == null ? "-" : rec.id() + "/" + rec.version()).append('\n');
        }
        return new Round(out, etag(state.toString()));
    }

    /** The round as PDN 3.0: its playable boards' games in board order. */
    public Pdn pdn(String kind, long eventId, int round) {
        StringBuilder out = new StringBuilder();
        for (Board b : round(kind, eventId, round).boards()) {
            if (b.board().playable() && b.result() != null) {
                out.append(game(b));
            }
        }
        String text = out.toString();
        return new Pdn(text, etag(text));
    }

    /**
     * A board's result as the feed writes it: {@code *} while undecided, the game's result once played, null for a
     * board where no game was played (a forfeit, a cancelled game): the feed leaves those out.
     */
    static String result(BoardResult r) {
        return switch (r) {
            case PENDING -> "*";
            case WHITE_WINS, DRAW, BLACK_WINS -> r.pdnResult();
            default -> null;
        };
    }

    /** One board's game as PDN: the event's tags, the moves now, the result. */
    static String game(Board b) {
        if (b.game() != null && b.game().plies() > 0) {
            return GameRecording.pdn(b.board(), b.game(), b.result());
        }
        Map<String, String> tags = new LinkedHashMap<>(b.board().tags());
        tags.remove(BoardGames.VERIFICATION_TAG);
        tags.put("Result", b.result());
        Optional<PdnGame> attached = attached(b.board());
        if (attached.isPresent()) {
            List<PdnTag> t = new ArrayList<>();
            tags.forEach((k, v) -> t.add(new PdnTag(k, v)));
            attached.get().tag("FEN").ifPresent(f -> t.add(new PdnTag("FEN", f)));
            PdnGame g = attached.get();
            return PdnWriter.toText(new PdnGame(g.source(), 1, 1, t, g.mainLine(), b.result(), List.of()));
        }
        StringBuilder out = new StringBuilder();
        tags.forEach((k, v) -> out.append(PdnWriter.tag(k, v)));
        return out.append('\n').append(b.result()).append("\n\n").toString();
    }

    private static Optional<PdnGame> attached(LiveBoard b) {
        if (b.pdn() == null || b.pdn().isBlank()) {
            return Optional.empty();
        }
        return PdnReader.readAll(b.pdn(), "board").stream().filter(PdnGame::isValid).findFirst();
    }

    /** The board's game replayed from its recording, or null when it has none (or its variant is not playable). */
    private static RecordedGame game(LiveBoard b, BoardRecording rec) {
        if (rec == null) {
            return null;
        }
        try {
            return Variant.byId(b.variant()).map(v -> RecordedGame.replay(v, rec.moves())).orElse(null);
        } catch (IllegalArgumentException | IllegalStateException e) {
            return null;
        }
    }

    /** A strong validator of a content: the start of its SHA-256, quoted. */
    public static String etag(String content) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(content.getBytes(StandardCharsets.UTF_8));
            return "\"" + HexFormat.of().formatHex(d, 0, 16) + "\"";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
