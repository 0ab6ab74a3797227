package org.hakem.ratinglist.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.hakem.ratinglist.domain.ImportedList;
import org.hakem.ratinglist.domain.ListType;
import org.hakem.ratinglist.domain.RatingListRepository;

/** Rating lists in PostgreSQL through JPA. */
@ApplicationScoped
public class JpaRatingListRepository implements RatingListRepository {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Override
    public ImportedList add(ImportedList list) {
        em.persist(list);
        em.flush();
        return list;
    }

    @Override
    public Optional<ImportedList> find(long id) {
        return Optional.ofNullable(em.find(ImportedList.class, id));
    }

    @Override
    public List<ImportedList> all() {
        return em.createQuery("select l from ImportedList l order by l.listType, l.listDate desc, l.id desc",
                ImportedList.class).getResultList();
    }

    @Override
    public Optional<ImportedList> inForce(String listType, LocalDate day) {
        return em.createQuery("select l from ImportedList l where l.listType = :t and l.listDate <= :d "
                        + "order by l.listDate desc, l.id desc", ImportedList.class)
                .setParameter("t", listType).setParameter("d", day).setMaxResults(1)
                .getResultStream().findFirst();
    }

    @Override
    public Optional<ImportedList> latest(String listType) {
        return em.createQuery("select l from ImportedList l where l.listType = :t order by l.listDate desc, l.id desc",
                        ImportedList.class)
                .setParameter("t", listType).setMaxResults(1).getResultStream().findFirst();
    }

    @Override
    public List<org.hakem.ratinglist.domain.RatingPoint> history(String fmjdId, String name, String federation) {
        String id = fmjdId == null ? "" : fmjdId.strip();
        String fed = federation == null ? "" : federation.strip();
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("select distinct on (l.id) l.list_type, l.list_date, e.rating, e.games "
                        + "from rating_list_entry e join rating_list l on l.id = e.list_id "
                        + "where (:id <> '' and e.fmjd_id = :id) or ((e.fmjd_id is null or :id = '') "
                        + "and lower(e.name) = lower(:name) and (:fed = '' or e.federation is null or e.federation = :fed)) "
                        + "order by l.id, (e.fmjd_id is not null and e.fmjd_id = :id) desc, e.position")
                .setParameter("id", id).setParameter("name", name == null ? "" : name.strip()).setParameter("fed", fed)
                .getResultList();
        return rows.stream().map(r -> new org.hakem.ratinglist.domain.RatingPoint((String) r[0],
                        r[1] instanceof java.sql.Date d ? d.toLocalDate() : (LocalDate) r[1], ((Number) r[2]).intValue(),
                        r[3] == null ? null : ((Number) r[3]).intValue()))
                .sorted(java.util.Comparator.comparing(org.hakem.ratinglist.domain.RatingPoint::listType)
                        .thenComparing(org.hakem.ratinglist.domain.RatingPoint::listDate))
                .toList();
    }

    @Override
    public List<ListType> types() {
        return em.createQuery("select t from ListType t order by t.id", ListType.class).getResultList();
    }

    @Override
    public Optional<ListType> type(String id) {
        return Optional.ofNullable(em.find(ListType.class, id));
    }

    @Override
    public ListType addType(ListType type) {
        em.persist(type);
        em.flush();
        return type;
    }
}
