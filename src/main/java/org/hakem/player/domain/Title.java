package org.hakem.player.domain;

/** FMJD draughts titles (open and women's). */
public enum Title {
    /** International Grandmaster. */ GMI,
    /** International Master. */ MI,
    /** FMJD Master. */ MF,
    /** Candidate Master FMJD. */ CMF,
    /** Women's International Grandmaster. */ GMIF,
    /** Women's International Master. */ MIF,
    /** Women's FMJD Master. */ MFF,
    /** Women's Candidate Master FMJD. */ CMFF
}
