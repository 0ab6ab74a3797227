package org.hakem.tournament.domain;

import java.util.Optional;

/**
 * Where an entry's rating comes from when the tournament is rated on a list type (#17): the list of that type in
 * force at the tournament's start. Implemented in the application layer with the imported rating lists; the
 * tournament itself only asks it when a player is entered and when the rating settings change before round 1.
 */
public interface EntryRatingSource {

    /** Finds a player on the list in force and gives the list's rating. */
    @FunctionalInterface
    interface Lookup {

        /** The player's rating on the list (by FMJD id, else name and federation); empty when not on it. */
        Optional<Integer> rating(String fmjdId, String name, String federation);
    }

    /** The look-up of the list the event is rated on; empty when it is not rated or no list of its type exists. */
    Optional<Lookup> forEvent(TournamentEvent event);
}
