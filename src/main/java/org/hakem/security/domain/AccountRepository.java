package org.hakem.security.domain;

import java.util.List;
import java.util.Optional;

/** Where accounts are kept (JPA at the edge: {@code security.infrastructure.JpaAccountRepository}). */
public interface AccountRepository {

    void add(Account account);

    /** Every account, by user name. */
    List<Account> all();

    /** The account whose user name is {@code username} once case and the dotless i are set aside. */
    Optional<Account> byKey(String username);

    /** The account, locked for update until the transaction ends; empty if it is gone. */
    Optional<Account> lockedById(long id);

    /** The accounts with a second factor, locked for update until the transaction ends. */
    List<Account> lockedWithSecondFactor();

    /** How many accounts have the role, {@code enabledOnly}: only those not disabled. */
    long countWithRole(Role role, boolean enabledOnly);
}
