package org.hakem.security.domain;

import java.util.Locale;

/** What an account may do: an admin everything, an arbiter run tournaments and the archive. */
public enum Role {
    ADMIN, ARBITER;

    public static final String ADMIN_NAME = "admin";
    public static final String ARBITER_NAME = "arbiter";

    /** The role name used in security constraints and stored in the database. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Role of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
