package org.hakem.rating;

import java.util.Locale;

/**
 * The class of an event's time control, which scales the development factor (Annex 9 art. 1.2.2): the official
 * time control of Annex III, a shorter one (not shorter than 3 hours per round: factor reduced by 50 % on the FMJD
 * lists), rapid and blitz. Each list gives the factor of each class; a factor of 0 means the list does not rate
 * events of that class.
 */
public enum TimeControlClass {
    STANDARD, SHORTER, RAPID, BLITZ;

    /** The class named by its text ({@code standard}, {@code shorter}, {@code rapid}, {@code blitz}), any case. */
    public static TimeControlClass parse(String text) {
        String t = text == null ? "" : text.strip().toUpperCase(Locale.ROOT);
        if (t.isEmpty()) {
            return STANDARD;
        }
        for (TimeControlClass c : values()) {
            if (c.name().equals(t)) {
                return c;
            }
        }
        throw new IllegalArgumentException("time-control class must be standard, shorter, rapid or blitz, not '"
                + text.strip() + "'");
    }

    /** The text of the class: {@code standard}, {@code shorter}, {@code rapid} or {@code blitz}. */
    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }
}
