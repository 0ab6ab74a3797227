package org.hakem.live.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.spi.JsonProvider;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hakem.live.domain.BoardState;
import org.hakem.live.domain.LiveNotice;

/**
 * Hands the change notices this node hears ({@code live.infrastructure.PgLiveListener}: every node's changes, this
 * node's included, through PostgreSQL) to the viewers of the changed event on this node. A board's change carries the
 * board as it is now ({@link BoardState}), read once per change and sent to every viewer as the same bytes; a notice
 * for an event nobody on this node follows is not even read. Each message says whether the event's other pages
 * ({@code page}) should be fetched again: always for a round or the event, for a board only when its result changed.
 */
@ApplicationScoped
public class LiveHub {

    /** Someone following an event: takes a message (a whole server-sent event) and what it is about ({@code key}). */
    public interface Viewer {

        /**
         * A change to send: a later message with the same key replaces one not sent yet. Must not block: a viewer that
         * cannot take it now keeps it (or drops itself).
         */
        void send(String key, byte[] message);

        /** Several changes at once, in order (written together: one flush for them all). */
        default void send(Map<String, byte[]> messages) {
            messages.forEach(this::send);
        }
    }

    /**
     * Looked up once: {@code Json.createObjectBuilder()} looks the provider up (a service-loader search through the
     * application's class loader) on every call, and a change costs one builder per message.
     */
    private static final JsonProvider JSON = JsonProvider.provider();

    /** The key and message that tell every viewer to fetch everything again (changes may have been missed). */
    public static final String ALL = "all";
    public static final byte[] EVERYTHING = frame(JSON.createObjectBuilder().add("scope", ALL).add("page", true));

    private static final Logger LOG = Logger.getLogger(LiveHub.class.getName());
    private static final int REMEMBERED_RESULTS = 100_000;

    @Inject
    LiveView view;

    private final Map<String, Set<Viewer>> following = new ConcurrentHashMap<>();
    /** The last result each board had here, to tell a move (the live page's business) from a result (every page's). */
    private final Map<String, String> results = new ConcurrentHashMap<>();

    /** {@code viewer} follows the event from now on. */
    public void join(String kind, long eventId, Viewer viewer) {
        following.computeIfAbsent(kind + ":" + eventId, k -> ConcurrentHashMap.newKeySet()).add(viewer);
    }

    /** {@code viewer} no longer follows the event. */
    public void leave(String kind, long eventId, Viewer viewer) {
        following.computeIfPresent(kind + ":" + eventId, (k, set) -> {
            set.remove(viewer);
            return set.isEmpty() ? null : set;
        });
    }

    /** A notice as the database delivered it ({@link LiveNotice#text}); anything else is ignored. */
    public void deliver(String payload) {
        deliver(List.of(payload));
    }

    /**
     * Notices as the database delivered them, in order, each a change once: the messages of an event's changes go to
     * each of its viewers together (so the busier the node, the fewer writes a change costs).
     */
    public void deliver(Collection<String> payloads) {
        Map<String, Map<String, byte[]>> byEvent = new LinkedHashMap<>();
        for (String payload : payloads) {
            Optional<LiveNotice> parsed = LiveNotice.parse(payload);
            if (parsed.isEmpty()) {
                LOG.fine(() -> "ignored a live notice: " + payload);
                continue;
            }
            LiveNotice n = parsed.get();
            String event = n.kind() + ":" + n.eventId();
            Set<Viewer> viewers = following.get(event);
            if (viewers == null || viewers.isEmpty()) {
                continue;
            }
            byte[] message;
            try {
                message = message(n);
            } catch (RuntimeException e) { // the database went away meanwhile: the viewers fetch the pages again
                LOG.log(Level.FINE, "could not read the change " + n, e);
                message = frame(notice(n, "board").add("page", true));
            }
            byEvent.computeIfAbsent(event, k -> new LinkedHashMap<>()).put(n.text(), message);
        }
        byEvent.forEach((event, messages) -> {
            Set<Viewer> viewers = following.get(event);
            if (viewers != null) {
                for (Viewer v : viewers) {
                    v.send(messages);
                }
            }
        });
    }

    /** Tells every viewer on this node to fetch everything again (after notices may have been missed). */
    public void everything() {
        results.clear();
        following.values().forEach(set -> set.forEach(v -> v.send(ALL, EVERYTHING)));
    }

    private byte[] message(LiveNotice n) {
        if (n.address().isEmpty()) {
            return frame(notice(n, n.round() == 0 ? "event" : "round").add("page", true));
        }
        Optional<BoardState> state = view.board(n.address().get());
        JsonObjectBuilder m = notice(n, "board");
        if (state.isEmpty()) { // the round was taken back or made a draft: the pages know
            return frame(m.add("page", true));
        }
        BoardState s = state.get();
        if (results.size() > REMEMBERED_RESULTS) {
            results.clear();
        }
        String before = results.put(n.text(), String.valueOf(s.result()));
        m.add("page", before == null || !before.equals(String.valueOf(s.result())));
        put(m, "white", s.white());
        put(m, "black", s.black());
        put(m, "result", s.result());
        put(m, "status", s.status());
        m.add("plies", s.plies());
        put(m, "fen", s.fen());
        put(m, "last", s.lastMove());
        m.add("size", s.size()).add("cells", s.cells()).add("from", s.lastFrom()).add("to", s.lastTo());
        return frame(m);
    }

    private static JsonObjectBuilder notice(LiveNotice n, String scope) {
        return JSON.createObjectBuilder().add("scope", scope).add("kind", n.kind()).add("event", n.eventId())
                .add("round", n.round()).add("match", n.match()).add("board", n.board());
    }

    private static void put(JsonObjectBuilder m, String name, String value) {
        if (value == null) {
            m.addNull(name);
        } else {
            m.add(name, value);
        }
    }

    /** A server-sent event of one line of JSON. */
    static byte[] frame(JsonObjectBuilder m) {
        return ("data: " + m.build() + "\n\n").getBytes(StandardCharsets.UTF_8);
    }
}
