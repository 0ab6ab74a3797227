package org.hakem.security.application;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.security.enterprise.identitystore.Pbkdf2PasswordHash;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.hakem.platform.Problem;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.security.domain.Account;
import org.hakem.security.domain.AccountRepository;
import org.hakem.security.domain.PasswordPolicy;
import org.hakem.security.domain.Role;
import org.hakem.security.domain.SecretBox;
import org.hakem.security.domain.Totp;

/**
 * Accounts: creating them, checking passwords and second factors, and what admins and the account's owner
 * may change (password, disabled, TOTP).
 *
 * <p>Passwords are hashed with PBKDF2-HMAC-SHA256 at {@link #ITERATIONS} iterations, OWASP's current
 * recommendation; a hash made with fewer iterations (older Hakem) is made again at the next successful login.
 * Because the API authenticates every request with HTTP Basic, a successfully checked password is remembered
 * for {@link #REMEMBER} as an HMAC under a key that lives only in this process's memory, so that repeated
 * requests do not each pay for the hash; a changed password, a changed hash or a disabled account no longer
 * matches what was remembered.
 */
@ApplicationScoped
public class AccountService {

    public static final int MIN_PASSWORD_LENGTH = PasswordPolicy.MIN_LENGTH;
    /** OWASP Password Storage Cheat Sheet: PBKDF2-HMAC-SHA256 with 600,000 iterations. */
    public static final int ITERATIONS = 600_000;
    static final Duration REMEMBER = Duration.ofMinutes(10);
    private static final int MAX_REMEMBERED = 10_000;
    public static final String ISSUER = "Hakem";
    private static final java.util.logging.Logger LOG = java.util.logging.Logger.getLogger(AccountService.class.getName());

    @Inject
    AccountRepository accounts;

    @Inject
    Pbkdf2PasswordHash hash;

    /** Seals TOTP secrets at rest (AES-GCM under HAKEM_SECRET_KEY). */
    @Inject
    SecretBox box;

    /** What a successful check remembered: the HMAC of name and password, the hash it matched, until when. */
    private record Remembered(byte[] mac, String passwordHash, Instant until) {
    }

    private final Map<String, Remembered> remembered = new ConcurrentHashMap<>();
    private final byte[] rememberKey = new byte[32];
    private final Clock clock = Clock.systemUTC();

    /** Hash of a random password: unknown users are checked against it so they cost the same time. */
    private String decoyHash;

    @PostConstruct
    void init() {
        hash.initialize(Map.of(
                "Pbkdf2PasswordHash.Algorithm", "PBKDF2WithHmacSHA256",
                "Pbkdf2PasswordHash.Iterations", Integer.toString(ITERATIONS),
                "Pbkdf2PasswordHash.SaltSizeBytes", "32",
                "Pbkdf2PasswordHash.KeySizeBytes", "32"));
        new SecureRandom().nextBytes(rememberKey);
        decoyHash = hash.generate(java.util.UUID.randomUUID().toString().toCharArray());
    }

    @Transactional
    public Account create(String username, String password, Role role) {
        String name = Account.normalize(username);
        if (!Account.isValidUsername(name)) {
            throw new ValidationException("username", Problem.of("account.username.format"));
        }
        checkPolicy(name, password);
        if (find(name).isPresent()) {
            throw new ValidationException("username", Problem.of("account.username.taken"));
        }
        Account account = new Account(name, hash.generate(password.toCharArray()), role);
        accounts.add(account);
        return account;
    }

    @Transactional
    public List<Account> list() {
        return accounts.all();
    }

    @Transactional
    public Optional<Account> byName(String username) {
        return find(Account.normalize(username));
    }

    @Transactional
    public boolean anyAdmin() {
        return accounts.countWithRole(Role.ADMIN, false) > 0;
    }

    /**
     * The account if the password is right and the account is not disabled. Unknown users, disabled
     * accounts and wrong passwords all give empty, after the same amount of hashing work. A hash of older,
     * weaker parameters is replaced by one of today's.
     */
    @Transactional
    public Optional<Account> verify(String username, char[] password) {
        Optional<Account> account = username == null ? Optional.empty() : find(Account.normalize(username));
        String stored = account.filter(a -> !a.disabled()).map(Account::passwordHash).orElse(decoyHash);
        boolean ok = hash.verify(password, stored) && account.isPresent() && !account.get().disabled();
        if (!ok) {
            return Optional.empty();
        }
        Account a = account.get();
        if (iterations(a.passwordHash()) < ITERATIONS) {
            a.setPasswordHash(hash.generate(password), false);
        }
        remember(a, password);
        return account;
    }

    /**
     * The account if this name and password were checked successfully within {@link #REMEMBER} and nothing
     * changed since (same hash, not disabled): no hashing work. Empty otherwise (then call {@link #verify}).
     */
    @Transactional
    public Optional<Account> remembered(String username, char[] password) {
        if (username == null) {
            return Optional.empty();
        }
        String name = Account.key(username);
        Remembered r = remembered.get(name);
        if (r == null || r.until().isBefore(clock.instant())) {
            return Optional.empty();
        }
        Optional<Account> account = find(name);
        if (account.isEmpty() || account.get().disabled() || !account.get().passwordHash().equals(r.passwordHash())
                || !MessageDigest.isEqual(r.mac(), mac(name, password))) {
            return Optional.empty();
        }
        return account;
    }

    /**
     * Whether the second factor is satisfied: true for an account without one; otherwise the code must be
     * right for now (one step of drift allowed), and with {@code once} (logins that start a session) its
     * time step must not have been used before.
     */
    @Transactional
    public boolean secondFactor(Account account, String code, boolean once) {
        if (!account.totpEnabled()) {
            return true;
        }
        String secret = totpSecret(account);
        OptionalLong step = Totp.matchingStep(secret, code, clock.instant());
        if (step.isEmpty()) {
            return false;
        }
        if (!once && box.current(account.totpSecret())) {
            return true;
        }
        Account managed = accounts.lockedById(account.id()).orElse(null);
        if (managed == null) {
            return false;
        }
        if (!box.current(managed.totpSecret())) {
            managed.sealTotpSecret(box.seal(secret, totpContext(managed))); // a rotated key: sealed anew on use
        }
        return !once || managed.useTotpStep(step.getAsLong());
    }

    /** The owner changes his password, giving the current one. */
    @Transactional
    public void changePassword(String username, String current, String newPassword) {
        Account account = verify(username, current == null ? new char[0] : current.toCharArray())
                .orElseThrow(() -> new ValidationException("current", Problem.of("account.current.wrong")));
        checkPolicy(account.username(), newPassword);
        if (newPassword.equals(current)) {
            throw new ValidationException("password", Problem.of("password.same"));
        }
        managed(account.username()).setPasswordHash(hash.generate(newPassword.toCharArray()), true);
        remembered.remove(Account.key(account.username()));
    }

    /** An admin sets a new password (the owner forgot his). */
    @Transactional
    public void resetPassword(String username, String newPassword) {
        Account account = managed(username);
        checkPolicy(account.username(), newPassword);
        account.setPasswordHash(hash.generate(newPassword.toCharArray()), true);
        remembered.remove(Account.key(account.username()));
    }

    /**
     * An admin disables (or enables again) an account. Nobody disables himself, and the last enabled admin
     * stays enabled, so the installation can always be administered.
     */
    @Transactional
    public Account setDisabled(String actor, String username, boolean disabled) {
        Account account = managed(username);
        if (disabled && account.username().equals(Account.normalize(actor))) {
            throw new ValidationException("disabled", Problem.of("account.disable.self"));
        }
        if (disabled && account.role() == Role.ADMIN && !account.disabled() && enabledAdmins() <= 1) {
            throw new ValidationException("disabled", Problem.of("account.disable.last-admin"));
        }
        account.setDisabled(disabled);
        remembered.remove(Account.key(account.username()));
        return account;
    }

    /** The owner starts enrolling a second factor: a new secret, asked for only once confirmed. */
    @Transactional
    public TotpEnrolment startTotp(String username) {
        Account account = managed(username);
        if (account.totpEnabled()) {
            throw new ValidationException("totp", Problem.of("account.totp.already"));
        }
        String secret = Totp.newSecret();
        account.startTotp(box.seal(secret, totpContext(account)));
        return new TotpEnrolment(secret, Totp.uri(ISSUER, account.username(), secret));
    }

    /** The secret and the {@code otpauth://} link an authenticator app reads. */
    public record TotpEnrolment(String secret, String uri) {
    }

    /** The owner confirms the enrolment with a code from the app; from then on the code is asked for. */
    @Transactional
    public void confirmTotp(String username, String code) {
        Account account = managed(username);
        if (account.totpSecret() == null || account.totpEnabled()) {
            throw new ValidationException("totp", Problem.of("account.totp.not-started"));
        }
        OptionalLong step = Totp.matchingStep(totpSecret(account), code, clock.instant());
        if (step.isEmpty()) {
            throw new ValidationException("code", Problem.of("account.totp.wrong-code"));
        }
        account.confirmTotp(step.getAsLong());
    }

    /** The owner removes his second factor with a current code; an admin (device lost) without one. */
    @Transactional
    public void removeTotp(String username, String code, boolean byAdmin) {
        Account account = managed(username);
        if (!byAdmin && account.totpEnabled()
                && Totp.matchingStep(totpSecret(account), code, clock.instant()).isEmpty()) {
            throw new ValidationException("code", Problem.of("account.totp.wrong-code"));
        }
        account.removeTotp();
    }

    /**
     * Seals every TOTP secret that is stored in clear (older versions) or under an old key (after a rotation)
     * under the current key; the number sealed. A secret no configured key opens is left as it is and named in the
     * log (its owner cannot log in until the key is configured again, or an admin removes the second factor).
     */
    @Transactional
    public int sealTotpSecrets() {
        int sealed = 0;
        for (Account a : accounts.lockedWithSecondFactor()) {
            if (box.current(a.totpSecret())) {
                continue;
            }
            Optional<String> secret = box.open(a.totpSecret(), totpContext(a));
            if (secret.isEmpty()) {
                LOG.warning(() -> "The second-factor secret of " + a.username()
                        + " was sealed under a key that is not configured (HAKEM_SECRET_KEY, HAKEM_SECRET_KEY_OLD)");
                continue;
            }
            a.sealTotpSecret(box.seal(secret.get(), totpContext(a)));
            sealed++;
        }
        return sealed;
    }

    /** The account's TOTP secret in clear, or null (none, or sealed under a key not configured here). */
    private String totpSecret(Account account) {
        return box.open(account.totpSecret(), totpContext(account)).orElse(null);
    }

    /** What a sealed secret is bound to: its account, so that it cannot be copied to another. */
    private static String totpContext(Account account) {
        return "hakem.totp:" + account.id();
    }

    private void checkPolicy(String username, String password) {
        PasswordPolicy.problem(username, password).ifPresent(p -> {
            throw new ValidationException("password", p);
        });
    }

    private long enabledAdmins() {
        return accounts.countWithRole(Role.ADMIN, true);
    }

    private Account managed(String username) {
        return find(Account.normalize(username)).orElseThrow(() -> new NotFoundException(Problem.of("account.not-found", username)));
    }

    private void remember(Account account, char[] password) {
        Instant now = clock.instant();
        if (remembered.size() >= MAX_REMEMBERED) {
            remembered.values().removeIf(r -> r.until().isBefore(now));
            if (remembered.size() >= MAX_REMEMBERED) {
                remembered.clear();
            }
        }
        String name = Account.key(account.username());
        remembered.put(name, new Remembered(mac(name, password), account.passwordHash(),
                now.plus(REMEMBER)));
    }

    private byte[] mac(String name, char[] password) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(rememberKey, "HmacSHA256"));
            mac.update(name.getBytes(StandardCharsets.UTF_8));
            mac.update((byte) 0);
            return mac.doFinal(new String(password).getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    /** The iteration count of a stored hash ({@code ALGORITHM:ITERATIONS:SALT:HASH}); 0 if unreadable. */
    static int iterations(String storedHash) {
        String[] parts = storedHash.split(":");
        try {
            return parts.length == 4 ? Integer.parseInt(parts[1]) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private Optional<Account> find(String username) {
        return accounts.byKey(username);
    }
}
