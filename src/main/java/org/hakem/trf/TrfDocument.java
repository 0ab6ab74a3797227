package org.hakem.trf;

import java.util.List;
import java.util.Objects;
import org.hakem.crosstable.Crosstable;

/**
 * A TRF file as read: the tournament plus what the tournament model does not interpret.
 *
 * @param tournament          players and rounds; name (012), type (092), point system (162), number of
 *                            rounds (XXR or 142), initial colour (XXC or 152)
 * @param headerRecords       the other tournament records ({@code 022} city ... {@code 222}), in file order
 * @param byes                records 240
 * @param accelerations       records 250
 * @param prohibitedPairings  records 260
 * @param otherRecords        everything else (comments {@code ###}, team and national-rating records,
 *                            other {@code XX?} extensions), in file order
 */
public record TrfDocument(Crosstable tournament, List<TrfRecord> headerRecords, List<TrfBye> byes,
                          List<TrfAcceleration> accelerations, List<TrfProhibitedPairing> prohibitedPairings,
                          List<TrfRecord> otherRecords) {

    public TrfDocument {
        Objects.requireNonNull(tournament, "tournament");
        headerRecords = List.copyOf(headerRecords);
        byes = List.copyOf(byes);
        accelerations = List.copyOf(accelerations);
        prohibitedPairings = List.copyOf(prohibitedPairings);
        otherRecords = List.copyOf(otherRecords);
    }

    /** A document with only a tournament. */
    public static TrfDocument of(Crosstable tournament) {
        return new TrfDocument(tournament, List.of(), List.of(), List.of(), List.of(), List.of());
    }

    /** The same document with another tournament (e.g. after a round was played). */
    public TrfDocument withTournament(Crosstable t) {
        return new TrfDocument(t, headerRecords, byes, accelerations, prohibitedPairings, otherRecords);
    }
}
