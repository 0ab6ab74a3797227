package org.hakem.live.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.hakem.event.domain.BoardResult;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.junit.jupiter.api.Test;

/** Which game of a PDN source is which board (#34): names first (Turkish i's folded), then the Board tag, then order. */
class FeedMatchTest {

    private static LiveBoard board(int n, String white, String black) {
        return new LiveBoard(new BoardAddress("tournament", 1, 1, 0, n), 100 + n, "Cup", "international", white, black,
                BoardResult.PENDING, null, Map.of(), true);
    }

    private static final List<LiveBoard> ROUND = List.of(board(1, "İsmail Işık", "Ayşe Çelik"),
            board(2, "Jan de Vries", "Piet Jansen"), board(3, "Ali Veli", "Can Öz"));

    @Test
    void namesAreComparedWithoutCaseAccentsOrWordOrderTurkishIsFolded() {
        assertEquals("isik ismail", FeedMatch.name("ISMAIL IŞIK"));
        assertEquals(FeedMatch.name("İsmail Işık"), FeedMatch.name("Isik, Ismail"));
        assertEquals(FeedMatch.name("Ayşe Çelik"), FeedMatch.name("CELIK Ayse"));
    }

    @Test
    void gamesGoToTheBoardsTheirPlayersNameThenTheBoardTagThenTheirPlace() {
        List<PdnGame> games = PdnReader.readAll("""
                [White "Jansen, Piet"]
                [Black "de Vries, Jan"]
                *

                [White "ISIK Ismail"]
                [Black "Celik Ayse"]
                *

                [White "Someone"]
                [Black "Else"]
                [Board "3"]
                *

                [White "Nobody"]
                [Black "Known"]
                *
                """, "source");
        FeedMatch.Result m = FeedMatch.match(ROUND, games);
        assertEquals(2, m.games().size());
        assertEquals(2, m.games().get(ROUND.get(0)).index(), "board 1 by names, whatever their case and accents");
        assertEquals(3, m.games().get(ROUND.get(2)).index(), "board 3 by its Board tag");
        assertEquals(List.of(1, 4), m.unmatched(), "colours reversed do not match, nor unknown names");
    }

    @Test
    void gamesWithoutNamesGoByTheirPlaceInTheFile() {
        List<PdnGame> games = PdnReader.readAll("1. 32-28 *\n\n1. 33-29 *\n", "source");
        FeedMatch.Result m = FeedMatch.match(ROUND, games);
        assertEquals(1, m.games().get(ROUND.get(0)).index());
        assertEquals(2, m.games().get(ROUND.get(1)).index());
    }
}
