package org.hakem.player.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import java.util.Optional;
import org.hakem.player.domain.NameKeys;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerRepository;

/** Players in PostgreSQL through JPA. Search matches the folded name key; order is the collation key. */
@ApplicationScoped
public class JpaPlayerRepository implements PlayerRepository {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Override
    public Optional<Player> find(long id) {
        return Optional.ofNullable(em.find(Player.class, id));
    }

    @Override
    public List<Player> search(String query, int offset, int limit) {
        return em.createQuery("select p from Player p where p.nameKey like :q escape '\\' "
                        + "order by p.sortKey, p.id", Player.class)
                .setParameter("q", pattern(query))
                .setFirstResult(offset)
                .setMaxResults(limit)
                .getResultList();
    }

    @Override
    public long count(String query) {
        return em.createQuery("select count(p) from Player p where p.nameKey like :q escape '\\'", Long.class)
                .setParameter("q", pattern(query))
                .getSingleResult();
    }

    @Override
    public List<Player> byIdentifier(String identifier) {
        return em.createQuery("select p from Player p where p.fmjdId = :i or p.nationalId = :i "
                        + "order by p.sortKey, p.id", Player.class)
                .setParameter("i", identifier)
                .setMaxResults(50)
                .getResultList();
    }

    @Override
    public Player add(Player player) {
        em.persist(player);
        em.flush();
        return player;
    }

    @Override
    public void remove(Player player) {
        em.remove(player);
    }

    @Override
    public boolean isEmpty() {
        return em.createQuery("select count(p) from Player p", Long.class).getSingleResult() == 0;
    }

    @Override
    public void flush() {
        em.flush();
    }

    /** A LIKE pattern for "folded name contains the folded query", with the query's wildcards escaped. */
    static String pattern(String query) {
        String key = NameKeys.searchKey(query == null ? "" : query);
        return "%" + key.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
    }
}
