package org.hakem.live.domain;

import java.util.Map;
import org.hakem.event.domain.BoardResult;

/**
 * A board as the live day sees it, whatever the kind of event: where it is, its row ({@code boardId}, within its kind),
 * the event's variant, who plays White and Black, its result, the game attached to it (PDN, or null), the tags its game
 * gets in the archive and in the feed, and whether the event is public.
 */
public record LiveBoard(BoardAddress address, long boardId, String eventName, String variant, String white,
                        String black, BoardResult result, String pdn, Map<String, String> tags, boolean publicEvent) {

    /** A bye or a board without a second player: nothing to record. */
    public boolean playable() {
        return black != null && !black.isBlank() && white != null && !white.isBlank();
    }
}
