package org.hakem.tournament.domain;

import java.util.Optional;

/** Where tournaments' rating settings are kept. Implemented with JPA at the edge. */
public interface RatingSettingsRepository {

    Optional<RatingSettings> find(long eventId);

    void add(RatingSettings settings);

    void remove(RatingSettings settings);
}
