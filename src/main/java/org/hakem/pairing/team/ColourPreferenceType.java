package org.hakem.pairing.team;

/** The colour preferences a team Swiss uses (C.04.6 Article 1.7), as the event's regulation says. */
public enum ColourPreferenceType {
    /** No team has a colour preference: only the allocation rules 4.3.1 and 4.3.5 to 4.3.9 apply. */
    NONE,
    /** Simple preferences (Article 1.7.1), the default. */
    TYPE_A,
    /** Strong and mild preferences (Article 1.7.2). */
    TYPE_B
}
