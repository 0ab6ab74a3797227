package org.hakem.live.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.hakem.event.application.EventNotices;
import org.hakem.live.domain.LiveNotice;
import org.hakem.live.domain.LiveNotices;

/**
 * Change notices through PostgreSQL's {@code NOTIFY} on the caller's transaction: the database delivers them to every
 * node listening on {@link #CHANNEL} when that transaction commits, and never when it rolls back; the same notice
 * given twice in a transaction is delivered once. The event core's audited changes come here too ({@link EventNotices}).
 */
@ApplicationScoped
public class PgLiveNotices implements LiveNotices, EventNotices {

    /** The channel every node listens on. */
    public static final String CHANNEL = "hakem_live";

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Override
    public void announce(LiveNotice notice) {
        em.createNativeQuery("select cast(pg_notify(?1, ?2) as text)").setParameter(1, CHANNEL)
                .setParameter(2, notice.text()).getSingleResult();
    }

    @Override
    public void changed(String kind, long eventId, int round) {
        announce(round == 0 ? LiveNotice.event(kind, eventId) : LiveNotice.round(kind, eventId, round));
    }
}
