package org.hakem.team.domain;

import org.hakem.event.domain.EventStore;
import java.util.Optional;

/** Where team events, their rounds and their audit trail are kept ({@link EventStore}), and what only team events ask. */
public interface TeamEventRepository extends EventStore<TeamEvent, TeamRound, TeamAudit> {

    /** One match, read for a change (its version is checked on write). */
    Optional<TeamMatch> match(long eventId, int round, int match);

    /** One board, read for a change (its version is checked on write). */
    Optional<MatchBoard> board(long eventId, int round, int match, int board);
}
