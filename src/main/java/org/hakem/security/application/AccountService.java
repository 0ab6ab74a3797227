package org.hakem.security.application;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.security.enterprise.identitystore.Pbkdf2PasswordHash;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hakem.platform.ValidationException;
import org.hakem.security.domain.Account;
import org.hakem.security.domain.Role;

/** Creating accounts and checking passwords. */
@ApplicationScoped
public class AccountService {

    public static final int MIN_PASSWORD_LENGTH = 10;

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Inject
    Pbkdf2PasswordHash hash;

    /** Hash of a random password: unknown users are checked against it so they cost the same time. */
    private String decoyHash;

    @PostConstruct
    void init() {
        hash.initialize(Map.of(
                "Pbkdf2PasswordHash.Algorithm", "PBKDF2WithHmacSHA256",
                "Pbkdf2PasswordHash.Iterations", "120000",
                "Pbkdf2PasswordHash.SaltSizeBytes", "32",
                "Pbkdf2PasswordHash.KeySizeBytes", "32"));
        decoyHash = hash.generate(java.util.UUID.randomUUID().toString().toCharArray());
    }

    @Transactional
    public Account create(String username, String password, Role role) {
        String name = username == null ? "" : username.strip().toLowerCase(java.util.Locale.ROOT);
        if (!Account.isValidUsername(name)) {
            throw new ValidationException("username", "must be 2-64 characters: lower-case letters, digits, "
                    + "'.', '_' or '-', starting with a letter or digit");
        }
        if (password == null || password.length() < MIN_PASSWORD_LENGTH) {
            throw new ValidationException("password", "must be at least " + MIN_PASSWORD_LENGTH + " characters");
        }
        if (find(name).isPresent()) {
            throw new ValidationException("username", "is already taken");
        }
        Account account = new Account(name, hash.generate(password.toCharArray()), role);
        em.persist(account);
        return account;
    }

    @Transactional
    public List<Account> list() {
        return em.createQuery("select a from Account a order by a.username", Account.class).getResultList();
    }

    @Transactional
    public boolean anyAdmin() {
        return em.createQuery("select count(a) from Account a where a.role = :r", Long.class)
                .setParameter("r", Role.ADMIN.id()).getSingleResult() > 0;
    }

    /**
     * The account if the password is right. Unknown users and wrong passwords both give empty, after
     * the same amount of hashing work.
     */
    @Transactional
    public Optional<Account> verify(String username, char[] password) {
        Optional<Account> account = username == null ? Optional.empty()
                : find(username.strip().toLowerCase(java.util.Locale.ROOT));
        boolean ok = hash.verify(password, account.map(Account::passwordHash).orElse(decoyHash));
        return ok ? account : Optional.empty();
    }

    private Optional<Account> find(String username) {
        return em.createQuery("select a from Account a where lower(a.username) = :u", Account.class)
                .setParameter("u", username)
                .getResultStream().findFirst();
    }
}
