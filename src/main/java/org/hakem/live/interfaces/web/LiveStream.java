package org.hakem.live.interfaces.web;

import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hakem.live.application.LiveHub;
import org.hakem.live.application.LiveView;
import org.hakem.platform.web.Language;
import org.hakem.platform.web.Texts;

/**
 * The changes of a public event as server-sent events: {@code /live/{kind}/{id}/events} (kind {@code tournament} or
 * {@code team}). One message (a line of JSON) a change: what changed (a board, with its position, last move, plies
 * and result; a round; the event; or {@code all} after the node missed changes), and whether the event's other pages
 * should be fetched again ({@code page}). No thread is held per viewer ({@link SseViewer}: asynchronous, non-blocking
 * output); at most {@code HAKEM_LIVE_VIEWERS} viewers a node (default {@value #DEFAULT_VIEWERS}), beyond which the
 * answer is 503 with {@code Retry-After}; an idle stream gets a comment every {@value #HEARTBEAT_SECONDS} s, and a
 * viewer that takes nothing for {@value #STUCK_SECONDS} s is dropped. A private event's stream is not found.
 * {@code /live/stats} says how many viewers this node has, has refused and has dropped.
 */
@WebServlet(urlPatterns = "/live/*", asyncSupported = true)
public class LiveStream extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final int DEFAULT_VIEWERS = 5000;
    static final int HEARTBEAT_SECONDS = 15;
    static final int STUCK_SECONDS = 30;
    static final int RETRY_AFTER_SECONDS = 30;
    private static final Pattern ADDRESS = Pattern.compile("/([a-z][a-z0-9-]{0,31})/([0-9]{1,18})/events");
    /** The first thing a viewer gets: how long its browser waits before connecting again, and a comment. */
    private static final byte[] FIRST = "retry: 3000\n: hakem live\n\n".getBytes(StandardCharsets.UTF_8);

    @Inject
    transient LiveHub hub;

    @Inject
    transient LiveView view;

    @Resource
    transient ManagedScheduledExecutorService scheduler;

    private final transient Set<SseViewer> viewers = ConcurrentHashMap.newKeySet();
    private final AtomicInteger count = new AtomicInteger();
    private final AtomicLong refused = new AtomicLong();
    private final AtomicLong dropped = new AtomicLong();
    private final AtomicLong served = new AtomicLong();
    private int cap;
    private transient ScheduledFuture<?> ticking;

    @Override
    public void init() {
        cap = cap(System.getenv("HAKEM_LIVE_VIEWERS"));
        ticking = scheduler.scheduleWithFixedDelay(this::tick, 5, 5, TimeUnit.SECONDS);
    }

    @Override
    public void destroy() {
        if (ticking != null) {
            ticking.cancel(false);
        }
        viewers.forEach(SseViewer::close);
    }

    /** The viewer cap: {@code HAKEM_LIVE_VIEWERS}, a whole number from 1, default {@value #DEFAULT_VIEWERS}. */
    static int cap(String setting) {
        if (setting == null || setting.isBlank()) {
            return DEFAULT_VIEWERS;
        }
        try {
            int n = Integer.parseInt(setting.strip());
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalStateException("HAKEM_LIVE_VIEWERS must be a whole number from 1, not " + setting);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String path = request.getPathInfo() == null ? "" : request.getPathInfo();
        if (path.equals("/stats")) {
            stats(response);
            return;
        }
        Matcher m = ADDRESS.matcher(path);
        if (!m.matches()) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        String kind = m.group(1);
        long id = Long.parseLong(m.group(2));
        if (id < 1 || !view.publicEvent(kind, id)) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        if (count.incrementAndGet() > cap) {
            count.decrementAndGet();
            refused.incrementAndGet();
            full(request, response);
            return;
        }
        served.incrementAndGet();
        response.setContentType("text/event-stream");
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Cache-Control", "no-cache, no-store");
        response.setHeader("X-Accel-Buffering", "no"); // nginx: pass each message on at once
        AsyncContext async = request.startAsync();
        async.setTimeout(0);
        SseViewer viewer = new SseViewer(async, response.getOutputStream(), FIRST, v -> gone(kind, id, v));
        async.addListener(viewer);
        viewers.add(viewer);
        hub.join(kind, id, viewer);
        viewer.start();
    }

    private void gone(String kind, long id, SseViewer v) {
        hub.leave(kind, id, v);
        if (viewers.remove(v)) {
            count.decrementAndGet();
        }
    }

    private void tick() {
        long now = System.nanoTime();
        for (SseViewer v : viewers) {
            if (v.tick(now, TimeUnit.SECONDS.toNanos(HEARTBEAT_SECONDS), TimeUnit.SECONDS.toNanos(STUCK_SECONDS))) {
                dropped.incrementAndGet();
            }
        }
    }

    private static void full(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setStatus(HttpServletResponse.SC_SERVICE_UNAVAILABLE);
        response.setHeader("Retry-After", Integer.toString(RETRY_AFTER_SECONDS));
        response.setHeader("Cache-Control", "no-store");
        response.setContentType("text/plain");
        response.setCharacterEncoding("UTF-8");
        response.getWriter().println(Texts.of("org.hakem.live.interfaces.web.viewer", Language.of(request)).get("live.full"));
    }

    private void stats(HttpServletResponse response) throws IOException {
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Cache-Control", "no-store");
        response.getWriter().print(Json.createObjectBuilder().add("viewers", count.get()).add("cap", cap)
                .add("served", served.get()).add("refused", refused.get()).add("dropped", dropped.get())
                .build());
    }
}
