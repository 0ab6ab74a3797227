package org.hakem.trf;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.crosstable.team.TeamCrosstable;

/**
 * A TRF-2026 file of a team event: the event (teams from records 310 or 013, players and board games from 001
 * with the line-ups of 300, board colours 352, match points 362, pairing-allocated byes 320, byes 240, forfeited
 * matches 330) and the records the team model does not interpret.
 *
 * @param event         the team event
 * @param typeCode      record 192 (encoded type of tournament, e.g. {@code FIDE_TEAM_TYPEA_MP_GP}), may be empty
 * @param initialColour record 152 (or XXC): the first-board colour of the first-team with an odd pairing number in
 *                      round 1, {@link Colour#NONE} when not stated
 * @param headerRecords other tournament records ({@code 022} ... {@code 222}), in file order
 * @param otherRecords  everything else not interpreted (comments, accelerations 250 as text; 801/802 informative
 *                      records are not kept), in order
 * @param prohibitedPairings records 260: teams that must not meet each other in a range of rounds
 */
public record TeamTrfDocument(TeamCrosstable event, String typeCode, Colour initialColour,
                              List<TrfRecord> headerRecords, List<TrfRecord> otherRecords,
                              List<TrfProhibitedPairing> prohibitedPairings) {

    public TeamTrfDocument {
        Objects.requireNonNull(event, "event");
        typeCode = Objects.requireNonNullElse(typeCode, "").strip();
        Objects.requireNonNull(initialColour, "initialColour");
        headerRecords = List.copyOf(headerRecords);
        otherRecords = List.copyOf(otherRecords);
        prohibitedPairings = List.copyOf(prohibitedPairings);
    }

    /** A document without prohibited pairings. */
    public TeamTrfDocument(TeamCrosstable event, String typeCode, Colour initialColour,
                           List<TrfRecord> headerRecords, List<TrfRecord> otherRecords) {
        this(event, typeCode, initialColour, headerRecords, otherRecords, List.of());
    }

    /** The groups of teams of the 260 records that apply to a round (each group's teams must not meet). */
    public List<List<Integer>> prohibitedGroups(int round) {
        return prohibitedPairings.stream().filter(p -> p.firstRound() <= round && round <= p.lastRound())
                .map(TrfProhibitedPairing::players).toList();
    }

    public static TeamTrfDocument of(TeamCrosstable event) {
        return new TeamTrfDocument(event, "", Colour.NONE, List.of(), List.of());
    }

    /**
     * The primary score that record 192 names: game points for a code whose first score is {@code GP} (such as
     * {@code FIDE_TEAM_TYPEA_GP_MP}), match points otherwise (the default of C.04.6 1.2).
     */
    public PrimaryScore primaryScore() {
        String c = typeCode.toUpperCase(Locale.ROOT);
        int mp = c.indexOf("_MP");
        int gp = c.indexOf("_GP");
        return gp >= 0 && (mp < 0 || gp < mp) ? PrimaryScore.GAME_POINTS : PrimaryScore.MATCH_POINTS;
    }

    /** True when record 192 says the event is a round robin ({@code ROBIN} or {@code BERGER} in the code). */
    public boolean roundRobin() {
        String c = typeCode.toUpperCase(Locale.ROOT);
        return c.contains("ROBIN") || c.contains("BERGER");
    }

    /**
     * The stated initial colour, or the one round 1 shows: the first-board colour of the lowest-numbered team that
     * played in round 1, for an odd number, else its opposite (C.04.6 4.3.1); White when nothing tells.
     */
    public Colour initialColourOrFromRound1() {
        if (initialColour != Colour.NONE) {
            return initialColour;
        }
        for (var t : event.teams()) {
            var r = event.round(t.number(), 1);
            if (r.played()) {
                return t.number() % 2 == 1 ? r.firstBoardColour() : r.firstBoardColour().opposite();
            }
        }
        return Colour.WHITE;
    }
}
