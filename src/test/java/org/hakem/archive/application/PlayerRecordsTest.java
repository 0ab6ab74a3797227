package org.hakem.archive.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.sql.DataSource;
import org.hakem.archive.domain.PlayerRecords;
import org.hakem.archive.domain.PlayerRecords.Score;
import org.hakem.archive.infrastructure.JdbcPlayerRecords;
import org.hakem.player.domain.NameKeys;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A player's record as the player's page shows it (issue 35), counted by PostgreSQL (the project's migrations, a real
 * embedded server) from games linked to the player: score by colour and by year from results written every way
 * archives write them, opponents grouped by registry player or else by folded name, openings by their first two
 * plies, the games newest first; and the linking candidates, found by the folded forms of a name and the federation.
 */
class PlayerRecordsTest {

    static DataSource ds;
    PlayerRecords records;
    long ayse, can, deniz;

    @BeforeAll
    static void database() {
        ds = ArchiveDatabase.start();
    }

    @BeforeEach
    void games() throws SQLException {
        ArchiveDatabase.clear(ds);
        records = new JdbcPlayerRecords(ds);
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            s.execute("delete from player where name like 'PR %'");
        }
        ayse = player("PR Ayşe Işık", "TUR");
        can = player("PR Can Öz", "TUR");
        deniz = player("PR Deniz Ak", null);
        // Ayşe with White: a win written 2-0, a draw written 1-1, a loss 0-1, one without a result
        game("2023-05-01", 2023, "PR Ayşe Işık", ayse, "PR Can Öz", can, "2-0", "c3-c4 f6-f5 b3-b4");
        game("2023-06-01", 2023, "PR Ayşe Işık", ayse, "PR Can Öz", can, "1-1", "c3-c4 f6-f5");
        game("2024-01-10", 2024, "PR Ayşe Işık", ayse, "Unknown Man", null, "0-1", "c3-d4 f6-f5");
        game(null, null, "PR Ayşe Işık", ayse, "Unknown Man", null, "*", "c3-c4 b6-b5");
        // Ayşe with Black: a win written 0-2, a draw 1/2-1/2; the same opponent written two ways is one opponent
        game("2024-02-01", 2024, "PR Can Öz", can, "Isik, Ayse", ayse, "0-2", "c3-c4 f6-f5");
        game("2024-03-01", 2024, "UNKNOWN MAN", null, "PR Ayşe Işık", ayse, "1/2-1/2", "");
        // a game of others, and games nobody is linked to whose names may be Ayşe's
        game("2024-04-01", 2024, "PR Can Öz", can, "PR Deniz Ak", deniz, "1-0", "c3-c4");
        game("2022-01-01", 2022, "IŞIK, AYŞE", null, "X", null, "1-0", "", "{\"WhiteFederation\": \"tur\"}");
        game("2021-01-01", 2021, "X", null, "pr ayse isik", null, "0-1", "", "{}");
        game("2020-01-01", 2020, "Ayse Isik", null, "X", null, "1-0", "", "{\"WhiteFederation\": \"GER\"}");
    }

    @Test
    void scoreByColourCountsEveryWayAResultIsWritten() throws SQLException {
        assertEquals(List.of(new PlayerRecords.ColourScore("white", new Score(4, 1, 1, 1)),
                new PlayerRecords.ColourScore("black", new Score(2, 1, 1, 0))), records.byColour(ayse));
        // Can: lost 0-2 and won 1-0 with White, lost 2-0 and drew 1-1 with Black
        assertEquals(List.of(new PlayerRecords.ColourScore("white", new Score(2, 1, 0, 1)),
                new PlayerRecords.ColourScore("black", new Score(2, 0, 1, 1))), records.byColour(can));
        assertEquals(List.of(), records.byColour(player("PR Nobody", null)));
        assertEquals(75, new Score(4, 2, 2, 0).percent());
        assertEquals(3.0, new Score(4, 2, 2, 0).points());
    }

    @Test
    void scoreByYearNewestFirstWithUndatedGamesLast() {
        List<PlayerRecords.YearScore> years = records.byYear(ayse);
        assertEquals(List.of(2024, 2023), years.subList(0, 2).stream().map(PlayerRecords.YearScore::year).toList());
        assertEquals(new Score(3, 1, 1, 1), years.get(0).score());
        assertEquals(new Score(2, 1, 1, 0), years.get(1).score());
        assertNull(years.get(2).year());
        assertEquals(new Score(1, 0, 0, 0), years.get(2).score());
    }

    @Test
    void opponentsAreTheRegistryPlayerOrTheFoldedNameMostGamesFirst() {
        List<PlayerRecords.Opponent> opponents = records.opponents(ayse, 10);
        assertEquals(2, opponents.size());
        // Can Öz: linked in three games (won 2-0, drew 1-1, won 0-2 with Black)
        assertEquals(new PlayerRecords.Opponent(can, "PR Can Öz", new Score(3, 2, 1, 0)), opponents.get(0));
        // "Unknown Man" and "UNKNOWN MAN" are one name folded, not linked: lost, no result, drew
        assertNull(opponents.get(1).playerId());
        assertEquals(new Score(3, 0, 1, 1), opponents.get(1).score());
        assertEquals(1, records.opponents(ayse, 1).size());
    }

    @Test
    void openingsAreTheFirstTwoPliesByVariantAndColour() {
        List<PlayerRecords.Opening> openings = records.openings(ayse, 10);
        assertEquals(new PlayerRecords.Opening("turkish", "white", "c3-c4", "f6-f5", new Score(2, 1, 1, 0)), openings.get(0));
        assertEquals(4, openings.size()); // the game without moves has no opening
        assertEquals(List.of(new PlayerRecords.Opening("turkish", "black", "c3-c4", "f6-f5", new Score(1, 1, 0, 0))),
                openings.stream().filter(o -> o.colour().equals("black")).toList());
    }

    @Test
    void gamesAreNewestFirstAPageAtATime() throws SQLException {
        assertEquals(6, records.countGames(ayse));
        List<Long> all = records.games(ayse, 0, 10);
        assertEquals(List.of("2024-03-01", "2024-02-01", "2024-01-10", "2023-06-01", "2023-05-01", "null"), dates(all));
        assertEquals(all.subList(2, 4), records.games(ayse, 2, 2));
        assertEquals("PR Ayşe Işık", records.writtenName(ayse));
        assertNull(records.writtenName(player("PR Nobody Either", null)));
    }

    @Test
    void candidatesAreUnlinkedSidesWrittenInAFormOfTheNameOfTheFederationWhereTheGameHasOne() throws SQLException {
        Set<String> forms = NameKeys.nameForms("Ayşe Işık");
        // "IŞIK, AYŞE" (TUR in lower case), "pr ayse isik" is not a form of "Ayşe Işık"; "Ayse Isik" is GER
        List<PlayerRecords.Candidate> tur = records.candidates(forms, "TUR", 10);
        assertEquals(List.of(new PlayerRecords.Candidate(gameOf("IŞIK, AYŞE"), "white")), tur);
        // a player without a federation: every form of the name, newest first
        List<PlayerRecords.Candidate> any = records.candidates(forms, null, 10);
        assertEquals(List.of(gameOf("IŞIK, AYŞE"), gameOf("Ayse Isik")), any.stream().map(PlayerRecords.Candidate::gameId).toList());
        // the black side, and sides linked already are never candidates
        List<PlayerRecords.Candidate> black = records.candidates(NameKeys.nameForms("PR Ayşe Işık"), "TUR", 10);
        assertEquals(List.of(new PlayerRecords.Candidate(gameOf("pr ayse isik"), "black")), black);
        assertEquals(List.of(), records.candidates(NameKeys.nameForms("PR Can Öz"), "TUR", 10));
        assertEquals(List.of(), records.candidates(Set.of(), "TUR", 10));
    }

    private long player(String name, String federation) throws SQLException {
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(
                "insert into player (name, name_key, sort_key, federation) values (?, ?, ?, ?) returning id")) {
            ps.setString(1, name);
            ps.setString(2, NameKeys.searchKey(name));
            ps.setBytes(3, NameKeys.sortKey(name));
            ps.setString(4, federation);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private int games;

    private void game(String date, Integer year, String white, Long whiteId, String black, Long blackId, String result,
                      String moves) throws SQLException {
        game(date, year, white, whiteId, black, blackId, result, moves, "{}");
    }

    private void game(String date, Integer year, String white, Long whiteId, String black, Long blackId, String result,
                      String moves, String tags) throws SQLException {
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(
                "insert into archive_game (variant, white, black, white_key, black_key, result, game_date, game_year, "
                        + "white_player_id, black_player_id, other_tags, pdn, moves, status, dedupe_key) "
                        + "values ('turkish', ?, ?, ?, ?, ?, cast(? as date), ?, ?, ?, cast(? as jsonb), '', ?, 'legal', ?)")) {
            ps.setString(1, white);
            ps.setString(2, black);
            ps.setString(3, NameKeys.searchKey(white));
            ps.setString(4, NameKeys.searchKey(black));
            ps.setString(5, result);
            ps.setString(6, date);
            ps.setObject(7, year);
            ps.setObject(8, whiteId);
            ps.setObject(9, blackId);
            ps.setString(10, tags);
            ps.setString(11, moves);
            ps.setBytes(12, new byte[] {(byte) games++, 1});
            ps.executeUpdate();
        }
    }

    private long gameOf(String white) throws SQLException {
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(
                "select id from archive_game where white = ? or black = ?")) {
            ps.setString(1, white);
            ps.setString(2, white);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private List<String> dates(List<Long> ids) throws SQLException {
        List<String> out = new ArrayList<>();
        for (long id : ids) {
            try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(
                    "select game_date from archive_game where id = ?")) {
                ps.setLong(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    out.add(String.valueOf(rs.getDate(1)));
                }
            }
        }
        return out;
    }
}
