package org.hakem.security.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.logging.Logger;
import org.hakem.platform.SchemaMigrated;
import org.hakem.security.application.AccountService;

/**
 * At every start, once the schema is migrated: TOTP secrets stored in clear (older versions) or under an old key
 * (after a rotation) are sealed again under the current key.
 */
@ApplicationScoped
public class SecretsAtStart {

    private static final Logger LOG = Logger.getLogger(SecretsAtStart.class.getName());

    @Inject
    AccountService accounts;

    void sealTotpSecrets(@Observes SchemaMigrated migrated) {
        int sealed = accounts.sealTotpSecrets();
        if (sealed > 0) {
            LOG.info(() -> sealed + " second-factor secret(s) sealed again under the current secret key");
        }
    }
}
