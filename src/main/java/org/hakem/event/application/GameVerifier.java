package org.hakem.event.application;

import java.util.List;
import java.util.Optional;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnResult;
import org.hakem.pdn.replay.EngineMoves;
import org.hakem.pdn.replay.Replayer;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Variant;
import org.hakem.event.domain.BoardResult;

/**
 * Checks a game attached to a board: it must read as one valid PDN game; its moves are replayed through
 * the rules engine of the tournament's variant; its result tag (or terminator) is compared with the
 * board's result. An illegal move or a result that contradicts the board is <em>flagged</em> (the arbiter
 * decides); text that is no PDN game is refused. Where the rules ended the game (also when the record plays on
 * after that end: a repetition nobody claimed), their result is the game's, and an entered result that differs
 * is flagged with the ply and the rule.
 */
public final class GameVerifier {

    /** What the check found: a one-line verdict and whether the arbiter should look at it. */
    public record Verdict(PdnGame game, String text, boolean flagged) {
    }

    private GameVerifier() {
    }

    /**
     * @throws ValidationException (field {@code pdn}) when the text is not exactly one readable game
     */
    public static Verdict verify(String pdn, String variantId, BoardResult boardResult) {
        List<PdnGame> games = PdnReader.readAll(pdn, "attached game").stream().filter(g -> !g.isEmpty()).toList();
        if (games.size() != 1) {
            throw new ValidationException("pdn", games.isEmpty() ? Problem.of("event.pdn.none")
                    : Problem.of("event.pdn.many", games.size()));
        }
        PdnGame game = games.get(0);
        if (!game.isValid()) {
            throw new ValidationException("pdn", Problem.of("event.pdn.unreadable", game.diagnostics().stream()
                    .filter(d -> d.isError()).findFirst().<Object>map(Located::new).orElse("error")));
        }
        StringBuilder verdict = new StringBuilder();
        boolean flagged = false;
        Optional<Variant> variant = EngineMoves.variantOf(game, Variant.byId(variantId).orElse(null));
        Optional<PdnResult> ended = Optional.empty();
        int endedAt = -1;
        String endReason = null;
        if (variant.isPresent()) {
            Replayer.Verdict replay;
            try {
                replay = Replayer.replay(game, EngineMoves.forGame(game, variant.get()));
            } catch (RuntimeException e) {
                replay = new Replayer.Verdict(List.of(), 1, "replay failed: " + e.getMessage(), 0, 0, null, List.of());
            }
            if (!variant.get().id().equals(variantId)) {
                verdict.append("replayed as ").append(variant.get().id()).append(" (the game's GameType); ");
                flagged = true;
            }
            if (replay.legal()) {
                verdict.append("moves legal (").append(replay.moves().size()).append(" plies)");
                if (replay.playedOn()) {
                    verdict.append(", played on after the game ended at ply ").append(replay.endedAt()).append(": ")
                            .append(replay.end().reason()).append(' ').append(replay.end().result());
                    ended = PdnResult.parse(replay.end().result());
                    endedAt = replay.endedAt();
                } else if (replay.end() != null) {
                    verdict.append(", game over: ").append(replay.end().reason()).append(' ').append(replay.end().result());
                    ended = PdnResult.parse(replay.end().result());
                    endedAt = replay.moves().size();
                }
                endReason = replay.end() == null ? null : replay.end().reason();
            } else {
                flagged = true;
                verdict.append(replay).append(replay.line() > 0 ? " (line " + replay.line() + ":" + replay.column() + ")" : "");
            }
        } else {
            verdict.append("moves not replayed: unknown variant ").append(variantId);
        }
        // The result the rules reached (the game is over on the board) wins over the tag.
        Optional<PdnResult> gameResult = ended.isPresent() ? ended : game.result();
        BoardResult expected = gameResult.map(GameVerifier::boardResult).orElse(BoardResult.PENDING);
        if (!boardResult.decided()) {
            verdict.append("; no board result yet");
        } else if (expected == BoardResult.PENDING) {
            verdict.append("; the game states no result");
        } else if (expected != boardResult && ended.isPresent()) {
            // the rules ended the game with another result than the one entered (a repetition draw the
            // players did not claim, and the record goes on to a win...): the arbiter decides
            flagged = true;
            verdict.append("; the rules ended the game at ply ").append(endedAt).append(" as ")
                    .append(ended.get().token()).append(" (").append(endReason).append("), which contradicts the entered result ")
                    .append(boardResult.label());
        } else if (expected != boardResult && !(boardResult == BoardResult.DOUBLE_FORFEIT && gameResult.get() == PdnResult.DOUBLE_FORFEIT)) {
            flagged = true;
            verdict.append("; the game's result ").append(gameResult.get().token())
                    .append(" contradicts the board's result ").append(boardResult.label());
        } else {
            verdict.append("; result agrees");
        }
        String text = verdict.toString();
        return new Verdict(game, text.length() > 480 ? text.substring(0, 480) : text, flagged);
    }

    static BoardResult boardResult(PdnResult r) {
        return switch (r) {
            case WHITE_WINS, WHITE_WINS_2 -> BoardResult.WHITE_WINS;
            case BLACK_WINS, BLACK_WINS_2 -> BoardResult.BLACK_WINS;
            case DRAW, DRAW_2 -> BoardResult.DRAW;
            case DOUBLE_FORFEIT -> BoardResult.DOUBLE_FORFEIT;
            case UNFINISHED -> BoardResult.PENDING;
        };
    }

    /** A diagnostic with its file, game and line:column, in the reader's language. */
    private record Located(org.hakem.pdn.PdnDiagnostic diagnostic) implements Problem.Said {
        @Override
        public String in(java.util.Locale locale) {
            return diagnostic.located(locale);
        }

        @Override
        public String toString() {
            return diagnostic.toString();
        }
    }
}
