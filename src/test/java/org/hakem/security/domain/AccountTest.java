package org.hakem.security.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AccountTest {

    @Test
    void turkishUserNamesAreAcceptedAndFoldedAsATurkishReaderExpects() {
        assertEquals("şahin", Account.normalize(" ŞAHİN "));
        assertEquals("ilker", Account.normalize("İlker"), "no combining dot left on the i");
        assertEquals("ışıl.doğan", Account.normalize("ışıl.doğan"), "a name typed in lower case stays as typed");
        assertEquals(Account.key("ışıl.doğan"), Account.key("IŞIL.DOĞAN"), "found however the capital I is folded");
        assertEquals(Account.key("admin"), Account.key("ADMIN"));
        assertEquals("admin", Account.normalize("ADMIN"), "not admın");
        assertEquals("çağrı", Account.normalize("c\u0327ag\u0306ri\u0307".replace("i\u0307", "ı")), "decomposed letters are composed");
        for (String ok : new String[] {"şahin", "ışıl.doğan", "gökçe_öztürk", "ayse-2", "a1"}) {
            assertTrue(Account.isValidUsername(ok), ok);
        }
        for (String bad : new String[] {"a", "Şahin", ".ayse", "ayşe yılmaz", "ayse<script>", "x".repeat(65)}) {
            assertFalse(Account.isValidUsername(bad), bad);
        }
    }
}
