package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.hakem.archive.domain.GameLine;
import org.hakem.archive.domain.GameRecord;
import org.hakem.archive.domain.GameStatus;
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

    /**
     * Two rules used to choose a game's variant: the archive took the GameType's variant whenever the tag was
     * there, the verifier and the tournaments took the user's choice when it has the GameType's number. The
     * number cannot tell Turkish from classic Turkish (both 30), so the user's choice is the one that knows:
     * the archive now reads such a game as the archivist said, and a GameType of another number still wins.
     */
    @Test
    void theArchivistsVariantWinsOverAGameTypeOfTheSameNumberOnly() {
        Variant classic = Variant.byId("turkish-classic").orElseThrow();
        PdnGame tagged30 = PdnReader.readAll("[GameType \"30\"]\n1. c3-c4 f6-f5 *\n", "t.pdn").get(0);
        assertEquals("turkish-classic", GameReading.read(tagged30, "", classic).variant());
        assertEquals("turkish", GameReading.read(tagged30, "", null).variant());
        PdnGame tagged20 = PdnReader.readAll("[GameType \"20\"]\n1. 32-28 *\n", "i.pdn").get(0);
        assertEquals("international", GameReading.read(tagged20, "", classic).variant());
        PdnGame untagged = PdnReader.readAll("1. c3-c4 f6-f5 *\n", "u.pdn").get(0);
        assertEquals("turkish-classic", GameReading.read(untagged, "", classic).variant());
    }

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
                if (r.status() == GameStatus.LEGAL || r.status() == GameStatus.PLAYED_ON) {
                    assertEquals(r.moveTexts().size(), line.moves().size(), where);
                }
                boolean algebraic = game.mainLine().moves().stream().anyMatch(m -> m.text().isAlphanumeric());
                if (game.setup().isEmpty() && !Replayer.replay(game, org.hakem.pdn.replay.EngineMoves.positions(line.variant(), algebraic))
                        .notes().isEmpty()) {
                    lookedAhead++;
                }
            }
        }
        assertTrue(games > 2000, "games replayed: " + games);
        assertTrue(lookedAhead > 0, "the corpus has games where replay resolves a short capture by looking ahead");
    }

    /**
     * The archive finds the end the rules give after its replay (Game.endedBefore over the recorded line); the
     * pdn package's replay over a Game finds it while playing: for every legal game of the corpus they agree.
     */
    @Test
    void theArchiveFindsAGamePlayedOnWhereReplayOverTheGameDoes() throws IOException {
        int playedOn = 0;
        for (Path f : ArchiveImporterTest.corpusFiles()) {
            Variant fallback = ArchiveImporterTest.defaultVariant(f);
            for (PdnGame game : PdnReader.readAll(f)) {
                if (game.isEmpty()) {
                    continue;
                }
                GameRecord r = GameReading.read(game, "", fallback);
                if (r.status() != GameStatus.LEGAL && r.status() != GameStatus.PLAYED_ON) {
                    continue;
                }
                Variant v = GameReading.variant(game, fallback).orElseThrow();
                Replayer.Verdict verdict = Replayer.replay(game, org.hakem.pdn.replay.EngineMoves.forGame(game, v));
                String where = f.getFileName() + " game " + game.index();
                if (!verdict.legal()) {
                    continue; // a history rule the archive's replay does not apply (Frisian king moves)
                }
                assertEquals(verdict.playedOn(), r.status() == GameStatus.PLAYED_ON, where);
                if (verdict.playedOn()) {
                    playedOn++;
                    assertEquals(verdict.endedAt(), r.errorPly(), where);
                    assertEquals(verdict.end().reason() + ", " + verdict.end().result(), r.reason(), where);
                }
            }
        }
        assertTrue(playedOn > 0, "kurnik.pdn game 3 plays on after a threefold repetition");
    }

    @Test
    void aGamePlayedOnKeepsEveryPositionAndThePlyWhereTheRulesEndedIt() {
        PdnGame game = PdnReader.readAll("[GameType \"30\"]\n[FEN \"W:Wd4:Bd5,h7\"]\n1. d4xd6 h7-h6 2. d6-d7 *",
                "t.pdn").get(0);
        GameRecord r = GameReading.read(game, "", null);
        assertEquals(GameStatus.PLAYED_ON, r.status());
        assertEquals(1, r.errorPly());
        assertEquals("one piece each, 1/2-1/2", r.reason());
        assertEquals(3, r.line().moves().size(), "the moves after the end are kept");
        assertTrue(r.hasPositions());
    }
}
