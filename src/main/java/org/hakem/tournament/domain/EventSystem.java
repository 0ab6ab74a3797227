package org.hakem.tournament.domain;

import org.hakem.event.domain.RoundSystem;

/** How a tournament is paired. */
public enum EventSystem implements RoundSystem {
    /** Everybody meets everybody once (FIDE Berger tables). */
    ROUND_ROBIN("Round robin", 1),
    /** Everybody meets everybody twice, colours reversed in the second cycle. */
    DOUBLE_ROUND_ROBIN("Double round robin", 2),
    /** Two players, a given number of games, colours alternating. */
    MATCH("Match", 0),
    /** Swiss system, paired round by round by the FIDE Dutch engine ({@link SwissPairing}) or by hand. */
    SWISS("Swiss", 0);

    private final String label;
    private final int cycles;

    EventSystem(String label, int cycles) {
        this.label = label;
        this.cycles = cycles;
    }

    public String label() {
        return label;
    }

    /** Cycles of a round robin (1 or 2); 0 for the other systems. */
    @Override
    public int cycles() {
        return cycles;
    }

}
