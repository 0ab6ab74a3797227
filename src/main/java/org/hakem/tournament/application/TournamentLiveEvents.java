package org.hakem.tournament.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import org.hakem.event.domain.ArbitratedEvent;
import org.hakem.live.domain.LiveEvents;
import org.hakem.tournament.domain.EventRepository;

/** Which tournaments anyone may follow live ({@link LiveEvents}): the public ones. */
@ApplicationScoped
@Transactional
public class TournamentLiveEvents implements LiveEvents {

    @Inject
    EventRepository events;

    @Override
    public String kind() {
        return ResultService.ARCHIVE_KIND;
    }

    @Override
    public boolean publicEvent(long eventId) {
        return events.find(eventId).map(ArbitratedEvent::publicEvent).orElse(false);
    }
}
