package org.hakem.archive.application;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hakem.archive.domain.GameFilters;
import org.hakem.archive.domain.PositionQuery;
import org.hakem.archive.domain.SquareRule;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Board;
import org.hakem.rules.Position;
import org.hakem.rules.Side;
import org.hakem.rules.Variant;

/**
 * A position search as text (query parameters, form fields), turned into a {@link PositionQuery}; every
 * mistake becomes a message naming the field and what was expected.
 *
 * <ul>
 *   <li>{@code fen}: an exact position, PDN FEN ({@code W:W31-50:B1-20}, {@code B:Wa1,c3:Bh8});</li>
 *   <li>{@code pattern}: rules separated by commas or spaces, {@code SQUARE:PIECE}, {@code !SQUARE:PIECE} for
 *       "must not"; PIECE is {@code wm wk bm bk w b any empty} (e.g. {@code 27:wm,!22:empty,c3:bk});</li>
 *   <li>{@code material}: ranges {@code KIND=MIN..MAX} ({@code MIN..}, {@code ..MAX} or one number), KIND is
 *       {@code wm wk bm bk wp bp diff} (wp/bp: all pieces of a side; diff: white minus black pieces);</li>
 *   <li>{@code side}: {@code white} or {@code black} to move.</li>
 * </ul>
 */
public record SearchRequest(String variant, String fen, String pattern, String material, String side, boolean mirror,
                            String player, String playerSide, String event, Integer yearFrom, Integer yearTo,
                            String result) {

    public PositionQuery toQuery() {
        Map<String, Problem> errors = new LinkedHashMap<>();
        Variant v;
        try {
            v = Variant.require(variant == null || variant.isBlank() ? "turkish" : variant);
        } catch (IllegalArgumentException e) {
            throw new ValidationException("variant", Problem.of("archive.variant.invalid", e.getMessage()));
        }
        Position exact = null;
        if (present(fen)) {
            try {
                exact = Position.fromFen(v, fen.strip());
            } catch (RuntimeException e) {
                errors.put("fen", Problem.of("archive.search.fen", v.id(), e.getMessage()));
            }
        }
        List<SquareRule> rules = new ArrayList<>();
        if (present(pattern)) {
            for (String part : pattern.strip().split("[,\\s]+")) {
                try {
                    rules.add(rule(v.board(), part));
                } catch (IllegalArgumentException e) {
                    errors.merge("pattern", Problem.of("archive.search.pattern", e.getMessage()), Problem::join);
                }
            }
        }
        List<PositionQuery.MaterialRange> ranges = new ArrayList<>();
        if (present(material)) {
            for (String part : material.strip().split("[,\\s]+")) {
                try {
                    ranges.add(range(part));
                } catch (IllegalArgumentException e) {
                    errors.merge("material", Problem.of("archive.search.material", e.getMessage()), Problem::join);
                }
            }
        }
        Side s = null;
        if (present(side)) {
            switch (side.strip().toLowerCase()) {
                case "w", "white" -> s = Side.WHITE;
                case "b", "black" -> s = Side.BLACK;
                case "any", "either" -> s = null;
                default -> errors.put("side", Problem.of("archive.search.side", side));
            }
        }
        if (present(playerSide) && !List.of("white", "black", "any").contains(playerSide.strip().toLowerCase())) {
            errors.put("playerSide", Problem.of("archive.search.player-side", playerSide));
        }
        if (yearFrom != null && yearTo != null && yearFrom > yearTo) {
            errors.put("yearTo", Problem.of("archive.search.years", yearTo, yearFrom));
        }
        if (exact != null && (!rules.isEmpty() || !ranges.isEmpty())) {
            errors.put("fen", Problem.of("archive.search.exact"));
        }
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        String ps = present(playerSide) && !"any".equalsIgnoreCase(playerSide.strip()) ? playerSide.strip().toLowerCase() : null;
        GameFilters filters = new GameFilters(blankToNull(player), ps, blankToNull(event), yearFrom, yearTo, blankToNull(result));
        return new PositionQuery(v, exact, rules, exact != null ? null : s, ranges, mirror, filters);
    }

    static SquareRule rule(Board board, String text) {
        String t = text.strip();
        boolean negate = t.startsWith("!");
        if (negate) {
            t = t.substring(1);
        }
        int colon = t.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("'" + text + "': expected SQUARE:PIECE such as 27:wm or !c3:empty");
        }
        int square;
        try {
            square = board.parseSquare(t.substring(0, colon));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "': " + e.getMessage());
        }
        try {
            return new SquareRule(square, SquareRule.Kind.parse(t.substring(colon + 1)), negate);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "': " + e.getMessage());
        }
    }

    static PositionQuery.MaterialRange range(String text) {
        int eq = text.indexOf('=');
        if (eq < 0) {
            throw new IllegalArgumentException("'" + text + "': expected KIND=MIN..MAX such as wm=3..5 or diff=1..");
        }
        PositionQuery.Count count = switch (text.substring(0, eq).strip().toLowerCase()) {
            case "wm" -> PositionQuery.Count.WHITE_MEN;
            case "wk" -> PositionQuery.Count.WHITE_KINGS;
            case "bm" -> PositionQuery.Count.BLACK_MEN;
            case "bk" -> PositionQuery.Count.BLACK_KINGS;
            case "wp" -> PositionQuery.Count.WHITE_PIECES;
            case "bp" -> PositionQuery.Count.BLACK_PIECES;
            case "diff", "d" -> PositionQuery.Count.DIFFERENCE;
            default -> throw new IllegalArgumentException("'" + text + "': unknown kind, expected wm, wk, bm, bk, wp, bp or diff");
        };
        String r = text.substring(eq + 1).strip();
        try {
            int dots = r.indexOf("..");
            int min, max;
            if (dots < 0) {
                min = max = Integer.parseInt(r);
            } else {
                min = dots == 0 ? (count == PositionQuery.Count.DIFFERENCE ? -50 : 0) : Integer.parseInt(r.substring(0, dots));
                max = dots + 2 == r.length() ? 50 : Integer.parseInt(r.substring(dots + 2));
            }
            if (min > max) {
                throw new IllegalArgumentException("'" + text + "': the range is empty (" + min + " > " + max + ")");
            }
            return new PositionQuery.MaterialRange(count, min, max);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "': expected whole numbers such as 3..5, 3.., ..5 or 4");
        }
    }

    private static boolean present(String s) {
        return s != null && !s.isBlank();
    }

    private static String blankToNull(String s) {
        return present(s) ? s.strip() : null;
    }
}
