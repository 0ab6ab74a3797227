package org.hakem.security.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.regex.Pattern;

/** A person who logs in. Holds only the password hash, never the password. */
@Entity
@Table(name = "app_user")
public class Account {

    private static final Pattern USERNAME = Pattern.compile("[a-z0-9][a-z0-9._-]{1,63}");

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

    @Version
    private long version;

    protected Account() {
        // for JPA
    }

    public Account(String username, String passwordHash, Role role) {
        if (!isValidUsername(username)) {
            throw new IllegalArgumentException("user name must be 2-64 characters: lower-case letters, "
                    + "digits, '.', '_' or '-', starting with a letter or digit");
        }
        this.username = username;
        this.passwordHash = passwordHash;
        this.role = role.id();
        this.createdAt = Instant.now();
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
}
