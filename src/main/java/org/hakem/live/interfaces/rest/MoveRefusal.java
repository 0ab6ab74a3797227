package org.hakem.live.interfaces.rest;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hakem.live.domain.RecordedGame;
import org.hakem.platform.Problem;

/**
 * A move that was not played (HTTP 422), in the API's error contract ({@code status}, {@code code}, {@code message},
 * {@code fields}, {@code codes}) with what the recorder needs to go on: {@code reason} ({@code AMBIGUOUS},
 * {@code ILLEGAL}, {@code UNREADABLE}, {@code GAME_OVER}), the text typed, the routes to choose from when more than
 * one capture fits (each in long notation, to send back as the move), the legal moves of the position, and the
 * version to name next (unchanged: nothing was recorded).
 */
public record MoveRefusal(int status, String code, String message, Map<String, String> fields,
                          Map<String, String> codes, String reason, String move, List<String> choices,
                          List<String> legal, long version) {

    public static final int STATUS = 422;

    /** The refusal of {@code entry} (not a played move), worded in {@code locale}. */
    public static MoveRefusal of(RecordedGame.Entry entry, String typed, long version, Locale locale) {
        Problem p = problem(entry, typed);
        String message = p.message(locale);
        if (entry instanceof RecordedGame.Ambiguous a) {
            return new MoveRefusal(STATUS, p.code(), message, Map.of("move", message), Map.of("move", p.code()),
                    "AMBIGUOUS", typed, a.choices(), a.choices(), version);
        }
        RecordedGame.Refused r = (RecordedGame.Refused) entry;
        return new MoveRefusal(STATUS, p.code(), message, Map.of("move", message), Map.of("move", p.code()),
                r.reason().name(), typed, List.of(), r.legal(), version);
    }

    /** Why the move was not played, as a problem of the problems bundle. */
    public static Problem problem(RecordedGame.Entry entry, String typed) {
        String t = typed == null ? "" : typed.strip();
        if (entry instanceof RecordedGame.Ambiguous a) {
            return Problem.of("live.move.ambiguous", t, String.join(", ", a.choices()));
        }
        RecordedGame.Refused r = (RecordedGame.Refused) entry;
        return switch (r.reason()) {
            case GAME_OVER -> Problem.of("live.move.game-over");
            case UNREADABLE -> t.isEmpty() ? Problem.of("live.move.required")
                    : Problem.of("live.move.unreadable", t, r.legal().isEmpty() ? "" : r.legal().get(0));
            case ILLEGAL -> Problem.of("live.move.illegal", t, String.join(", ", r.legal()));
        };
    }
}
