package org.hakem.tournament.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.hakem.rating.RatingListEntry;
import org.hakem.ratinglist.application.RatingListService;
import org.hakem.tournament.domain.EntryRatingSource;
import org.hakem.tournament.domain.RatingSettingsRepository;
import org.hakem.tournament.domain.TournamentEvent;

/**
 * Entries' ratings from the rating list in force at the tournament's start date (the latest list of its list
 * type dated on or before it; without a start date, the latest), found as the rating columns find them.
 */
@ApplicationScoped
public class ListEntryRatingSource implements EntryRatingSource {

    @Inject
    RatingSettingsRepository settings;

    @Inject
    RatingListService lists;

    @Override
    public Optional<Lookup> forEvent(TournamentEvent event) {
        if (event.id() == null) {
            return Optional.empty();
        }
        return settings.find(event.id())
                .flatMap(s -> lists.inForce(s.listType(), event.startDate()))
                .map(l -> (fmjdId, name, federation) -> l.list().find(fmjdId, name, federation)
                        .map(RatingListEntry::rating));
    }
}
