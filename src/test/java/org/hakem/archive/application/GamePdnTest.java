package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.hakem.archive.domain.GameLine;
import org.hakem.archive.domain.GameRecord;
import org.hakem.archive.domain.GameStatus;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnTag;
import org.hakem.pdn.PdnWriter;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;
import org.hakem.rules.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Engine-made games written as PDN are read by the archive's import as the same legal line: every position the
 * engine played is a position replay records, in Turkish (squares by name), International and English (numbers,
 * Black starting), from the initial position or from a FEN with the second mover to play.
 */
class GamePdnTest {

    static Stream<Variant> variants() {
        return Stream.of(Variants.TURKISH, Variants.INTERNATIONAL, Variants.ENGLISH);
    }

    private static final List<PdnTag> TAGS = List.of(new PdnTag("Event", "Random 7"), new PdnTag("Site", "bench"),
            new PdnTag("Date", "1987.??.??"), new PdnTag("Round", "12"), new PdnTag("White", "Yılmaz, Ş."),
            new PdnTag("Black", "Keller,D."), new PdnTag("Result", "1/2-1/2"));

    /** The game as the import reads it: only its GameType says the variant (no default given). */
    private static GameRecord imported(GameLine line) {
        String text = PdnWriter.toText(GamePdn.of(line, TAGS));
        List<PdnGame> games = PdnReader.readAll(text, "random.pdn");
        assertEquals(1, games.size(), text);
        GameRecord r = GameReading.read(games.get(0), text, null);
        // random games follow the board, not the end rules: some play on after one piece each or a repetition
        assertTrue(r.status() == GameStatus.LEGAL || r.status() == GameStatus.PLAYED_ON,
                () -> r.status() + ": " + r.reason() + "\n" + text);
        assertEquals(line.variant().id(), r.variant(), text);
        assertEquals(line.positions(), r.line().positions(), text);
        return r;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void randomGamesReadBackAsTheSameLegalLine(Variant variant) {
        RandomGames games = new RandomGames(7);
        for (int i = 0; i < 40; i++) {
            imported(games.play(variant, 160));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void aLineFromAPositionWithTheSecondMoverToPlayStartsFromItsFen(Variant variant) {
        GameLine game = new RandomGames(3).play(variant, 60);
        GameLine fromPly5 = new GameLine(game.positions().get(5), game.moves().subList(5, game.moves().size()),
                game.positions().subList(5, game.positions().size()));
        assertTrue(PdnWriter.toText(GamePdn.of(fromPly5, TAGS)).contains("[FEN \""));
        imported(fromPly5);
    }

    @Test
    void aKingsCaptureBackToItsOwnSquareReadsBack() {
        // Black's king on 31 takes 27, 19, 18 and 26 and lands on 31 again: "31x31" would read as a result
        Position start = Position.fromFen(Variants.ENGLISH, "B:W18,19,21,25-29,32:B1-7,10-12,K31");
        GameLine line = GameLine.play(start, List.of(start.legalMoves().get(0)));
        assertTrue(PdnWriter.toText(GamePdn.of(line, TAGS)).contains("31x24x15x22x31"));
        imported(line);
    }

    @Test
    void theTagsGivenAreWhatTheArchiveStores() {
        GameRecord r = imported(new RandomGames(1).play(Variants.ENGLISH, 40));
        assertEquals(1987, r.date().year());
        assertEquals("Yılmaz, Ş.", r.tag("White"));
        assertEquals("Keller,D.", r.tag("Black"));
        assertEquals("Random 7", r.tag("Event"));
        assertEquals("12", r.tag("Round"));
        assertTrue(r.pdn().contains("[GameType \"21"), r.pdn());
    }

    @Test
    void obstacleGamesAreRefusedAsTheArchiveDoesNotReadTheirObstacles() {
        Variant obstacle = Variant.require("obstacle");
        assertThrows(IllegalArgumentException.class, () -> GamePdn.of(new RandomGames(1).play(obstacle, 10), TAGS));
    }
}
