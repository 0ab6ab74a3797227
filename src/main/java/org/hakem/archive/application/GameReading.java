package org.hakem.archive.application;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hakem.archive.domain.ArchiveDate;
import org.hakem.archive.domain.GameLine;
import org.hakem.archive.domain.GameRecord;
import org.hakem.archive.domain.GameStatus;
import org.hakem.archive.domain.VerdictReason;
import org.hakem.pdn.GameType;
import org.hakem.pdn.PdnDiagnostic;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnMove;
import org.hakem.pdn.PdnTag;
import org.hakem.pdn.replay.EngineMoves;
import org.hakem.pdn.replay.LegalMove;
import org.hakem.pdn.replay.Replayer;
import org.hakem.pdn.replay.VerdictCode;
import org.hakem.rules.Game;
import org.hakem.rules.Move;
import org.hakem.rules.Outcome;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;

/**
 * Turns one game as read into a {@link GameRecord}: picks the variant (the GameType tag, else the default the
 * archivist gave, which also wins over a GameType of the same number), replays the main line with PDN replay over the engine, and keeps the verdict: a game whose
 * moves are all legal but go on after an end the rules give (threefold repetition...) is {@code played_on}.
 */
public final class GameReading {

    private GameReading() {
    }

    public static GameRecord read(PdnGame game, String text, Variant defaultVariant) {
        Map<String, String> tags = new LinkedHashMap<>();
        for (PdnTag t : game.tags()) {
            tags.putIfAbsent(t.name(), t.value());
        }
        List<String> moveTexts = new ArrayList<>();
        boolean algebraic = false;
        for (PdnMove m : game.mainLine().moves()) {
            moveTexts.add(m.text().normalized('x'));
            algebraic |= m.text().isAlphanumeric();
        }
        ArchiveDate date = ArchiveDate.parse(tags.get("Date"));
        Optional<Variant> variant = variant(game, defaultVariant);
        String variantId = variant.map(Variant::id).orElse(GameRecord.UNKNOWN_VARIANT);
        if (!game.isValid()) {
            PdnDiagnostic first = game.diagnostics().stream().filter(PdnDiagnostic::isError).findFirst().orElseThrow();
            return new GameRecord(variantId, tags, date, GameStatus.UNREADABLE, 0,
                    "line " + first.line() + ":" + first.column() + ": " + first.message(), null, text, game.source(),
                    game.index(), moveTexts, new VerdictReason(VerdictReason.Code.UNREADABLE.name(),
                            unreadable(first),
                            first.line(), first.column()));
        }
        if (variant.isEmpty()) {
            String why = game.tag("GameType").map(t -> "GameType " + t + " is not a variant Hakem plays (known: "
                    + Variant.all().stream().map(v -> v.id() + " " + v.gameType()).toList() + ")")
                    .orElse("no GameType tag and no default variant given");
            VerdictReason code = game.tag("GameType").map(t -> VerdictReason.of(VerdictReason.Code.UNSUPPORTED_GAMETYPE,
                    List.of(t))).orElse(VerdictReason.of(VerdictReason.Code.NO_VARIANT, List.of()));
            return new GameRecord(variantId, tags, date, GameStatus.UNSUPPORTED, 0, why, null, text, game.source(),
                    game.index(), moveTexts, code);
        }
        if (!algebraic && game.setup().isPresent()) {
            algebraic = game.setup().get().pieces().stream().anyMatch(p -> !p.square().isNumeric());
        }
        EngineMoves.Positions source = EngineMoves.positions(variant.get(), algebraic);
        Position start;
        try {
            start = game.setup().isPresent() ? source.position(game.setup().get()) : source.initialPosition();
        } catch (IllegalArgumentException e) {
            return new GameRecord(variantId, tags, date, GameStatus.ILLEGAL, 1, "the FEN does not fit the variant: "
                    + e.getMessage(), null, text, game.source(), game.index(), moveTexts,
                    VerdictReason.of(VerdictReason.Code.FEN_REFUSED, List.of("1", String.valueOf(e.getMessage()))));
        }
        RecordingSource recording = new RecordingSource(source, start, moveTexts.size());
        Replayer.Verdict verdict = Replayer.replay(game, recording);
        // The engine's line as replay played it; a setup inside the movetext ends the indexed line there.
        GameLine line = new GameLine(start, recording.moves, recording.positions);
        int ply = recording.moves.size();
        if (verdict.legal() && ply == verdict.moves().size()) {
            // the archive's engine source judges moves only; the end rules run over the line afterwards,
            // without generating moves again
            Optional<Game.Ended> ended = Game.endedBefore(recording.positions, recording.moves, Game.Options.NONE);
            if (ended.isPresent()) {
                Outcome o = ended.get().outcome();
                return new GameRecord(variantId, tags, date, GameStatus.PLAYED_ON, ended.get().ply(),
                        o.reason().name().toLowerCase().replace('_', ' ') + ", " + o.result(), line, text,
                        game.source(), game.index(), moveTexts, VerdictReason.of(VerdictCode.PLAYED_ON,
                                List.of(String.valueOf(ended.get().ply()), o.reason().name(), o.result())));
            }
            return new GameRecord(variantId, tags, date, GameStatus.LEGAL, 0, null, line, text, game.source(),
                    game.index(), moveTexts, VerdictReason.of(VerdictCode.LEGAL, List.of("0")));
        }
        int errorPly = verdict.legal() ? ply + 1 : verdict.ply();
        String reason = verdict.legal() ? "a setup in the movetext replaces the position at ply " + errorPly
                : verdict.reason() + " (line " + verdict.line() + ":" + verdict.column() + ")";
        VerdictReason why = verdict.legal() ? VerdictReason.of(VerdictReason.Code.SETUP_IN_MOVETEXT,
                List.of(String.valueOf(errorPly)))
                : new VerdictReason(verdict.code().name(), verdict.arguments(), verdict.line(), verdict.column());
        return new GameRecord(variantId, tags, date, GameStatus.ILLEGAL, errorPly, reason, line, text,
                game.source(), game.index(), moveTexts, why);
    }

    /**
     * The variant a game is read with: the rule of the whole code base ({@link EngineMoves#variantOf(PdnGame,
     * Variant)}), so the archivist's default also refines a GameType it shares its number with
     * (turkish-classic for a game tagged 30).
     */
    static Optional<Variant> variant(PdnGame game, Variant defaultVariant) {
        return EngineMoves.variantOf(game, defaultVariant);
    }

    /** Records the engine moves and positions of the main line as replay plays it. */
    private static final class RecordingSource implements org.hakem.pdn.replay.LegalMoveSource<Position> {
        private final EngineMoves.Positions engine;
        private final Position start;
        final List<Move> moves;
        final List<Position> positions;
        private boolean broken;
        private boolean startGiven;

        /** @param plies the moves the line has (the lists are made that large at once) */
        RecordingSource(EngineMoves.Positions engine, Position start, int plies) {
            this.engine = engine;
            this.start = start;
            this.moves = new ArrayList<>(plies);
            this.positions = new ArrayList<>(plies + 1);
            positions.add(start);
        }

        @Override
        public Position initialPosition() {
            startGiven = true;
            return start;
        }

        @Override
        public Position position(org.hakem.pdn.FenSetup fen) {
            if (!startGiven) {
                startGiven = true;
                return start;
            }
            broken = true; // a setup in the movetext: what follows is not the game's line
            return engine.position(fen);
        }

        @Override
        public List<LegalMove> legalMoves(Position position) {
            return engine.legalMoves(position);
        }

        @Override
        public Position play(Position position, LegalMove move) {
            Move m = engine.engineMove(position, move);
            Position next = position.play(m);
            if (!broken) {
                // Replay may try a capture ahead to resolve an ambiguous short move before playing the
                // real one from the same position: a play from a position recorded earlier replaces what
                // was recorded after it, so only the line finally played remains.
                if (positions.get(positions.size() - 1) == position) { // the usual case: the line goes on
                    moves.add(m);
                    positions.add(next);
                    return next;
                }
                int at = lastIndexOf(position);
                if (at >= 0) {
                    positions.subList(at + 1, positions.size()).clear();
                    moves.subList(at, moves.size()).clear();
                    moves.add(m);
                    positions.add(next);
                }
            }
            return next;
        }

        @Override
        public Position copy(Position position) {
            return position; // immutable
        }

        private int lastIndexOf(Position position) {
            for (int i = positions.size() - 1; i >= 0; i--) {
                if (positions.get(i) == position) {
                    return i;
                }
            }
            return -1;
        }
    }

    /**
     * The arguments of an unreadable game's verdict: line, column and the English message (what older records hold
     * alone), then the diagnostic's code and arguments, which the pages word in the reader's language.
     */
    private static List<String> unreadable(PdnDiagnostic d) {
        List<String> args = new java.util.ArrayList<>(List.of(String.valueOf(d.line()), String.valueOf(d.column()),
                d.message(), d.code()));
        args.addAll(d.args());
        return args;
    }
}
