package org.hakem.player.domain;

import java.time.Year;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.hakem.platform.Problem;
import org.hakem.platform.TextField;

/**
 * What a person tells the registry about a player: every field a form or an API client sends.
 * {@link #validate()} names each field that is wrong and why, so an arbiter can fix all at once.
 */
public record PlayerDetails(String name, String federation, String title, Integer rating,
                            String nationalId, String fmjdId, String club, Integer birthYear, String sex) {

    /** Details whose sex is not known. */
    public PlayerDetails(String name, String federation, String title, Integer rating,
                         String nationalId, String fmjdId, String club, Integer birthYear) {
        this(name, federation, title, rating, nationalId, fmjdId, club, birthYear, null);
    }

    public static final int MAX_NAME = 200;
    private static final Pattern FEDERATION = Pattern.compile("[A-Z]{3}");
    /** The sexes as FIDE's TRF writes them: m (male), w (female). */
    public static final java.util.List<String> SEXES = java.util.List.of("m", "w");
    private static final Pattern IDENTIFIER = Pattern.compile("[\\p{L}\\p{N}._/-]{1,32}");

    /** Blank optional text becomes absent; federation and title are upper-cased. */
    public PlayerDetails normalised() {
        return new PlayerDetails(name == null ? null : name.strip(),
                upper(blankToNull(federation)), upper(blankToNull(title)), rating,
                blankToNull(nationalId), blankToNull(fmjdId), blankToNull(club), birthYear,
                sex == null || sex.isBlank() ? null : sex.strip().toLowerCase(Locale.ROOT));
    }

    /** Field name to message for every field that breaks a rule; empty when all is well. */
    public Map<String, Problem> validate() {
        Map<String, Problem> errors = new LinkedHashMap<>();
        if (name == null || name.isBlank()) {
            errors.put("name", Problem.of("field.required"));
        } else {
            TextField.check(errors, "name", name.strip(), MAX_NAME);
        }
        if (federation != null && !federation.isBlank()
                && !FEDERATION.matcher(federation.strip().toUpperCase(Locale.ROOT)).matches()) {
            errors.put("federation", Problem.of("player.federation.format"));
        }
        if (title != null && !title.isBlank()) {
            try {
                Title.valueOf(title.strip().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                errors.put("title", Problem.of("player.title.unknown", "GMI, MI, MF, CMF, GMIF, MIF, MFF, CMFF"));
            }
        }
        if (rating != null && (rating < 0 || rating > 4000)) {
            errors.put("rating", Problem.of("field.range", 0, 4000));
        }
        checkIdentifier(errors, "nationalId", nationalId);
        checkIdentifier(errors, "fmjdId", fmjdId);
        TextField.check(errors, "club", club == null ? null : club.strip(), 200);
        int thisYear = Year.now().getValue();
        if (birthYear != null && (birthYear < 1850 || birthYear > thisYear)) {
            errors.put("birthYear", Problem.of("field.range", 1850, thisYear));
        }
        if (sex != null && !sex.isBlank() && !SEXES.contains(sex.strip().toLowerCase(Locale.ROOT))) {
            errors.put("sex", Problem.of("player.sex.unknown"));
        }
        return errors;
    }

    private static void checkIdentifier(Map<String, Problem> errors, String field, String value) {
        if (value != null && !value.isBlank() && !IDENTIFIER.matcher(value.strip()).matches()) {
            errors.put(field, Problem.of("player.identifier.format"));
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    private static String upper(String s) {
        return s == null ? null : s.toUpperCase(Locale.ROOT);
    }
}
