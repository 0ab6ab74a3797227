package org.hakem.tournament.application;

import java.util.List;
import java.util.Locale;
import org.hakem.platform.Problem;
import org.hakem.tournament.domain.Entry;

/**
 * What entering many players at once did, line by line (#33): a pasted list, ticked registry players and players taken
 * from a rating list all come here. Nothing is hidden: a line that entered nobody says why, and the lines that did
 * stay entered (each line is entered or refused on its own).
 *
 * @param lines one result per non-blank line, in the order given
 */
public record EntryBatch(List<Line> lines) {

    /** What happened to one line. */
    public enum Outcome {
        /** A registered player, now entered. */
        ENTERED,
        /** Registered in the player registry (from the rating list when it was on it), then entered. */
        CREATED,
        /** Already entered in this event: nothing changed. */
        ALREADY,
        /** Names several registered players (or several on the rating list): nobody was entered. */
        AMBIGUOUS,
        /** Names nobody in the registry nor on the rating list (or creating was not asked for). */
        UNKNOWN,
        /** On the rating list, not in the registry, and creating missing players was not asked for. */
        ON_LIST,
        /** The event refused the entry (a round robin already paired, a match of two...). */
        REFUSED;

        /** The lower-case word the API uses. */
        public String key() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        /** True when the line's player is in the event now. */
        public boolean entered() {
            return this == ENTERED || this == CREATED;
        }
    }

    /**
     * @param line    the line's number, from 1, counting blank lines (as an editor shows them)
     * @param text    the line as given, stripped
     * @param outcome what happened
     * @param entry   the entry made (or already there), null otherwise
     * @param names   the players a {@link Outcome#AMBIGUOUS} line may mean, joined ("Ali Kaya (#4, TUR), ..."), else ""
     * @param cause   why the event refused ({@link Outcome#REFUSED}), else null
     */
    public record Line(int line, String text, Outcome outcome, Entry entry, String names, Problem cause) {

        /** The line's report, a problem text of the bundle ({@code event.batch.*}). */
        public Problem report(Locale locale) {
            return switch (outcome) {
                case ENTERED -> Problem.of("event.batch.entered", line, text, entry.name(), entry.startNumber());
                case CREATED -> Problem.of("event.batch.created", line, text, entry.name(), entry.startNumber());
                case ALREADY -> Problem.of("event.batch.already", line, text, entry.name(), entry.startNumber());
                case AMBIGUOUS -> Problem.of("event.batch.ambiguous", line, text, names);
                case UNKNOWN -> Problem.of("event.batch.unknown", line, text);
                case ON_LIST -> Problem.of("event.batch.on-list", line, text);
                case REFUSED -> Problem.of("event.batch.refused", line, text, cause.message(locale));
            };
        }

        /** The line's report in {@code locale}. */
        public String message(Locale locale) {
            return report(locale).message(locale);
        }
    }

    /** How many lines entered a player. */
    public long entered() {
        return lines.stream().filter(l -> l.outcome().entered()).count();
    }

    /** The lines that entered nobody new (already entered ones included). */
    public List<Line> notEntered() {
        return lines.stream().filter(l -> !l.outcome().entered()).toList();
    }
}
