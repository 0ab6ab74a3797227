package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.hakem.archive.domain.GameLine;
import org.hakem.archive.domain.GameRecord;
import org.hakem.archive.domain.GameStatus;
import org.hakem.archive.infrastructure.EngineMoveSource;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.replay.Replayer;
import org.hakem.rules.Variant;
import org.junit.jupiter.api.Test;

/**
 * The line replay records is the line the game plays: for every game of the corpus, the recorded moves, played
 * again from the recorded start by the engine alone, give the recorded positions, and a legal game records one
 * move per move text. The corpus has short captures that fit two paths, which replay resolves by playing ahead:
 * those games are checked too.
 */
class GameReadingTest {

    @Test
    void theRecordedLineIsTheLinePlayedEvenWhenReplayLooksAhead() throws IOException {
        int games = 0, lookedAhead = 0;
        for (Path f : ArchiveImporterTest.corpusFiles()) {
            Variant fallback = ArchiveImporterTest.defaultVariant(f);
            for (PdnGame game : PdnReader.readAll(f)) {
                if (game.isEmpty()) {
                    continue;
                }
                GameRecord r = GameReading.read(game, "", fallback);
                if (r.line() == null) {
                    continue;
                }
                games++;
                GameLine line = r.line();
                String where = f.getFileName() + " game " + game.index();
                GameLine again = GameLine.read(line.variant(), line.start().toFen(), line.movesText());
                assertEquals(line.positions(), again.positions(), where);
                if (r.status() == GameStatus.LEGAL) {
                    assertEquals(r.moveTexts().size(), line.moves().size(), where);
                }
                boolean algebraic = game.mainLine().moves().stream().anyMatch(m -> m.text().isAlphanumeric());
                if (game.setup().isEmpty() && !Replayer.replay(game, new EngineMoveSource(line.variant(), algebraic))
                        .notes().isEmpty()) {
                    lookedAhead++;
                }
            }
        }
        assertTrue(games > 2000, "games replayed: " + games);
        assertTrue(lookedAhead > 0, "the corpus has games where replay resolves a short capture by looking ahead");
    }
}
