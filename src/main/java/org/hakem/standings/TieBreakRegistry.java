package org.hakem.standings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.hakem.standings.TieBreakKind.Modifiers;
import org.hakem.standings.TieBreakKind.Scope;

/**
 * The known tie-break kinds of every scope by code, in the order they were given, and the one reading of a
 * tie-break's code with its modifier ({@code BH}, {@code BH/C1}, {@code BH-C2}, {@code BH/M1}). Immutable;
 * {@link TieBreaks#registry()} is the one Hakem uses. The messages naming the known codes come from here.
 */
public final class TieBreakRegistry {

    /** Makes the tie-break of one scope once its code is read. */
    @FunctionalInterface
    public interface Maker<T> {
        T make(TieBreakKind kind, int cutLow, int cutHigh);
    }

    private final Map<Scope, Map<String, TieBreakKind>> byCode = new LinkedHashMap<>();

    TieBreakRegistry(List<? extends TieBreakKind> kinds) {
        for (Scope s : Scope.values()) {
            byCode.put(s, new LinkedHashMap<>());
        }
        for (TieBreakKind k : kinds) {
            if (!k.name().matches("[A-Z]+")) {
                throw new IllegalStateException("a tie-break code is capital letters: " + k.name());
            }
            if (byCode.get(k.scope()).putIfAbsent(k.name(), k) != null) {
                throw new IllegalStateException("duplicate " + k.scope().noun() + " " + k.name());
            }
        }
    }

    /** The kind of this scope with this code ({@code BH}, without modifier), case and spaces aside. */
    public Optional<TieBreakKind> kind(Scope scope, String code) {
        return Optional.ofNullable(byCode.get(scope).get(code.strip().toUpperCase(Locale.ROOT)));
    }

    /** The kinds of a scope, in the order given. */
    public List<TieBreakKind> kinds(Scope scope) {
        return List.copyOf(byCode.get(scope).values());
    }

    /** The codes of a scope, in the order given: {@code PTS, BH, AOB, ...}. */
    public List<String> codes(Scope scope) {
        return List.copyOf(byCode.get(scope).keySet());
    }

    /**
     * Reads one code of a scope: the kind, then an optional modifier after {@code /} (or {@code -}), {@code Cn}
     * (cut) or {@code Mn} (median), n from 0 to 9. Without a modifier the kind's implicit cut applies.
     *
     * @throws IllegalArgumentException naming the code and what is known
     */
    public <T> T read(Scope scope, String code, Maker<T> maker) {
        String c = code == null ? "" : code.strip().toUpperCase(Locale.ROOT);
        String[] parts = c.split("[/-]", 2);
        TieBreakKind kind = kind(scope, parts[0]).orElseThrow(() -> new IllegalArgumentException(
                "unknown " + scope.noun() + " '" + code + "': known are " + known(scope)));
        int cutLow = kind.implicitCut();
        int cutHigh = 0;
        if (parts.length > 1) {
            String modifier = parts[1];
            boolean medians = byCode.get(scope).values().stream().anyMatch(k -> k.modifiers() == Modifiers.CUT_OR_MEDIAN);
            if (!modifier.matches(medians ? "[CM][0-9]" : "C[0-9]")) {
                throw new IllegalArgumentException(scope.noun() + " '" + code + "': the modifier must be /C1 .. /C9"
                        + (medians ? " or /M1 .. /M9" : "") + " (" + modifiers(scope) + ")");
            }
            cutLow = modifier.charAt(1) - '0';
            cutHigh = modifier.charAt(0) == 'M' ? cutLow : 0;
        }
        String misfit = kind.misfit(cutLow, cutHigh);
        if (misfit != null) {
            throw new IllegalArgumentException(scope.noun() + " '" + code + "': " + misfit + " (" + modifiers(scope) + ")");
        }
        return maker.make(kind, cutLow, cutHigh);
    }

    /**
     * Reads a list of codes of a scope separated by commas or blanks, such as {@code PTS,BH/C1,SB} (TRF 202/212
     * style).
     *
     * @throws IllegalArgumentException for an empty list or a code {@link #read} does not take
     */
    public <T> List<T> readList(Scope scope, String codes, Maker<T> maker) {
        List<T> out = new ArrayList<>();
        for (String code : (codes == null ? "" : codes).split("[,\\s]+")) {
            if (!code.isBlank()) {
                out.add(read(scope, code, maker));
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("no " + scope.noun() + " given");
        }
        return List.copyOf(out);
    }

    /**
     * The known codes of a scope with the modifiers they take, for messages: {@code MP, GP, SB, OSB, BH, DE (SB, OSB
     * and BH with a cut such as SB/C1)}.
     */
    public String known(Scope scope) {
        return String.join(", ", codes(scope)) + " (" + modifiers(scope) + ")";
    }

    /** Which kinds of a scope take which modifiers, with an example each. */
    private String modifiers(Scope scope) {
        List<String> out = new ArrayList<>();
        for (Modifiers m : List.of(Modifiers.CUT_OR_MEDIAN, Modifiers.CUT)) {
            List<String> names = byCode.get(scope).values().stream().filter(k -> k.modifiers() == m)
                    .map(TieBreakKind::name).toList();
            if (!names.isEmpty()) {
                String first = names.get(0);
                out.add(enumeration(names) + (m == Modifiers.CUT ? " with a cut such as " + first + "/C1"
                        : " with a cut or a median such as " + first + "/C1 or " + first + "/M1"));
            }
        }
        return out.isEmpty() ? "none takes a modifier" : String.join("; ", out);
    }

    /** "A", "A and B", "A, B and C". */
    private static String enumeration(List<String> names) {
        int n = names.size();
        return n == 1 ? names.get(0) : String.join(", ", names.subList(0, n - 1)) + " and " + names.get(n - 1);
    }
}
