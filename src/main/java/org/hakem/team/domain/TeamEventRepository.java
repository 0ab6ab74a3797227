package org.hakem.team.domain;

import java.util.List;
import java.util.Optional;

/** Where team events, their rounds and their audit trail are kept. Implemented with JPA at the edge. */
public interface TeamEventRepository {

    Optional<TeamEvent> find(long id);

    /** Team events, newest start date first; only public ones unless {@code includePrivate}. */
    List<TeamEvent> list(boolean includePrivate);

    /** {@link #list} with every event's teams loaded, in one query. */
    List<TeamEvent> listWithTeams(boolean includePrivate);

    TeamEvent add(TeamEvent event);

    void remove(TeamEvent event);

    /** The rounds of an event, by number, with their matches and boards. */
    List<TeamRound> rounds(long eventId);

    Optional<TeamRound> round(long eventId, int number);

    TeamRound addRound(TeamRound round);

    void removeRound(TeamRound round);

    /** One match, read for a change (its version is checked on write). */
    Optional<TeamMatch> match(long eventId, int round, int match);

    /** One board, read for a change (its version is checked on write). */
    Optional<MatchBoard> board(long eventId, int round, int match, int board);

    void audit(TeamAudit entry);

    /** The audit trail of an event, newest first, at most {@code limit} entries. */
    List<TeamAudit> auditTrail(long eventId, int limit);

    /** Writes pending changes now, so version conflicts show inside the use case. */
    void flush();
}
