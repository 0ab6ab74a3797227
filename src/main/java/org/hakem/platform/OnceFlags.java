package org.hakem.platform;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

/**
 * Flags of things done once per installation ({@code app_state}: the first start's admin and demo players, the demo
 * tournaments): set in the caller's transaction, so a flag and what it records commit together.
 */
@ApplicationScoped
public class OnceFlags {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    /** Whether {@code key} was set. */
    public boolean isSet(String key) {
        return !em.createNativeQuery("select 1 from app_state where key = ?1").setParameter(1, key)
                .getResultList().isEmpty();
    }

    /** Sets {@code key} (nothing if it is set). */
    public void set(String key) {
        em.createNativeQuery("insert into app_state (key, value) values (?1, 'true') on conflict (key) do nothing")
                .setParameter(1, key).executeUpdate();
    }
}
