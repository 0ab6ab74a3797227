package org.hakem.live.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import java.util.Optional;
import org.hakem.live.domain.FeedSource;
import org.hakem.live.domain.FeedSources;

/** The rounds' PDN sources in PostgreSQL through JPA; a poll locks its row with {@code FOR UPDATE SKIP LOCKED}. */
@ApplicationScoped
public class JpaFeedSources implements FeedSources {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Override
    public Optional<FeedSource> find(String kind, long eventId, int round) {
        return em.createQuery("select s from FeedSource s where s.kind = :kind and s.eventId = :event"
                        + " and s.round = :round", FeedSource.class).setParameter("kind", kind)
                .setParameter("event", eventId).setParameter("round", round).getResultStream().findFirst();
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<Long> due(int seconds) {
        List<Number> ids = em.createNativeQuery("select id from round_feed_source where active and (last_polled is null"
                + " or last_polled < now() - make_interval(secs => ?1)) order by last_polled nulls first, id")
                .setParameter(1, seconds).getResultList();
        return ids.stream().map(Number::longValue).toList();
    }

    @Override
    public Optional<FeedSource> lock(long id) {
        @SuppressWarnings("unchecked")
        List<Number> got = em.createNativeQuery("select id from round_feed_source where id = ?1 for update skip locked")
                .setParameter(1, id).getResultList();
        if (got.isEmpty()) {
            return Optional.empty();
        }
        return Optional.ofNullable(em.find(FeedSource.class, id));
    }

    @Override
    public FeedSource add(FeedSource source) {
        em.persist(source);
        em.flush();
        return source;
    }

    @Override
    public void remove(FeedSource source) {
        em.remove(source);
        em.flush();
    }
}
