package org.hakem.tournament.interfaces.web;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hakem.event.domain.BoardResult;
import org.hakem.platform.web.Texts;

/**
 * The audit trail's old and new values in the page's language. The trail stores what happened in the fixed words
 * the services write ({@code PLANNED}, {@code white for the highest-ranked player in round 1 (drawn by lot)},
 * {@code 13: 7-bye bye (pairing)}, {@code 5 Name from round 3}); the stored values stay as they are (the API gives
 * them unchanged) and this class reads the known forms back and writes them with the arbiter bundle's texts. A
 * value of no known form is shown as stored.
 */
final class AuditText {

    private static final Pattern COLOUR = Pattern.compile("(white|black) for the highest-ranked player in round 1 \\((.+)\\)");
    private static final Pattern FROM_ROUND = Pattern.compile("from round (\\d+)");
    private static final Pattern WITHDRAWN = Pattern.compile("(.+) from round (\\d+)");
    private static final Pattern PLAYS_AGAIN = Pattern.compile("(.+) plays again");
    private static final Pattern BYE_REQUESTED = Pattern.compile("(.+): (full|half|zero)-point bye in round (\\d+)");
    private static final Pattern RATINGS = Pattern.compile("(\\d+) ratings");
    private static final Pattern CHIEF = Pattern.compile("(.+) \\(chief\\)");

    private AuditText() {
    }

    /** The action's name: the bundle's {@code audit.<action with _ for spaces>}, else as stored. */
    static String action(String action, Texts t) {
        String key = "audit." + action.replace(' ', '_');
        return t.has(key) ? t.get(key) : action;
    }

    /** An old or new value of the action {@code action} as the page shows it. */
    static String value(String action, String v, Texts t) {
        if (v == null || v.isBlank()) {
            return "";
        }
        Matcher m;
        switch (action) {
            case "categories":
                try {
                    return org.hakem.tournament.interfaces.TournamentTexts.of(t.locale())
                            .categories(org.hakem.standings.category.CategoryChoice.parse(v.equals("-") ? "" : v));
                } catch (IllegalArgumentException e) {
                    return v;
                }
            case "game recording":
                return t.get(v.equals("recorded") ? "audit.value.gamesRecorded" : "audit.value.gamesNotRecorded");
            case "status":
                return t.has("statusWord." + v) ? t.get("statusWord." + v) : v;
            case "initial colour":
                if (t.has("initialColour." + v)) {
                    return t.get("initialColour." + v);
                }
                if (v.equals("drawn by lot when round 1 is paired")) {
                    return t.get("audit.value.colourLot");
                }
                m = COLOUR.matcher(v);
                if (m.matches()) {
                    String how = switch (m.group(2)) {
                        case "drawn by lot" -> "audit.value.byLot";
                        case "as in round 1" -> "audit.value.asRound1";
                        case "chosen by the arbiter" -> "audit.value.byArbiter";
                        default -> null;
                    };
                    if (how != null) {
                        return t.get("audit.value.colour", t.get("initialColour." + m.group(1)), t.get(how));
                    }
                }
                return v;
            case "pairing", "pairing by hand", "pairing changed", "round deleted":
                String s = v;
                for (BoardResult r : BoardResult.values()) {
                    if (r.bye()) {
                        s = s.replace("-bye " + r.label(), " " + t.get("result." + r.name()));
                    }
                }
                return s;
            case "result":
                for (BoardResult r : BoardResult.values()) {
                    if (r.label().equals(v) && r != BoardResult.PENDING) {
                        return t.get("result." + r.name());
                    }
                }
                return v;
            case "withdrawal":
                if ((m = FROM_ROUND.matcher(v)).matches()) {
                    return t.get("audit.value.fromRound", m.group(1));
                }
                if ((m = PLAYS_AGAIN.matcher(v)).matches()) {
                    return t.get("audit.value.playsAgain", m.group(1));
                }
                if ((m = WITHDRAWN.matcher(v)).matches()) {
                    return t.get("audit.value.withdrawn", m.group(1), m.group(2));
                }
                return v;
            case "bye requested":
                if ((m = BYE_REQUESTED.matcher(v)).matches()) {
                    String bye = switch (m.group(2)) {
                        case "full" -> BoardResult.FULL_BYE.name();
                        case "half" -> BoardResult.HALF_BYE.name();
                        default -> BoardResult.ZERO_BYE.name();
                    };
                    return t.get("audit.value.byeRequested", m.group(1), t.get("result." + bye), m.group(3));
                }
                return v;
            case "entries re-rated":
                return (m = RATINGS.matcher(v)).matches() ? t.get("audit.value.ratings", m.group(1)) : v;
            case "game attached":
                return v.startsWith("FLAGGED: ") ? t.get("audit.value.flagged", v.substring("FLAGGED: ".length())) : v;
            case "arbiter removed":
                return (m = CHIEF.matcher(v)).matches() ? t.get("audit.value.chief", m.group(1)) : v;
            default:
                return v;
        }
    }
}
