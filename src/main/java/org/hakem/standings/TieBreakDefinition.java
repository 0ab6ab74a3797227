package org.hakem.standings;

/**
 * One tie-break as a standings table applies it, for any kind of event: its {@link TieBreakKind kind} with the
 * modifiers written after it in the regulations ({@code BH/C1}: Buchholz cut 1, {@code BH/M1}: median 1). The
 * individual {@link TieBreak} and the {@link TeamTieBreak} are the two; both are read through
 * {@link TieBreaks#registry()}.
 */
public interface TieBreakDefinition {

    /** What is computed. */
    TieBreakKind kind();

    /** How many least significant values are left out. */
    int cutLow();

    /** How many most significant values are left out (a median); 0 unless the kind takes a median. */
    default int cutHigh() {
        return 0;
    }

    /** The code with its modifier, as the regulations write it and {@link TieBreakRegistry#read} reads it. */
    default String code() {
        return kind().code(cutLow(), cutHigh());
    }

    /** What the kind counts, in one English sentence. */
    default String description() {
        return kind().description();
    }
}
