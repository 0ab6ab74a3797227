package org.hakem.event.domain;

import jakarta.persistence.Column;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.hakem.platform.Problem;

/**
 * What a paired round of any event is ({@code EventRound} of a tournament with its boards, {@code TeamRound} of a
 * team event with its matches): its number in the event, whether and when it was published (a draft is seen by
 * arbiters only), and its version. Each subclass is its own table with these columns and holds its own pairings.
 */
@MappedSuperclass
public abstract class PairedRound {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "event_id", nullable = false, updatable = false)
    private long eventId;

    @Column(nullable = false, updatable = false)
    private int number;

    @Column(name = "published_at")
    private Instant publishedAt;

    @Version
    private long version;

    protected PairedRound() {
        // for JPA
    }

    protected PairedRound(long eventId, int number) {
        this.eventId = eventId;
        this.number = number;
    }

    /**
     * The planned pairings in the order the round lists them: games in the order given, then the byes. A side
     * planned twice is refused with the exception {@code pairedTwice} makes for it.
     *
     * @param first       the side every pairing has (White, the home team)
     * @param second      the other side, null for a bye
     * @param identity    what makes two sides the same
     * @param pairedTwice the exception for a side found in two pairings
     */
    protected static <P, S> List<P> gamesThenByes(List<P> planned, Function<P, S> first, Function<P, S> second,
                                                   Function<S, ?> identity, Function<S, RuntimeException> pairedTwice) {
        List<P> ordered = new ArrayList<>();
        planned.stream().filter(p -> second.apply(p) != null).forEach(ordered::add);
        planned.stream().filter(p -> second.apply(p) == null).forEach(ordered::add);
        Set<Object> seen = new HashSet<>();
        for (P p : ordered) {
            for (S side : second.apply(p) == null ? List.of(first.apply(p)) : List.of(first.apply(p), second.apply(p))) {
                if (!seen.add(identity.apply(side))) {
                    throw pairedTwice.apply(side);
                }
            }
        }
        return ordered;
    }

    /** Publishes the round; publishing it again keeps the first time. */
    public void publish() {
        if (publishedAt == null) {
            publishedAt = Instant.now();
        }
    }

    /** True when a game (not a bye) of the round has a result. */
    public abstract boolean hasGameResults();

    /** Refuses to change or delete the pairings of a round that games were played in. */
    public void requireChangeablePairings() {
        if (hasGameResults()) {
            throw new InvalidEventException("boards", Problem.of("event.round.has-results", number));
        }
    }

    /** Makes the round a draft again, while no game of it has a result. */
    public void unpublish() {
        if (hasGameResults()) {
            throw new InvalidEventException("round", Problem.of("event.round.stays-published", number));
        }
        publishedAt = null;
    }

    public Long id() {
        return id;
    }

    public long eventId() {
        return eventId;
    }

    public int number() {
        return number;
    }

    public boolean published() {
        return publishedAt != null;
    }

    public Instant publishedAt() {
        return publishedAt;
    }

    public long version() {
        return version;
    }
}
