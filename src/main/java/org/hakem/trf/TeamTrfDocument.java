package org.hakem.trf;

import java.util.List;
import java.util.Objects;
import org.hakem.crosstable.team.TeamCrosstable;

/**
 * A TRF-2026 file of a team event: the event (teams from records 310 or 013, players and board games from 001
 * with the line-ups of 300, board colours 352, match points 362, pairing-allocated byes 320, byes 240, forfeited
 * matches 330) and the records the team model does not interpret.
 *
 * @param event         the team event
 * @param typeCode      record 192 (encoded type of tournament, e.g. {@code FIDE_TEAM_TYPEA_MP_GP}), may be empty
 * @param headerRecords other tournament records ({@code 022} ... {@code 222}), in file order
 * @param otherRecords  everything else not interpreted (comments, 801/802 informative records are rebuilt), in order
 */
public record TeamTrfDocument(TeamCrosstable event, String typeCode, List<TrfRecord> headerRecords,
                              List<TrfRecord> otherRecords) {

    public TeamTrfDocument {
        Objects.requireNonNull(event, "event");
        typeCode = Objects.requireNonNullElse(typeCode, "");
        headerRecords = List.copyOf(headerRecords);
        otherRecords = List.copyOf(otherRecords);
    }

    public static TeamTrfDocument of(TeamCrosstable event) {
        return new TeamTrfDocument(event, "", List.of(), List.of());
    }
}
