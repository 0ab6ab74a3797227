package org.hakem.team.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import org.hakem.event.domain.ArbitratedEvent;
import org.hakem.live.domain.LiveEvents;
import org.hakem.team.domain.TeamEventRepository;

/** Which team events anyone may follow live ({@link LiveEvents}): the public ones. */
@ApplicationScoped
@Transactional
public class TeamLiveEvents implements LiveEvents {

    @Inject
    TeamEventRepository events;

    @Override
    public String kind() {
        return TeamResultService.ARCHIVE_KIND;
    }

    @Override
    public boolean publicEvent(long eventId) {
        return events.find(eventId).map(ArbitratedEvent::publicEvent).orElse(false);
    }
}
