package org.hakem.platform;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The log of a background job that runs again and again (every second or two) while the database may be away: the
 * outage is logged once, in one line without a stack trace, and its end once; the failures in between only at
 * FINE. A failure for any other reason is logged every time, with its stack trace, as before.
 */
public final class OutageLog {

    private final Logger log;
    private final String job;
    private final AtomicBoolean down = new AtomicBoolean();

    /** {@code job}: what the job does, as the log names it ("applying the index log"). */
    public OutageLog(Logger log, String job) {
        this.log = log;
        this.job = job;
    }

    /** The job failed; {@code retry} says when it runs again ("in 1000 ms"). */
    public void failed(RuntimeException e, String retry) {
        if (DatabaseHealth.causedUnavailability(e)) {
            if (down.compareAndSet(false, true)) {
                log.warning(job + ": the database is unavailable (" + e + "); trying again " + retry
                        + " until it is back (further failures at FINE)");
            } else {
                log.log(Level.FINE, job + ": the database is still unavailable", e);
            }
        } else {
            log.log(Level.WARNING, job + " failed (trying again " + retry + ")", e);
        }
    }

    /** The job ran through: after an outage, says that the job works again. */
    public void succeeded() {
        if (down.compareAndSet(true, false)) {
            log.info(job + ": the database is back; the job works again");
        }
    }

    /** Whether the last failure was an outage not yet followed by a success. */
    public boolean down() {
        return down.get();
    }
}
