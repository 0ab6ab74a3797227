package org.hakem.event.domain;

/**
 * How an event's rounds are made, as far as every kind of event sees it: a round robin of one or more cycles (the
 * schedule known in advance), or a system paired round by round (Swiss, match).
 */
public interface RoundSystem {

    /** How often two entrants meet in a round robin (1 or 2); 0 for a system paired round by round. */
    int cycles();

    default boolean roundRobin() {
        return cycles() > 0;
    }

    /**
     * The rounds an event plays: as set, or for a round robin left at 0 what its entrants need ((n-1 or n) per
     * cycle).
     *
     * @param set       the number of rounds the arbiter set
     * @param entrants  how many players or teams are entered
     */
    default int plannedRounds(int set, int entrants) {
        if (roundRobin() && set == 0) {
            int perCycle = entrants < 2 ? 0 : (entrants % 2 == 0 ? entrants - 1 : entrants);
            return perCycle * cycles();
        }
        return set;
    }
}
