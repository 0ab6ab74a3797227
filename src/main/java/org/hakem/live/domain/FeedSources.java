package org.hakem.live.domain;

import java.util.List;
import java.util.Optional;

/** Where the rounds' PDN sources are kept (JPA at the edge: {@code live.infrastructure.JpaFeedSources}). */
public interface FeedSources {

    /** The source of a round, if one is attached. */
    Optional<FeedSource> find(String kind, long eventId, int round);

    /** The active sources whose last poll is older than {@code seconds} (or never happened). */
    List<Long> due(int seconds);

    /**
     * The source, locked for this transaction when no other node holds it ({@code FOR UPDATE SKIP LOCKED}): empty
     * when it is gone or another node is polling it now.
     */
    Optional<FeedSource> lock(long id);

    FeedSource add(FeedSource source);

    void remove(FeedSource source);
}
