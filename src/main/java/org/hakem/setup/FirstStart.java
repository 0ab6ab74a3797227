package org.hakem.setup;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.util.List;
import java.util.logging.Logger;
import org.hakem.platform.OnceFlags;
import org.hakem.platform.SchemaMigrated;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.security.application.AccountService;
import org.hakem.security.domain.Role;
import org.hakem.tournament.application.TournamentDemo;

/**
 * What a brand-new database gets once: the {@code admin} account (password from
 * {@code HAKEM_ADMIN_PASSWORD}, else generated and printed once in the log) and the demo data. Demo data
 * goes only into an empty registry and only once: a flag in {@code app_state} remembers it, so deleting
 * the demo players never brings them back, and existing data is never touched. The whole set-up is one transaction
 * holding a database lock, so app nodes that start together do it once: the others wait, then find it done.
 *
 * <p>Runs when {@code org.hakem.platform.Startup} announces the migrated schema, so the platform does not
 * depend on the capabilities it stands under.
 */
@ApplicationScoped
public class FirstStart {

    private static final Logger LOG = Logger.getLogger(FirstStart.class.getName());
    static final String DEMO_FLAG = "demo.players";
    /** The database lock held by the first-start set-up (until its transaction ends). */
    static final String LOCK = "setup.first-start";

    @PersistenceContext(unitName = "hakem")
    EntityManager em;

    @Inject
    OnceFlags flags;

    @Inject
    AccountService accounts;

    @Inject
    PlayerService players;

    @Inject
    TournamentDemo tournamentDemo;

    @Transactional
    public void run(@Observes SchemaMigrated migrated) {
        // App nodes starting together take turns here: the second sees what the first made (one admin, one demo)
        em.createNativeQuery("select count(*) from (select pg_advisory_xact_lock(hashtextextended(?1, 0))) l").setParameter(1, LOCK)
                .getSingleResult();
        if (!accounts.anyAdmin()) {
            createAdmin();
        }
        if (!flags.isSet(DEMO_FLAG)) {
            if (players.list("", 0, 1).total() == 0 && !"false".equalsIgnoreCase(System.getenv("HAKEM_DEMO"))) {
                demoPlayers().forEach(players::register);
                LOG.info("Loaded demo players into the empty registry");
            }
            flags.set(DEMO_FLAG);
        }
        tournamentDemo.loadOnce(); // its own once-only flag (demo.tournaments)
    }

    private void createAdmin() {
        String password = System.getenv("HAKEM_ADMIN_PASSWORD");
        boolean generated = password == null || password.isBlank();
        if (generated) {
            password = randomPassword();
        }
        accounts.create("admin", password, Role.ADMIN);
        if (generated) {
            LOG.warning("\n=================================================================\n"
                    + " Created the admin account. User: admin   Password: " + password + "\n"
                    + " This password is shown once. Set HAKEM_ADMIN_PASSWORD to choose it.\n"
                    + "=================================================================");
        } else {
            LOG.info("Created the admin account with the password from HAKEM_ADMIN_PASSWORD");
        }
    }

    static String randomPassword() {
        String alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        SecureRandom random = new SecureRandom();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 16; i++) {
            sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    /** A few players of the kind a Turkish club tournament has, with names that test Unicode handling. */
    static List<PlayerDetails> demoPlayers() {
        return List.of(
                new PlayerDetails("Şahin Yılmaz", "TUR", "MF", 2210, "TR-1001", null, "İzmir Dama Kulübü", 1988),
                new PlayerDetails("Gökçe Öztürk", "TUR", "MFF", 2050, "TR-1002", null, "Ankara Dama", 1995),
                new PlayerDetails("İlker Çelik", "TUR", null, 1890, "TR-1003", null, "İstanbul Dama", 2001),
                new PlayerDetails("Işıl Doğan", "TUR", null, 1760, "TR-1004", null, "Ankara Dama", 2004),
                new PlayerDetails("Alexander Schwarzman", "RUS", "GMI", 2380, null, "10001", null, 1967),
                new PlayerDetails("Roel Boomstra", "NED", "GMI", 2370, null, "10002", null, 1993));
    }
}
