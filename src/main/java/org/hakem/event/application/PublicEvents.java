package org.hakem.event.application;

/**
 * Which events of a kind anyone may see (and follow live): every kind's lifecycle answers it
 * ({@link EventLifecycle}), so the live day finds each kind's by {@link #archiveKind()}.
 */
public interface PublicEvents {

    /** The kind of event, as the archive and the live day name it ({@code tournament}, {@code team}). */
    String archiveKind();

    /** True when the event exists and is public. */
    boolean publicEvent(long id);
}
