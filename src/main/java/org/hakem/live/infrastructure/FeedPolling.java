package org.hakem.live.infrastructure;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.inject.Inject;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hakem.live.application.RoundFeedFollower;

/**
 * Polls the rounds' PDN sources (#34) on the container's scheduler: every {@code HAKEM_FEED_POLL} seconds (default 5;
 * the system property {@code hakem.feed.poll} wins) each active source not polled for that long is read by
 * {@link RoundFeedFollower}. Every node runs this; a source is read by one node at a time (its row is locked for the
 * poll, the others skip it). A failing source never stops the others: each poll's outcome is kept on its source.
 */
@Startup
@Singleton
@DependsOn("Startup")
public class FeedPolling {

    private static final Logger LOG = Logger.getLogger(FeedPolling.class.getName());

    @Resource
    ManagedScheduledExecutorService scheduler;

    @Inject
    RoundFeedFollower follower;

    private ScheduledFuture<?> polling;

    /** The poll interval in seconds, from the setting (1 to 3600). */
    static int seconds() {
        String v = System.getProperty("hakem.feed.poll", System.getenv("HAKEM_FEED_POLL"));
        try {
            return v == null ? 5 : Math.max(1, Math.min(3600, Integer.parseInt(v.strip())));
        } catch (NumberFormatException e) {
            return 5;
        }
    }

    @PostConstruct
    void start() {
        int every = seconds();
        polling = scheduler.scheduleWithFixedDelay(() -> tick(every), every, every, TimeUnit.SECONDS);
        LOG.info(() -> "Polling the rounds' PDN sources every " + every + " s");
    }

    private void tick(int every) {
        try {
            for (long id : follower.due(every)) {
                try {
                    follower.poll(id);
                } catch (RuntimeException e) {
                    LOG.log(Level.WARNING, "polling PDN source " + id, e);
                }
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "looking for PDN sources to poll", e);
        }
    }

    @PreDestroy
    void stop() {
        if (polling != null) {
            polling.cancel(false);
        }
    }
}
