package org.hakem.team.domain;

import org.hakem.event.domain.RoundSystem;

/** How the teams of an event meet: a league (every team meets every other once or twice) or a team Swiss (C.04.6). */
public enum TeamSystem implements RoundSystem {
    ROUND_ROBIN(1),
    DOUBLE_ROUND_ROBIN(2),
    SWISS(0);

    private final int cycles;

    TeamSystem(int cycles) {
        this.cycles = cycles;
    }


    /** How often two teams meet in a round robin (0 for a Swiss). */
    @Override
    public int cycles() {
        return cycles;
    }
}
