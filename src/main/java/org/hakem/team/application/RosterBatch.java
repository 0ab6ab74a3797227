package org.hakem.team.application;

import java.util.List;
import java.util.Locale;
import org.hakem.platform.Problem;
import org.hakem.team.domain.TeamMember;

/**
 * What adding many players to a team's roster at once did, line by line (#33), in the order given (the board order).
 * Each line is added or refused on its own; a line that added nobody says why.
 *
 * @param lines one result per non-blank line, in the order given
 */
public record RosterBatch(List<Line> lines) {

    /** What happened to one line. */
    public enum Outcome {
        /** A registered player, now on the roster. */
        ADDED,
        /** Registered in the player registry, then added. */
        CREATED,
        /** Already on this team's roster: nothing changed. */
        ALREADY,
        /** Names several registered players: nobody was added. */
        AMBIGUOUS,
        /** Names nobody in the registry (or creating was not asked for). */
        UNKNOWN,
        /** The team refused the member (on another team's roster, roster full, rounds paired...). */
        REFUSED;

        /** The lower-case word the API uses. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** True when the line's player joined the roster now. */
        public boolean added() {
            return this == ADDED || this == CREATED;
        }
    }

    /**
     * @param line    the line's number, from 1, counting blank lines
     * @param text    the line as given, stripped
     * @param outcome what happened
     * @param member  the member added (or already there), null otherwise
     * @param team    the team's name
     * @param names   the players an {@link Outcome#AMBIGUOUS} line may mean, joined, else ""
     * @param cause   why the team refused ({@link Outcome#REFUSED}), else null
     */
    public record Line(int line, String text, Outcome outcome, TeamMember member, String team, String names,
                       Problem cause) {

        /** The line's report, a problem text of the bundle ({@code team.batch.*}, {@code event.batch.*}). */
        public Problem report(Locale locale) {
            return switch (outcome) {
                case ADDED -> Problem.of("team.batch.added", line, text, member.name(), team, member.position());
                case CREATED -> Problem.of("team.batch.created", line, text, member.name(), team, member.position());
                case ALREADY -> Problem.of("team.batch.already", line, text, member.name(), team, member.position());
                case AMBIGUOUS -> Problem.of("event.batch.ambiguous", line, text, names);
                case UNKNOWN -> Problem.of("event.batch.unknown", line, text);
                case REFUSED -> Problem.of("event.batch.refused", line, text, cause.message(locale));
            };
        }

        /** The line's report in {@code locale}. */
        public String message(Locale locale) {
            return report(locale).message(locale);
        }
    }

    /** How many lines added a player. */
    public long added() {
        return lines.stream().filter(l -> l.outcome().added()).count();
    }
}
