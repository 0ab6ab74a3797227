package org.hakem.pdn;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A position given by a PDN FEN string: {@code W:W31-50:B1-20}, {@code B:W18,24,K10:BK22,12},
 * {@code W:Wa1,Kb2:Bh8}. Ranges ({@code 31-50}) are expanded; the trailing full stop some programs
 * write ({@code ...:B8,14.}) is accepted; {@code ?} as side to move is kept as unknown. Hakem's rules
 * engine adds an {@code X} section for the blocked squares of obstacle checkers
 * ({@code B:W21-32:B1-12:X14,15,19}); it is read too (the game record's own place for them is the
 * {@code Obstacles} tag).
 *
 * @param sideToMove {@code 'W'}, {@code 'B'} or {@code '?'}
 * @param pieces     every piece, in the order read
 * @param obstacles  blocked squares (obstacle checkers), usually none
 */
public record FenSetup(char sideToMove, List<Piece> pieces, List<Square> obstacles) {

    /** One piece on a square. */
    public record Piece(Square square, boolean white, boolean king) {
    }

    public FenSetup {
        if (sideToMove != 'W' && sideToMove != 'B' && sideToMove != '?') {
            throw new IllegalArgumentException("FEN side to move: expected W, B or ?, found " + sideToMove);
        }
        pieces = List.copyOf(pieces);
        obstacles = List.copyOf(obstacles);
    }

    public FenSetup(char sideToMove, List<Piece> pieces) {
        this(sideToMove, pieces, List.of());
    }

    /**
     * Parses a FEN value.
     *
     * @throws IllegalArgumentException saying what was expected and what was found, with the offset
     */
    public static FenSetup parse(String value) {
        String v = value.strip();
        if (v.endsWith(".")) {
            v = v.substring(0, v.length() - 1);
        }
        v = v.replace(" ", "");
        if (v.isEmpty()) {
            throw new IllegalArgumentException("FEN: expected W or B (side to move), found nothing");
        }
        String[] sections = v.split(":", -1);
        String side = sections[0].toUpperCase();
        if (side.length() != 1 || "WB?".indexOf(side.charAt(0)) < 0) {
            throw new IllegalArgumentException("FEN: expected W, B or ? as side to move, found \"" + sections[0] + "\"");
        }
        List<Piece> pieces = new ArrayList<>();
        List<Square> obstacles = new ArrayList<>();
        boolean seenWhite = false;
        boolean seenBlack = false;
        for (int s = 1; s < sections.length; s++) {
            String sec = sections[s];
            if (sec.isEmpty()) {
                continue; // "B::" is the null-move setup of the standard
            }
            char colour = Character.toUpperCase(sec.charAt(0));
            if (colour == 'X' && obstacles.isEmpty()) {
                // the engine writes runs of obstacles as ranges too (X17-19)
                List<Piece> blocked = new ArrayList<>();
                for (String item : sec.substring(1).split(",", -1)) {
                    if (!item.isEmpty()) {
                        if (item.charAt(0) == 'K') {
                            throw new IllegalArgumentException("FEN: an obstacle is not a king, found \"" + item + "\"");
                        }
                        parseItem(item, true, blocked);
                    }
                }
                blocked.forEach(b -> obstacles.add(b.square()));
                continue;
            }
            if (colour != 'W' && colour != 'B') {
                throw new IllegalArgumentException("FEN section " + s + ": expected W or B, found \"" + sec + "\"");
            }
            if ((colour == 'W' && seenWhite) || (colour == 'B' && seenBlack)) {
                throw new IllegalArgumentException("FEN: the " + (colour == 'W' ? "white" : "black")
                        + " pieces are given twice");
            }
            seenWhite |= colour == 'W';
            seenBlack |= colour == 'B';
            String list = sec.substring(1);
            if (list.isEmpty()) {
                continue;
            }
            for (String item : list.split(",", -1)) {
                parseItem(item, colour == 'W', pieces);
            }
        }
        checkNoDuplicates(pieces);
        return new FenSetup(side.charAt(0), pieces, obstacles);
    }

    private static void parseItem(String item, boolean white, List<Piece> out) {
        if (item.isEmpty()) {
            throw new IllegalArgumentException("FEN: expected a square, found an empty item (two commas)");
        }
        boolean king = false;
        String body = item;
        if (body.charAt(0) == 'K') {
            king = true;
            body = body.substring(1);
        }
        int dash = body.indexOf('-');
        if (dash > 0) {
            Square a = Square.parse(body.substring(0, dash));
            Square b = Square.parse(body.substring(dash + 1));
            if (!a.isNumeric() || !b.isNumeric() || a.number() > b.number()) {
                throw new IllegalArgumentException("FEN: expected an ascending numeric range like 31-50, found \""
                        + item + "\"");
            }
            for (int n = a.number(); n <= b.number(); n++) {
                out.add(new Piece(Square.numeric(n), white, king));
            }
        } else {
            out.add(new Piece(Square.parse(body), white, king));
        }
    }

    private static void checkNoDuplicates(List<Piece> pieces) {
        java.util.Set<Square> seen = new java.util.HashSet<>();
        for (Piece p : pieces) {
            if (!seen.add(p.square())) {
                throw new IllegalArgumentException("FEN: square " + p.square() + " holds two pieces");
            }
        }
    }

    /**
     * The canonical FEN: side, then white and black pieces sorted by square, kings prefixed with
     * {@code K}, runs of three or more consecutive numbered men written as a range.
     */
    public String toPdn() {
        StringBuilder sb = new StringBuilder();
        sb.append(sideToMove);
        appendColour(sb, true);
        appendColour(sb, false);
        if (!obstacles.isEmpty()) {
            sb.append(":X");
            List<Square> sorted = new ArrayList<>(obstacles);
            sorted.sort(null);
            for (int i = 0; i < sorted.size(); i++) {
                sb.append(i == 0 ? "" : ",").append(sorted.get(i));
            }
        }
        return sb.toString();
    }

    private void appendColour(StringBuilder sb, boolean white) {
        List<Piece> own = new ArrayList<>();
        for (Piece p : pieces) {
            if (p.white() == white) {
                own.add(p);
            }
        }
        own.sort(Comparator.comparing(Piece::square));
        sb.append(':').append(white ? 'W' : 'B');
        boolean first = true;
        int i = 0;
        while (i < own.size()) {
            Piece p = own.get(i);
            int j = i;
            if (!p.king() && p.square().isNumeric()) {
                while (j + 1 < own.size() && !own.get(j + 1).king() && own.get(j + 1).square().isNumeric()
                        && own.get(j + 1).square().number() == own.get(j).square().number() + 1) {
                    j++;
                }
            }
            if (!first) {
                sb.append(',');
            }
            first = false;
            if (j - i >= 2) {
                sb.append(p.square()).append('-').append(own.get(j).square());
                i = j + 1;
            } else {
                if (p.king()) {
                    sb.append('K');
                }
                sb.append(p.square());
                i++;
            }
        }
    }

    /** Same pieces (in any order) and same side to move. */
    public boolean samePosition(FenSetup other) {
        return sideToMove == other.sideToMove
                && new java.util.HashSet<>(pieces).equals(new java.util.HashSet<>(other.pieces))
                && new java.util.HashSet<>(obstacles).equals(new java.util.HashSet<>(other.obstacles));
    }

    @Override
    public String toString() {
        return toPdn();
    }
}
