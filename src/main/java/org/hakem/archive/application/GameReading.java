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
import org.hakem.archive.infrastructure.EngineMoveSource;
import org.hakem.pdn.GameType;
import org.hakem.pdn.PdnDiagnostic;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnMove;
import org.hakem.pdn.PdnTag;
import org.hakem.pdn.replay.LegalMove;
import org.hakem.pdn.replay.Replayer;
import org.hakem.rules.Move;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;

/**
 * Turns one game as read into a {@link GameRecord}: picks the variant (the GameType tag, else the default the
 * archivist gave), replays the main line with PDN replay over the engine, and keeps the verdict.
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
                    game.index(), moveTexts);
        }
        if (variant.isEmpty()) {
            String why = game.tag("GameType").map(t -> "GameType " + t + " is not a variant Hakem plays (known: "
                    + Variant.all().stream().map(v -> v.id() + " " + v.gameType()).toList() + ")")
                    .orElse("no GameType tag and no default variant given");
            return new GameRecord(variantId, tags, date, GameStatus.UNSUPPORTED, 0, why, null, text, game.source(),
                    game.index(), moveTexts);
        }
        if (!algebraic && game.setup().isPresent()) {
            algebraic = game.setup().get().pieces().stream().anyMatch(p -> !p.square().isNumeric());
        }
        EngineMoveSource source = new EngineMoveSource(variant.get(), algebraic);
        Position start;
        try {
            start = game.setup().isPresent() ? source.position(game.setup().get()) : source.initialPosition();
        } catch (IllegalArgumentException e) {
            return new GameRecord(variantId, tags, date, GameStatus.ILLEGAL, 1, "the FEN does not fit the variant: "
                    + e.getMessage(), null, text, game.source(), game.index(), moveTexts);
        }
        Replayer.Verdict verdict = Replayer.replay(game, new RecordingSource(source));
        // The engine moves of the verdict, replayed from the start: the same line import, repair and
        // rebuild index. A setup inside the movetext ends the indexed line there.
        List<Move> moves = new ArrayList<>();
        List<Position> positions = new ArrayList<>();
        Position p = start;
        positions.add(p);
        int ply = 0;
        for (LegalMove lm : verdict.moves()) {
            Move m = RecordingSource.engineMove(lm);
            if (m == null) {
                break;
            }
            try {
                p = p.play(m);
            } catch (org.hakem.rules.IllegalMoveException e) {
                break;
            }
            moves.add(m);
            positions.add(p);
            ply++;
        }
        GameLine line = new GameLine(start, moves, positions);
        if (verdict.legal() && ply == verdict.moves().size()) {
            return new GameRecord(variantId, tags, date, GameStatus.LEGAL, 0, null, line, text, game.source(),
                    game.index(), moveTexts);
        }
        int errorPly = verdict.legal() ? ply + 1 : verdict.ply();
        String reason = verdict.legal() ? "a setup in the movetext replaces the position at ply " + errorPly
                : verdict.reason() + " (line " + verdict.line() + ":" + verdict.column() + ")";
        return new GameRecord(variantId, tags, date, GameStatus.ILLEGAL, errorPly, reason, line, text,
                game.source(), game.index(), moveTexts);
    }

    static Optional<Variant> variant(PdnGame game, Variant defaultVariant) {
        Optional<String> tag = game.tag("GameType");
        if (tag.isPresent()) {
            Optional<GameType> type = game.gameType();
            return type.flatMap(t -> Variant.byGameType(t.type()));
        }
        return Optional.ofNullable(defaultVariant);
    }

    /** Remembers the engine move behind every legal move handed to replay. */
    private static final class RecordingSource implements org.hakem.pdn.replay.LegalMoveSource<Position> {
        private static final ThreadLocal<java.util.Map<LegalMove, Move>> SEEN =
                ThreadLocal.withInitial(java.util.IdentityHashMap::new);
        private final EngineMoveSource engine;

        RecordingSource(EngineMoveSource engine) {
            this.engine = engine;
            SEEN.get().clear();
        }

        static Move engineMove(LegalMove m) {
            return SEEN.get().get(m);
        }

        @Override
        public Position initialPosition() {
            return engine.initialPosition();
        }

        @Override
        public Position position(org.hakem.pdn.FenSetup fen) {
            return engine.position(fen);
        }

        @Override
        public List<LegalMove> legalMoves(Position position) {
            return engine.legalMoves(position);
        }

        @Override
        public Position play(Position position, LegalMove move) {
            Move m = engine.engineMove(move);
            SEEN.get().put(move, m);
            return position.play(m);
        }
    }
}
