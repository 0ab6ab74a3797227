package org.hakem.live.application;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.hakem.live.domain.RecordedGame;
import org.hakem.pdn.PdnReader;
import org.hakem.rules.Variant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A PDN source read with bounds (#34), against a real HTTP server in the test's JVM: an unchanged source costs a
 * 304, and a source that never ends, is slow, redirects to a file, sends garbage or a game of 100,000 moves each comes
 * to a bounded, clear outcome.
 */
class SourceFetchTest {

    private static final String GAME = """
            [White "A"]
            [Black "B"]
            1. 32-28 19-23 2. 28x19 14x23 *
            """;

    private HttpServer server;
    private final CountDownLatch release = new CountDownLatch(1);

    /** Short bounds, so the hostile sources end quickly. */
    private static final SourceFetch.Limits LIMITS = new SourceFetch.Limits(64 * 1024, 1000, 2000, 2, true);

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        server.createContext("/game.pdn", x -> {
            if ("\"v1\"".equals(x.getRequestHeaders().getFirst("If-None-Match"))) {
                x.sendResponseHeaders(304, -1);
                x.close();
                return;
            }
            x.getResponseHeaders().add("ETag", "\"v1\"");
            send(x, 200, GAME.getBytes(StandardCharsets.UTF_8));
        });
        server.createContext("/endless", x -> {
            x.sendResponseHeaders(200, 0);
            try (OutputStream out = x.getResponseBody()) {
                byte[] chunk = "1. 32-28 19-23 ".repeat(100).getBytes(StandardCharsets.US_ASCII);
                while (true) {
                    out.write(chunk);
                }
            } catch (IOException gone) {
                // the reader hung up: what a never-ending source should see
            }
        });
        server.createContext("/silent", x -> {
            await();
            x.close();
        });
        server.createContext("/drip", x -> {
            x.sendResponseHeaders(200, 0);
            try (OutputStream out = x.getResponseBody()) {
                for (int i = 0; i < 100 && release.getCount() > 0; i++) {
                    out.write(' ');
                    out.flush();
                    release.await(300, TimeUnit.MILLISECONDS);
                }
            } catch (IOException | InterruptedException gone) {
                // the reader hung up
            }
        });
        server.createContext("/to-file", x -> {
            x.getResponseHeaders().add("Location", "file:///etc/passwd");
            send(x, 302, new byte[0]);
        });
        server.createContext("/loop", x -> {
            x.getResponseHeaders().add("Location", "/loop");
            send(x, 302, new byte[0]);
        });
        server.createContext("/moved", x -> {
            x.getResponseHeaders().add("Location", "/game.pdn");
            send(x, 301, new byte[0]);
        });
        server.start();
    }

    private void await() {
        try {
            release.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void send(HttpExchange x, int status, byte[] body) throws IOException {
        x.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            x.getResponseBody().write(body);
        }
        x.close();
    }

    @AfterEach
    void stop() {
        release.countDown();
        server.stop(0);
        ((java.util.concurrent.ExecutorService) server.getExecutor()).shutdownNow();
    }

    private String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    private static String said(SourceFetch.Answer a) {
        return assertInstanceOf(SourceFetch.Failed.class, a).problem().code();
    }

    @Test
    void aSourceIsReadWithItsValidatorsAndAnUnchangedOneCostsA304() {
        SourceFetch.Read r = assertInstanceOf(SourceFetch.Read.class, SourceFetch.read(url("/game.pdn"), null, null, LIMITS));
        assertArrayEquals(GAME.getBytes(StandardCharsets.UTF_8), r.bytes());
        assertEquals("\"v1\"", r.etag());
        assertInstanceOf(SourceFetch.Unchanged.class, SourceFetch.read(url("/game.pdn"), "\"v1\"", null, LIMITS));
        assertInstanceOf(SourceFetch.Read.class, SourceFetch.read(url("/moved"), null, null, LIMITS),
                "a redirect within http is followed");
    }

    @Test
    void hostileSourcesComeToABoundedClearOutcome() {
        assertEquals("live.source.too-big", said(SourceFetch.read(url("/endless"), null, null, LIMITS)));
        assertEquals("live.source.timeout", said(SourceFetch.read(url("/silent"), null, null, LIMITS)));
        assertEquals("live.source.slow", said(SourceFetch.read(url("/drip"), null, null, LIMITS)));
        assertEquals("live.source.scheme", said(SourceFetch.read(url("/to-file"), null, null, LIMITS)));
        assertEquals("live.source.redirects", said(SourceFetch.read(url("/loop"), null, null, LIMITS)));
        assertEquals("live.source.status", said(SourceFetch.read(url("/nothing-here"), null, null, LIMITS)));
        assertEquals("live.source.address", said(SourceFetch.read(url("/game.pdn"), null, null,
                new SourceFetch.Limits(1024, 1000, 2000, 0, false))), "loopback refused when private addresses are");
        assertEquals("live.source.address", said(SourceFetch.read("http://169.254.169.254/latest/meta-data", null,
                null, LIMITS)), "link-local (cloud metadata) is always refused");
        assertFalse(SourceFetch.acceptable("file:///etc/passwd"));
        assertFalse(SourceFetch.acceptable("ftp://example.org/a.pdn"));
        assertTrue(SourceFetch.acceptable("https://example.org/a.pdn"));
    }

    @Test
    void garbageIsNotPdnAtALineAndColumn() {
        RoundFeedFollower.Games g = RoundFeedFollower.games(
                "<html>\n<body>Not found</body>\n</html>\n".getBytes(StandardCharsets.UTF_8), "source");
        assertTrue(g.games().isEmpty());
        assertEquals("live.source.not-pdn", g.problem().code());
        assertEquals(2, g.problem().arguments().size());
        assertTrue(g.problem().message(Locale.ENGLISH).matches("The source is not PDN \\(at line \\d+, column \\d+\\)\\."),
                g.problem().message(Locale.ENGLISH));
        assertEquals("live.source.empty", RoundFeedFollower.games(new byte[0], "source").problem().code());
        RoundFeedFollower.Games ok = RoundFeedFollower.games(GAME.getBytes(StandardCharsets.UTF_8), "source");
        assertNull(ok.problem());
        assertEquals(1, ok.games().size());
    }

    @Test
    void aGameIsReplayedThroughTheRulesAndStopsAtAnIllegalMoveOrThePlyCap() {
        Variant v = Variant.require("international");
        var pdn = PdnReader.readAll("1. 32-28 19-23 2. 28x19 14x23 3. 31-27 23x34 *", "source").get(0);
        RoundFeedFollower.Replayed r = RoundFeedFollower.replay(v, pdn, 1000);
        assertEquals(5, r.game().plies(), "the legal plies before the illegal one are kept");
        assertEquals("live.feed.illegal", r.stopped().code());
        assertEquals(List.of("1", "6", "23x34"), r.stopped().arguments().stream().map(String::valueOf).toList());
        assertEquals("Game 1 of the source, ply 6: the move 23x34 is not legal; the board stopped before it.",
                r.stopped().message(Locale.ENGLISH));

        // a game of 100,000 plies: read whole, replayed at most up to the cap, or up to the move the rules refuse
        StringBuilder huge = new StringBuilder();
        for (int i = 1; i <= 50_000; i++) {
            huge.append(i).append(". 32-28 19-23 ");
        }
        var long_ = PdnReader.readAll(huge.append('*').toString(), "source").get(0);
        assertEquals(100_000, long_.mainLine().moves().size());
        RoundFeedFollower.Replayed refused = RoundFeedFollower.replay(v, long_, RoundFeedFollower.MAX_PLIES);
        assertEquals(2, refused.game().plies(), "32-28 again is refused at ply 3: the rules stop it before the cap");
        assertEquals("live.feed.illegal", refused.stopped().code());
        RoundFeedFollower.Replayed capped = RoundFeedFollower.replay(v, long_, 1);
        assertEquals(1, capped.game().plies());
        assertEquals("Game 1 of the source has more than 1 plies (100000): the board stopped at ply 1.",
                capped.stopped().message(Locale.ENGLISH));
        RoundFeedFollower.Replayed legal = RoundFeedFollower.replay(v, pdn, 3);
        assertEquals(3, legal.game().plies());
        assertEquals("live.feed.too-long", legal.stopped().code());
        assertEquals(RecordedGame.replay(v, List.of("32-28", "19-23", "28x19")).stored(), legal.game().stored());
    }
}
