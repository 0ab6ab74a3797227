package org.hakem.event.application;

import java.util.List;
import java.util.Optional;
import org.hakem.event.domain.ArbitratedEvent;
import org.hakem.event.domain.PairedRound;

/**
 * An event and its rounds read in one transaction, fully loaded, for showing and exporting after the transaction
 * ended (a tournament's {@code Snapshot}, a team event's). Do not change it: changes go through the use cases.
 *
 * @param <E> the event
 * @param <R> its round
 */
public interface EventSnapshot<E extends ArbitratedEvent, R extends PairedRound> {

    /** The event. */
    E event();

    /** Its rounds, in order. */
    List<R> rounds();

    /** The round of this number, if it is paired. */
    default Optional<R> round(int number) {
        return rounds().stream().filter(r -> r.number() == number).findFirst();
    }

    /** The rounds the public may see: the published ones. */
    default List<R> publishedRounds() {
        return rounds().stream().filter(PairedRound::published).toList();
    }

    /** The rounds a viewer may see: all for arbiters, the published ones for everyone else. */
    default List<R> visibleRounds(boolean arbiter) {
        return arbiter ? rounds() : publishedRounds();
    }

    /** The round of this number, if the viewer may see it (arbiters: every round; others: published ones). */
    default Optional<R> visibleRound(int number, boolean arbiter) {
        return visibleRounds(arbiter).stream().filter(r -> r.number() == number).findFirst();
    }

    /** The last round while no game of it has a result: the one whose pairing may still be changed or deleted. */
    default Optional<R> changeableLastRound() {
        return rounds().isEmpty() ? Optional.empty()
                : Optional.of(rounds().get(rounds().size() - 1)).filter(r -> !r.hasGameResults());
    }
}
