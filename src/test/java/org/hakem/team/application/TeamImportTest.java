package org.hakem.team.application;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.testdata.TestData;
import org.junit.jupiter.api.Test;

/**
 * The Czech team championship 2008 (20 games, no team tags): teams derived from the sides the players sat on, four
 * boards a match, colours alternating from the home team's White on board 1.
 */
class TeamImportTest {

    static List<PdnGame> czech() throws IOException {
        String text = new String(Files.readAllBytes(TestData.CORPUS.resolve("czech/MR_Ceska_Dama_Druzstev_2008-a.pdn")),
                StandardCharsets.ISO_8859_1);
        return PdnReader.readAll(text, "czech").stream().filter(g -> !g.isEmpty()).toList();
    }

    @Test
    void fiveTeamsOfTheCzechChampionshipFromTheSidesTheirPlayersSatOn() throws IOException {
        Map<String, List<TeamImport.Placed>> matches = TeamImport.matches(TeamImport.place(czech(), 4));
        assertEquals(List.of("1.1", "1.2", "2.1", "2.2", "3.1"), new ArrayList<>(matches.keySet()));
        TeamImport.Sides sides = TeamImport.derivedSides(matches);
        Map<Integer, Set<String>> teams = new TreeMap<>();
        matches.forEach((key, games) -> {
            for (TeamImport.Placed p : games) {
                boolean homeWhite = sides.homeWhite(key, p.board());
                teams.computeIfAbsent(sides.team(key, true), t -> new LinkedHashSet<>()).add(homeWhite ? p.white() : p.black());
                teams.computeIfAbsent(sides.team(key, false), t -> new LinkedHashSet<>()).add(homeWhite ? p.black() : p.white());
            }
        });
        // Worked out by hand from the file: round 1 Keller's team – Truhlar's, Mraz's – Kareta's; round 2 Vondra's –
        // Keller's, Truhlar's – Mraz's; round 3 Mraz's – Vondra's. "Zeleny,M." plays for Truhlar's team and for Mraz's
        // (he meets himself in round 2, match 2): two namesakes.
        assertEquals(Map.of(
                1, Set.of("Keller,D.", "Marek,V.", "Krista,V.", "Marcos,L."),
                2, Set.of("Truhlar,P.", "Kujal,J.", "Kristek,I.", "Zeleny,M."),
                3, Set.of("Mraz,M.", "Sofr,O.", "Zeleny,M.", "Bajusz,O."),
                4, Set.of("Kareta,F.", "Subrt,J.", "Kotin,D.", "Sysel,J."),
                5, Set.of("Vondra,M.", "Snejdr,J.", "Houska,P.", "Kunc,M.", "Oplt,F.")), teams);
        assertEquals(1, sides.team("2.1", false), "Keller's team plays away in round 2");
        assertEquals(5, sides.team("2.1", true));
        assertEquals(2, sides.team("2.2", true));
        assertEquals(3, sides.team("2.2", false));
    }
}
