package org.hakem.team.domain;

/** How the teams of an event meet: a league (every team meets every other once or twice) or a team Swiss (C.04.6). */
public enum TeamSystem {
    ROUND_ROBIN(1),
    DOUBLE_ROUND_ROBIN(2),
    SWISS(0);

    private final int cycles;

    TeamSystem(int cycles) {
        this.cycles = cycles;
    }

    public boolean roundRobin() {
        return cycles > 0;
    }

    /** How often two teams meet in a round robin (0 for a Swiss). */
    public int cycles() {
        return cycles;
    }
}
