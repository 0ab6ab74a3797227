package org.hakem.live.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import java.util.Optional;
import org.hakem.live.domain.BoardRecording;
import org.hakem.live.domain.RecordingStore;

/** Recordings in PostgreSQL through JPA. */
@ApplicationScoped
public class JpaRecordingStore implements RecordingStore {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Override
    public Optional<BoardRecording> find(String kind, long boardId) {
        return em.createQuery("select r from BoardRecording r where r.kind = :kind and r.boardId = :board",
                        BoardRecording.class).setParameter("kind", kind).setParameter("board", boardId)
                .getResultStream().findFirst();
    }

    @Override
    public List<BoardRecording> round(String kind, long eventId, int round) {
        return em.createQuery("select r from BoardRecording r where r.kind = :kind and r.eventId = :event"
                        + " and r.round = :round order by r.match, r.board, r.id", BoardRecording.class)
                .setParameter("kind", kind).setParameter("event", eventId).setParameter("round", round)
                .getResultList();
    }

    @Override
    public BoardRecording add(BoardRecording recording) {
        em.persist(recording);
        em.flush();
        return recording;
    }

    @Override
    public void flush() {
        em.flush();
    }
}
