package org.hakem.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** One plain spelling per address: the spellings the container, the router and JAX-RS read differently are refused. */
class PlainAddressTest {

    @Test
    void plainAddressesPass() {
        for (String path : List.of("", "/", "/api/archive/index/verify", "/arbiter/tournaments/12/rounds/3/enter",
                "/teams/", "/api/players/%C5%9Eahin", "/archive/games/7.pdn", "/api/accounts/ali.veli/password",
                "/api/players/%00", "/archive/search")) {
            assertTrue(PlainAddress.plain(path), path);
        }
    }

    @Test
    void otherSpellingsAreRefused() {
        for (String path : List.of("/api/archive;x=y/index/verify", "/api/archive/index/verify;", "/api;x=y/archive",
                "/arbiter;jsessionid=1/tournaments", "//arbiter/tournaments", "/api//archive/index/verify",
                "/api/./archive/index/verify", "/./admin/accounts", "/api/archive/x/../index/verify", "/api/archive/..",
                "/api/archive%2findex/verify", "/api/archive%2Findex/verify", "/admin%5caccounts", "/admin\\accounts",
                "/api/archive/%2e/index/verify", "/api/archive/%2E%2E/index/verify", "/api/archive/ind%65x/verify",
                "/%61dmin/accounts", "/api/archive/index/verify%3b", "/api/players/%zz", "/api/players/%4", "api/players")) {
            assertFalse(PlainAddress.plain(path), path);
        }
    }

    @Test
    void theErrorPageKnowsTheApiHoweverItIsSpelled() {
        for (String path : List.of("/api", "/api/", "/api/archive/index/verify", "/api;x=y/archive", "//api/archive",
                "/./api/players", "/%61pi/players")) {
            assertTrue(PlainAddress.api(path), path);
        }
        for (String path : List.of("", "/", "/apis", "/archive/api", "/API/players", "/arbiter/tournaments")) {
            assertFalse(PlainAddress.api(path), path);
        }
    }
}
