package org.hakem.security.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.text.Normalizer;
import java.time.Instant;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A person who logs in. Holds only the password hash, never the password; may be disabled by an admin
 * (kept for the audit trail, but refused at login) and may have a TOTP second factor.
 */
@Entity
@Table(name = "app_user")
public class Account {

    /** Lower-case letters of any alphabet (Turkish ç ğ ı ö ş ü too), digits, '.', '_', '-'. */
    private static final Pattern USERNAME = Pattern.compile("[\\p{Ll}\\p{Lo}\\p{Nd}][\\p{Ll}\\p{Lo}\\p{Nd}._-]{1,63}");
    public static final String USERNAME_RULE = "must be 2-64 characters: letters (Turkish letters too), digits, "
            + "'.', '_' or '-', starting with a letter or digit";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, length = 64)
    private String username;

    @Column(name = "password_hash", nullable = false, length = 512)
    private String passwordHash;

    @Column(nullable = false, length = 16)
    private String role;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(nullable = false)
    private boolean disabled;

    @Column(name = "password_changed_at")
    private Instant passwordChangedAt;

    @Column(name = "totp_secret", length = 200)
    private String totpSecret;

    @Column(name = "totp_enabled", nullable = false)
    private boolean totpEnabled;

    @Column(name = "totp_last_step")
    private Long totpLastStep;

    @Version
    private long version;

    protected Account() {
        // for JPA
    }

    public Account(String username, String passwordHash, Role role) {
        if (!isValidUsername(username)) {
            throw new IllegalArgumentException("user name " + USERNAME_RULE);
        }
        this.username = username;
        this.passwordHash = passwordHash;
        this.role = role.id();
        this.createdAt = Instant.now();
        this.passwordChangedAt = createdAt;
    }

    /**
     * The form a user name is stored and compared in: Unicode NFC, lower case. Turkish capitals come out as
     * a Turkish reader expects: "İlker" gives "ilker" (not i with a combining dot), "ŞAHİN" gives "şahin".
     */
    public static String normalize(String username) {
        if (username == null) {
            return "";
        }
        String nfc = Normalizer.normalize(username.strip(), Normalizer.Form.NFC);
        String lower = nfc.toLowerCase(Locale.ROOT).replace("i\u0307", "i");
        return Normalizer.normalize(lower, Normalizer.Form.NFC);
    }

    /**
     * What two user names are compared by: {@link #normalize} with dotless ı read as i, because the capital I
     * of a Turkish name and of an English one fold differently ("IŞIL" is "ışıl" to a Turk and "işil" to
     * Java): whichever way a user types his name, he finds his account.
     */
    public static String key(String username) {
        return normalize(username).replace('ı', 'i');
    }

    public static boolean isValidUsername(String username) {
        return username != null && USERNAME.matcher(username).matches();
    }

    public Long id() {
        return id;
    }

    public String username() {
        return username;
    }

    public String passwordHash() {
        return passwordHash;
    }

    public Role role() {
        return Role.of(role);
    }

    public Instant createdAt() {
        return createdAt;
    }

    public boolean disabled() {
        return disabled;
    }

    public Instant passwordChangedAt() {
        return passwordChangedAt;
    }

    public boolean totpEnabled() {
        return totpEnabled;
    }

    public String totpSecret() {
        return totpSecret;
    }

    /** A new password hash (a change, a reset by an admin, or the same password hashed more strongly). */
    public void setPasswordHash(String hash, boolean newPassword) {
        this.passwordHash = hash;
        if (newPassword) {
            this.passwordChangedAt = Instant.now();
        }
    }

    public void setDisabled(boolean disabled) {
        this.disabled = disabled;
    }

    /** Replaces the stored (sealed) form of the second factor's secret; the secret itself stays the same. */
    public void sealTotpSecret(String sealed) {
        this.totpSecret = sealed;
    }

    /** Starts enrolling a second factor: the secret is kept, but asked for only once confirmed. */
    public void startTotp(String secret) {
        this.totpSecret = secret;
        this.totpEnabled = false;
        this.totpLastStep = null;
    }

    /** The enrolment's first code was right: from now on the code is asked for at every login. */
    public void confirmTotp(long step) {
        this.totpEnabled = true;
        this.totpLastStep = step;
    }

    public void removeTotp() {
        this.totpSecret = null;
        this.totpEnabled = false;
        this.totpLastStep = null;
    }

    /** Accepts a code's step once: false when that step (or an earlier one) was already used. */
    public boolean useTotpStep(long step) {
        if (totpLastStep != null && step <= totpLastStep) {
            return false;
        }
        totpLastStep = step;
        return true;
    }
}
