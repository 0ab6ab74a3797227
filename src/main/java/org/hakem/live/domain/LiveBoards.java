package org.hakem.live.domain;

import java.util.List;
import java.util.Optional;
import org.hakem.event.application.Actor;
import org.hakem.event.domain.BoardResult;

/**
 * What a kind of event (tournaments, team events) tells the live day about its boards, and what it does for it: each
 * kind implements this once ({@code tournament}, {@code team}); the live day finds them by {@link #kind()}.
 */
public interface LiveBoards {

    /** The kind of event, as in {@link BoardAddress#kind()}. */
    String kind();

    /** The board at that address when its round is published (for anyone), or paired (for the event's arbiters). */
    Optional<LiveBoard> board(BoardAddress address, boolean arbiter);

    /** Every board of a round (a team event's: match by match), as {@link #board} sees each; empty when none. */
    List<LiveBoard> round(long eventId, int round, boolean arbiter);

    /** Refuses (forbidden) an actor who may not change the event: only its arbiters and admins record its games. */
    void requireRecorder(long eventId, Actor actor);

    /**
     * Sets the board's result and attaches the recorded game (PDN) as the arbiter entering them would: verified,
     * audited, archived when the event is public. Returns the board as it is now.
     */
    LiveBoard finish(BoardAddress address, String pdn, BoardResult result, Actor actor);

    /**
     * Writes a change the live day made to a round (a PDN source attached, changed or removed) in the event's audit
     * trail, as the event's own changes are.
     */
    void audit(long eventId, int round, String action, String oldValue, String newValue, Actor actor);
}
