package org.hakem.event.application;

/**
 * Tells the viewers of an event's public pages that something changed (implemented by the live day's change notices,
 * {@code live.infrastructure.PgLiveNotices}: delivered to every app node when, and only if, the transaction commits).
 * Every audited change of an event announces itself through this: its settings, status, entrants and rounds.
 */
public interface EventNotices {

    /** The event of this kind changed ({@code round} 0) or one of its rounds did (paired, published, taken back). */
    void changed(String kind, long eventId, int round);
}
