package org.hakem.security.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import java.util.Optional;
import org.hakem.security.domain.Account;
import org.hakem.security.domain.AccountRepository;
import org.hakem.security.domain.Role;

/** The accounts in PostgreSQL ({@code app_user}), through JPA. */
@ApplicationScoped
public class JpaAccountRepository implements AccountRepository {

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Override
    public void add(Account account) {
        em.persist(account);
    }

    @Override
    public List<Account> all() {
        return em.createQuery("select a from Account a order by a.username", Account.class).getResultList();
    }

    @Override
    public Optional<Account> byKey(String username) {
        return em.createQuery("select a from Account a where replace(lower(a.username), 'ı', 'i') = :u", Account.class)
                .setParameter("u", Account.key(username))
                .getResultStream().findFirst();
    }

    @Override
    public Optional<Account> lockedById(long id) {
        return Optional.ofNullable(em.find(Account.class, id, LockModeType.PESSIMISTIC_WRITE));
    }

    @Override
    public List<Account> lockedWithSecondFactor() {
        return em.createQuery("select a from Account a where a.totpSecret is not null", Account.class)
                .setLockMode(LockModeType.PESSIMISTIC_WRITE).getResultList();
    }

    @Override
    public long countWithRole(Role role, boolean enabledOnly) {
        return em.createQuery("select count(a) from Account a where a.role = :r"
                        + (enabledOnly ? " and a.disabled = false" : ""), Long.class)
                .setParameter("r", role.id()).getSingleResult();
    }
}
