package org.hakem.security.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.hakem.platform.Problem;
import org.junit.jupiter.api.Test;

class PasswordPolicyTest {

    @Test
    void twelveCharactersAtLeastCountedAsCharactersNotBytes() {
        assertEquals(Optional.of("must be at least 12 characters"), PasswordPolicy.problem("ayse", "short-pass1").map(Problem::message));
        assertEquals(Optional.empty(), PasswordPolicy.problem("ayse", "çağrı-ışık-öğ"), "13 Turkish letters and dashes");
        assertEquals(Optional.of("must be at least 12 characters"), PasswordPolicy.problem("ayse", "😀😀😀😀😀😀😀😀😀😀😀").map(Problem::message),
                "11 characters even though 22 UTF-16 units");
        assertEquals(Optional.empty(), PasswordPolicy.problem("ayse", "correct horse battery"), "spaces allowed");
        assertEquals(Optional.of("must be at most 128 characters"), PasswordPolicy.problem("ayse", "x".repeat(129)).map(Problem::message));
        assertEquals(Optional.of("is required"), PasswordPolicy.problem("ayse", null).map(Problem::message));
    }

    @Test
    void notTheUserNameNorACommonPassword() {
        assertEquals(Optional.of("must not be the user name"), PasswordPolicy.problem("mehmet.yilmaz", "Mehmet.Yilmaz").map(Problem::message));
        assertTrue(PasswordPolicy.commonCount() > 40_000, "the shipped list is loaded: " + PasswordPolicy.commonCount());
        for (String common : new String[] {"123456789012", "QwertyUiopAs", "qwertyuiopasdf"}) {
            assertEquals(Optional.of("is on the list of common, leaked passwords; choose another"),
                    PasswordPolicy.problem("ayse", common).map(Problem::message), common);
        }
        assertEquals(Optional.empty(), PasswordPolicy.problem("ayse", "Ankara'da dama oynanır 2026").map(Problem::message));
    }
}
