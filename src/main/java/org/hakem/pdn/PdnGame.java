package org.hakem.pdn;

import java.util.List;
import java.util.Optional;

/**
 * One game as read from a PDN file.
 *
 * @param source      the file it came from
 * @param index       its number in the file, from 1
 * @param line        the line where it starts
 * @param tags        the tag pairs in the order read
 * @param mainLine    the moves, with comments and variations
 * @param terminator  the result token that ended the movetext as written ({@code 1-0}, {@code 1/2:1/2},
 *                    {@code *}), or null when the game ended at the next game's tags or at the end of file
 * @param diagnostics every problem found in this game, errors and warnings
 */
public record PdnGame(String source, int index, int line, List<PdnTag> tags, PdnLine mainLine, String terminator,
                      List<PdnDiagnostic> diagnostics) {

    public PdnGame {
        tags = List.copyOf(tags);
        diagnostics = List.copyOf(diagnostics);
    }

    /** The value of the first tag with this name. */
    public Optional<String> tag(String name) {
        for (PdnTag t : tags) {
            if (t.name().equals(name)) {
                return Optional.of(t.value());
            }
        }
        return Optional.empty();
    }

    /** True when no error was found: the game reads as its writer meant (warnings allowed). */
    public boolean isValid() {
        for (PdnDiagnostic d : diagnostics) {
            if (d.isError()) {
                return false;
            }
        }
        return true;
    }

    /** True when neither tags nor moves were read (a stretch of unreadable text between games). */
    public boolean isEmpty() {
        return tags.isEmpty() && mainLine.nodes().isEmpty() && mainLine.trailingComments().isEmpty()
                && terminator == null;
    }

    /** The GameType tag parsed, when present and valid. */
    public Optional<GameType> gameType() {
        return tag("GameType").flatMap(v -> {
            try {
                return Optional.of(GameType.parse(v));
            } catch (IllegalArgumentException e) {
                return Optional.empty();
            }
        });
    }

    /** The FEN tag parsed, when present and valid. */
    public Optional<FenSetup> setup() {
        return tag("FEN").flatMap(v -> {
            try {
                return Optional.of(FenSetup.parse(v));
            } catch (IllegalArgumentException e) {
                return Optional.empty();
            }
        });
    }

    /**
     * The result: the movetext's result token if there is one, else the Result tag; empty when neither
     * is a PDN result.
     */
    public Optional<PdnResult> result() {
        if (terminator != null) {
            Optional<PdnResult> r = PdnResult.parse(terminator);
            if (r.isPresent()) {
                return r;
            }
        }
        return tag("Result").flatMap(PdnResult::parse);
    }

    /**
     * Obstacle checkers records its blocked squares in the {@code Obstacles} tag
     * ({@code [Obstacles "c3,f6,h4"]}) so that replay is deterministic.
     */
    public List<Square> obstacles() {
        try {
            List<Square> fromTag = tag(OBSTACLES_TAG).map(PdnGame::parseSquareList).orElse(List.of());
            return fromTag.isEmpty() ? setup().map(FenSetup::obstacles).orElse(List.of()) : fromTag;
        } catch (IllegalArgumentException e) {
            return List.of(); // reported by the reader
        }
    }

    /** The tag that lists the blocked squares of an obstacle-checkers game. */
    public static final String OBSTACLES_TAG = "Obstacles";

    static List<Square> parseSquareList(String value) {
        String v = value.strip();
        if (v.isEmpty()) {
            return List.of();
        }
        java.util.ArrayList<Square> out = new java.util.ArrayList<>();
        for (String s : v.split("[,\\s]+")) {
            out.add(Square.parse(s));
        }
        return List.copyOf(out);
    }
}
