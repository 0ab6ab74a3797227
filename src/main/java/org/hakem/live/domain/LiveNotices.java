package org.hakem.live.domain;

/**
 * Announces changes to every app node (this one included): a notice given inside a transaction is delivered when,
 * and only if, it commits (PostgreSQL {@code NOTIFY}: {@code live.infrastructure.PgLiveNotices}).
 */
public interface LiveNotices {

    void announce(LiveNotice notice);
}
