package org.hakem.live.domain;

/**
 * Which events of a kind anyone may follow live: each kind of event implements this once ({@code tournament},
 * {@code team}), and the live stream of an event that is not public is not found.
 */
public interface LiveEvents {

    /** The kind of event, as in {@link BoardAddress#kind()}. */
    String kind();

    /** True when the event exists and is public. */
    boolean publicEvent(long eventId);
}
