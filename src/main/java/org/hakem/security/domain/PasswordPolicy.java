package org.hakem.security.domain;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.hakem.platform.Problem;

/**
 * What a new password must be (OWASP ASVS 2.1): at least {@link #MIN_LENGTH} characters (counted as
 * Unicode code points, spaces allowed and kept), at most {@link #MAX_LENGTH}, not the user name, and not one
 * of the common passwords shipped with Hakem ({@code common-passwords.txt} beside this class: the entries of
 * 12 characters or more of a public list of a million leaked passwords, compared ignoring case). No rules on
 * character classes, as ASVS 2.1.9 asks.
 */
public final class PasswordPolicy {

    public static final int MIN_LENGTH = 12;
    public static final int MAX_LENGTH = 128;

    private static final Set<String> COMMON = load();

    private PasswordPolicy() {
    }

    /** Why {@code password} may not be used by {@code username}, or empty when it may. */
    public static Optional<org.hakem.platform.Problem> problem(String username, String password) {
        if (password == null || password.isEmpty()) {
            return Optional.of(org.hakem.platform.Problem.of("field.required"));
        }
        int length = password.codePointCount(0, password.length());
        if (length < MIN_LENGTH) {
            return Optional.of(org.hakem.platform.Problem.of("password.too-short", MIN_LENGTH));
        }
        if (length > MAX_LENGTH) {
            return Optional.of(org.hakem.platform.Problem.of("field.too-long", MAX_LENGTH));
        }
        String lower = password.toLowerCase(Locale.ROOT);
        if (username != null && lower.strip().equals(username.strip().toLowerCase(Locale.ROOT))) {
            return Optional.of(org.hakem.platform.Problem.of("password.username"));
        }
        if (isCommon(password)) {
            return Optional.of(org.hakem.platform.Problem.of("password.common"));
        }
        return Optional.empty();
    }

    /** Whether the password is on the shipped list of common passwords (ignoring case). */
    public static boolean isCommon(String password) {
        return COMMON.contains(password.toLowerCase(Locale.ROOT));
    }

    /** How many common passwords the list holds. */
    public static int commonCount() {
        return COMMON.size();
    }

    private static Set<String> load() {
        Set<String> set = new HashSet<>(64_000);
        try (InputStream in = PasswordPolicy.class.getResourceAsStream("common-passwords.txt")) {
            if (in == null) {
                throw new IllegalStateException("common-passwords.txt is missing from the application");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isEmpty() && !line.startsWith("# ")) {
                    set.add(line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Set.copyOf(set);
    }
}
