package org.hakem.event.domain;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hakem.platform.Problem;
import org.hakem.standings.TieBreakRules;

/**
 * The setting "tie-break regulations" of an event, the same for tournaments and team events: {@code auto} (the
 * edition in force on the start date, {@link TieBreakRules#forStartDate}), {@code 2024} or {@code 2026}. In the
 * settings a null value leaves the choice as it is.
 */
public final class EventTieBreakRules {

    /** The values of the setting, as the API and the settings pages take them. */
    public static final List<String> SETTINGS = List.of("auto", "2024", "2026");

    private EventTieBreakRules() {
    }

    /** The setting trimmed and lower case; null stays null (as it is), blank is {@code auto}. */
    public static String normalise(String setting) {
        if (setting == null) {
            return null;
        }
        return setting.isBlank() ? "auto" : setting.strip().toLowerCase(Locale.ROOT);
    }

    /** Adds the problem of a wrong setting (after {@link #normalise}) to an event's problems. */
    public static void check(Map<String, Problem> problems, String setting) {
        if (setting != null && !SETTINGS.contains(setting)) {
            problems.put("tieBreakRules", Problem.of("event.tie-break-rules.unknown", setting));
        }
    }

    /** The edition chosen by a valid setting, null for {@code auto}. */
    public static TieBreakRules chosen(String setting) {
        return setting == null || setting.equals("auto") ? null : TieBreakRules.parse(setting);
    }

    /** The setting of a choice: {@code auto} for none. */
    public static String setting(TieBreakRules chosen) {
        return chosen == null ? "auto" : chosen.code();
    }
}
