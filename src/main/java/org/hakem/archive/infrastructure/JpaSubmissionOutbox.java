package org.hakem.archive.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.hakem.archive.domain.Submission;
import org.hakem.archive.domain.SubmissionOutbox;

/**
 * Writes submission rows on the JDBC connection of the running JPA transaction: the same transaction and data source
 * as the event's change, so the row commits with the change or not at all ({@link JdbcSubmissionQueue#append}).
 */
@ApplicationScoped
public class JpaSubmissionOutbox implements SubmissionOutbox {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Override
    public void append(Submission submission) {
        em.unwrap(org.hibernate.Session.class).doWork(c -> JdbcSubmissionQueue.append(c, submission));
    }
}
