package org.hakem.pairing.fmjd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.hakem.pairing.fmjd.FmjdRanking.Participant;
import org.junit.jupiter.api.Test;

class FmjdRankingTest {

    @Test
    void ratingThenTitleThenNameWithTheUnratedLast() {
        List<Participant> ranked = FmjdRanking.rank(List.of(
                new Participant(1, "Çelik, Ali", 0, null),
                new Participant(2, "Yılmaz, Şahin", 2210, "MF"),
                new Participant(3, "Aydın, Cem", 2210, "MI"),
                new Participant(4, "Öztürk, Ece", 2300, null),
                new Participant(5, "Ceylan, Can", 2210, "MF"),
                new Participant(6, "Acar, Ada", 0, "MFF")));
        // 2300 first; three at 2210: MI before MF, the two MF by name (Ceylan before Yılmaz); unrated last,
        // the titled one first (Acar MFF), then Çelik
        assertEquals(List.of(4, 3, 5, 2, 6, 1), ranked.stream().map(Participant::id).toList());
    }

    @Test
    void titlesRankGrandmasterFirstAndUnknownTitlesAfterTheKnownOnes() {
        assertEquals(0, FmjdRanking.titleStrength("GMI"));
        assertEquals(1, FmjdRanking.titleStrength("mi"));
        assertEquals(50, FmjdRanking.titleStrength("XYZ"));
        assertEquals(99, FmjdRanking.titleStrength(" "));
    }

    @Test
    void turkishNamesSortInTurkishOrder() {
        // Turkish alphabet: C < Ç < ... < O < Ö < ... < S < Ş
        List<Participant> ranked = FmjdRanking.rank(List.of(new Participant(1, "Şen", 2000, null),
                new Participant(2, "Sarı", 2000, null), new Participant(3, "Çam", 2000, null), new Participant(4, "Cam", 2000, null)));
        assertEquals(List.of(4, 3, 2, 1), ranked.stream().map(Participant::id).toList());
    }
}
