package org.hakem.archive.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hakem.archive.domain.ArchiveCollection;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.EventBoard;
import org.hakem.archive.domain.GameRepository;
import org.hakem.archive.domain.ImportRun;
import org.hakem.pdn.PdnResult;
import org.hakem.player.domain.NameKeys;

/** Archived games in PostgreSQL through JPA: browsing, reading, corrections and deletions. */
@ApplicationScoped
public class JpaGameRepository implements GameRepository {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Override
    public Optional<ArchivedGame> find(long id) {
        return Optional.ofNullable(em.find(ArchivedGame.class, id));
    }

    @Override
    public List<ArchivedGame> findAll(Collection<Long> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        Map<Long, ArchivedGame> byId = new HashMap<>();
        for (ArchivedGame g : em.createQuery("select g from ArchivedGame g where g.id in :ids", ArchivedGame.class)
                .setParameter("ids", ids).getResultList()) {
            byId.put(g.id(), g);
        }
        List<ArchivedGame> out = new ArrayList<>();
        for (Long id : ids) {
            if (byId.containsKey(id)) {
                out.add(byId.get(id));
            }
        }
        return out;
    }

    @Override
    public List<ArchivedGame> browse(Browse f, int offset, int limit) {
        TypedQuery<ArchivedGame> q = em.createQuery("select g from ArchivedGame g" + where(f) + " order by g.id", ArchivedGame.class);
        bind(q, f);
        return q.setFirstResult(offset).setMaxResults(limit).getResultList();
    }

    @Override
    public long count(Browse f) {
        TypedQuery<Long> q = em.createQuery("select count(g) from ArchivedGame g" + where(f), Long.class);
        bind(q, f);
        return q.getSingleResult();
    }

    private static String where(Browse f) {
        List<String> c = new ArrayList<>();
        if (present(f.variant())) {
            c.add("g.variant = :variant");
        }
        if (present(f.player())) {
            c.add("(g.whiteKey like :player escape '\\' or g.blackKey like :player escape '\\')");
        }
        if (present(f.event())) {
            c.add("lower(g.event) like :event escape '\\'");
        }
        if (f.yearFrom() != null) {
            c.add("g.year >= :yearFrom");
        }
        if (f.yearTo() != null) {
            c.add("g.year <= :yearTo");
        }
        if (present(f.result())) {
            c.add("g.result in :results");
        }
        if (present(f.status())) {
            c.add("g.status = :status");
        }
        if (f.collectionId() != null) {
            c.add("g.collectionId = :collection");
        }
        return c.isEmpty() ? "" : " where " + String.join(" and ", c);
    }

    private static void bind(TypedQuery<?> q, Browse f) {
        if (present(f.variant())) {
            q.setParameter("variant", f.variant());
        }
        if (present(f.player())) {
            q.setParameter("player", like(NameKeys.searchKey(f.player())));
        }
        if (present(f.event())) {
            q.setParameter("event", like(f.event().strip().toLowerCase()));
        }
        if (f.yearFrom() != null) {
            q.setParameter("yearFrom", f.yearFrom());
        }
        if (f.yearTo() != null) {
            q.setParameter("yearTo", f.yearTo());
        }
        if (present(f.result())) {
            q.setParameter("results", resultsWritten(PdnResult.outcome(f.result()).token()));
        }
        if (present(f.status())) {
            q.setParameter("status", f.status().strip().toLowerCase());
        }
        if (f.collectionId() != null) {
            q.setParameter("collection", f.collectionId());
        }
    }

    /** The ways archives write a result. */
    static List<String> resultsWritten(String normal) {
        return switch (normal) {
            case "1-0" -> List.of("1-0", "2-0", "1:0", "2:0");
            case "0-1" -> List.of("0-1", "0-2", "0:1", "0:2");
            case "1/2-1/2" -> List.of("1/2-1/2", "1-1", "1/2:1/2", "1:1");
            default -> List.of("*");
        };
    }

    private static String like(String s) {
        return "%" + s.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
    }

    private static boolean present(String s) {
        return s != null && !s.isBlank();
    }

    @Override
    public Optional<Long> newestOf(EventBoard board) {
        List<?> ids = em.createNativeQuery("select game_id from archive_event_game where event_kind = ?1 and event_id = ?2 "
                        + "and round = ?3 and match = ?4 and board = ?5 order by game_id desc limit 1")
                .setParameter(1, board.kind()).setParameter(2, board.eventId()).setParameter(3, board.round())
                .setParameter(4, board.match()).setParameter(5, board.board()).getResultList();
        return ids.stream().findFirst().map(id -> ((Number) id).longValue());
    }

    @Override
    public void remove(ArchivedGame game) {
        em.remove(game);
    }

    @Override
    public void logIndexChange(long gameId) {
        em.createNativeQuery("insert into archive_index_log (game_id) values (?1)").setParameter(1, gameId).executeUpdate();
    }

    @Override
    public List<ImportRun> recentRuns(int limit) {
        return em.createQuery("select r from ImportRun r order by r.id desc", ImportRun.class).setMaxResults(limit)
                .getResultList();
    }

    @Override
    public Optional<ImportRun> run(long id) {
        // progress is written by other transactions: always read the row as it is now
        ImportRun r = em.find(ImportRun.class, id);
        if (r != null) {
            em.refresh(r);
        }
        return Optional.ofNullable(r);
    }

    @Override
    public List<ArchiveCollection> collections() {
        return em.createQuery("select c from ArchiveCollection c order by c.name", ArchiveCollection.class).getResultList();
    }

    @Override
    public void flush() {
        em.flush();
    }
}
