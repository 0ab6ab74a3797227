package org.hakem.live.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.hakem.platform.Problem;

/**
 * A PDN source attached to a round (#34): an electronic board's or another relay's file that Hakem polls, recording
 * its games' moves on the boards they match. Whether a result the source gives is entered on its board is the
 * arbiter's choice ({@link #results()}, off unless asked). What the last poll came to is kept as a problem code with
 * its arguments ({@link #status()}), worded in the reader's language when shown.
 */
@Entity
@Table(name = "round_feed_source")
public class FeedSource {

    private static final char SEP = '\u001F';

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String kind;

    @Column(name = "event_id", nullable = false)
    private long eventId;

    @Column(nullable = false)
    private int round;

    @Column(nullable = false)
    private String url;

    @Column(nullable = false)
    private boolean active = true;

    @Column(nullable = false)
    private boolean results;

    private String etag;

    private String modified;

    @Column(name = "last_polled")
    private Instant lastPolled;

    @Column(name = "last_status")
    private String lastStatus;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Column(name = "updated_by")
    private String updatedBy;

    @Version
    private long version;

    protected FeedSource() {
        // for JPA
    }

    public FeedSource(String kind, long eventId, int round, String url, boolean results, String by) {
        this.kind = kind;
        this.eventId = eventId;
        this.round = round;
        change(url, results, by);
    }

    /** A new address or choice: the next poll reads the whole source again. */
    public void change(String url, boolean results, String by) {
        this.url = url;
        this.results = results;
        this.active = true;
        this.etag = null;
        this.modified = null;
        this.lastStatus = null;
        this.updatedAt = Instant.now();
        this.updatedBy = by;
    }

    /** What a poll came to: the source's validators for the next one, and the outcome. */
    public void polled(String etag, String modified, Problem status) {
        this.etag = cut(etag, 300);
        this.modified = cut(modified, 100);
        this.lastPolled = Instant.now();
        this.lastStatus = cut(said(status), 1000);
    }

    /** The outcome of the last poll, empty before the first. */
    public java.util.Optional<Problem> status() {
        return lastStatus == null || lastStatus.isEmpty() ? java.util.Optional.empty()
                : java.util.Optional.of(problem(lastStatus));
    }

    /**
     * A problem as one stored text (its code and arguments), so that it is worded in the reader's language when
     * shown: the source's status, and the note of a board the source stopped.
     */
    public static String said(Problem p) {
        StringBuilder s = new StringBuilder(p.code());
        for (Object a : p.arguments()) {
            s.append(SEP).append(String.valueOf(a).replace(SEP, ' '));
        }
        return s.toString();
    }

    /** The problem {@link #said} wrote; a text written otherwise is shown as it is. */
    public static Problem problem(String said) {
        if (said.indexOf(SEP) < 0 && !said.matches("live\\.[a-z.-]+")) {
            return new Problem(Problem.TEXT, List.<Object>of(said));
        }
        List<String> parts = new ArrayList<>(Arrays.asList(said.split(String.valueOf(SEP), -1)));
        String code = parts.remove(0);
        return new Problem(code, new ArrayList<Object>(parts));
    }

    private static String cut(String s, int max) {
        return s == null || s.length() <= max ? s : s.substring(0, max);
    }

    public Long id() {
        return id;
    }

    public String kind() {
        return kind;
    }

    public long eventId() {
        return eventId;
    }

    public int round() {
        return round;
    }

    public String url() {
        return url;
    }

    public boolean active() {
        return active;
    }

    /** Whether a result the source gives is entered on the board (else shown to the arbiter, who enters it). */
    public boolean results() {
        return results;
    }

    public String etag() {
        return etag;
    }

    public String modified() {
        return modified;
    }

    public Instant lastPolled() {
        return lastPolled;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String updatedBy() {
        return updatedBy;
    }

    public long version() {
        return version;
    }
}
