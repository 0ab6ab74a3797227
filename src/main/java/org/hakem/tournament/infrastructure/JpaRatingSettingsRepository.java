package org.hakem.tournament.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.Optional;
import org.hakem.tournament.domain.RatingSettings;
import org.hakem.tournament.domain.RatingSettingsRepository;

/** Tournaments' rating settings in PostgreSQL through JPA. */
@ApplicationScoped
public class JpaRatingSettingsRepository implements RatingSettingsRepository {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Override
    public Optional<RatingSettings> find(long eventId) {
        return Optional.ofNullable(em.find(RatingSettings.class, eventId));
    }

    @Override
    public void add(RatingSettings settings) {
        em.persist(settings);
        em.flush();
    }

    @Override
    public void remove(RatingSettings settings) {
        em.remove(settings);
        em.flush();
    }
}
