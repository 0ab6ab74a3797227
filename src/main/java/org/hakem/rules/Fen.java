package org.hakem.rules;

import java.util.ArrayList;
import java.util.List;

/** PDN FEN reading and writing (see {@link Position} for the format and the obstacle extension). */
final class Fen {

    private Fen() {
    }

    static Position parse(Variant variant, String text) {
        if (text == null || text.isBlank()) {
            throw new InvalidPositionException("empty FEN, expected e.g. " + example(variant));
        }
        String s = text.replaceAll("\\s+", "");
        if (s.endsWith(".")) {
            s = s.substring(0, s.length() - 1);
        }
        if (s.startsWith("[FEN\"") || s.startsWith("\"")) {
            s = s.replace("[FEN", "").replace("\"", "").replace("]", "");
        }
        String[] fields = s.split(":", -1);
        if (fields.length < 3) {
            throw error(text, "expected side to move and both sides' pieces, e.g. " + example(variant));
        }
        Side toMove = side(text, fields[0], "field 1 (side to move)");
        Board b = variant.board();
        List<Integer> wm = new ArrayList<>(), wk = new ArrayList<>(), bm = new ArrayList<>(), bk = new ArrayList<>(),
                obstacles = new ArrayList<>();
        boolean seenW = false, seenB = false, seenX = false;
        for (int i = 1; i < fields.length; i++) {
            String f = fields[i];
            String where = "field " + (i + 1) + " '" + f + "'";
            if (f.isEmpty()) {
                throw error(text, where + " is empty; expected W, B or X followed by squares");
            }
            char c = Character.toUpperCase(f.charAt(0));
            String list = f.substring(1);
            switch (c) {
                case 'W' -> {
                    if (seenW) {
                        throw error(text, where + ": white's pieces are given twice");
                    }
                    seenW = true;
                    squares(text, where, b, list, wm, wk, true);
                }
                case 'B' -> {
                    if (seenB) {
                        throw error(text, where + ": black's pieces are given twice");
                    }
                    seenB = true;
                    squares(text, where, b, list, bm, bk, true);
                }
                case 'X' -> {
                    if (seenX) {
                        throw error(text, where + ": obstacles are given twice");
                    }
                    seenX = true;
                    squares(text, where, b, list, obstacles, null, false);
                }
                default -> throw error(text, where + ": expected W, B or X at its start");
            }
        }
        if (!seenW || !seenB) {
            throw error(text, "both W and B fields are required, e.g. " + example(variant));
        }
        try {
            return Position.of(variant, toMove, wm, wk, bm, bk, obstacles);
        } catch (IllegalArgumentException e) {
            throw error(text, e.getMessage());
        }
    }

    private static Side side(String text, String f, String where) {
        if (f.equalsIgnoreCase("W")) {
            return Side.WHITE;
        }
        if (f.equalsIgnoreCase("B")) {
            return Side.BLACK;
        }
        throw error(text, where + " is '" + f + "', expected W or B");
    }

    private static void squares(String text, String where, Board b, String list, List<Integer> men,
            List<Integer> kings, boolean kingsAllowed) {
        if (list.isEmpty()) {
            return;
        }
        for (String item : list.split(",", -1)) {
            if (item.isEmpty()) {
                throw error(text, where + ": empty square in the list");
            }
            boolean king = item.charAt(0) == 'K' || item.charAt(0) == 'k';
            if (king && !kingsAllowed) {
                throw error(text, where + ": '" + item + "' - an obstacle is not a king");
            }
            String sq = king ? item.substring(1) : item;
            List<Integer> target = king ? kings : men;
            try {
                int dash = sq.indexOf('-');
                if (dash > 0) {
                    int a = b.parseSquare(sq.substring(0, dash));
                    int z = b.parseSquare(sq.substring(dash + 1));
                    if (b.notation() != Board.Notation.NUMERIC || z < a) {
                        throw new IllegalArgumentException("range '" + sq + "' must be ascending square numbers");
                    }
                    for (int n = a; n <= z; n++) {
                        target.add(n);
                    }
                } else {
                    target.add(b.parseSquare(sq));
                }
            } catch (IllegalArgumentException e) {
                throw error(text, where + ": " + e.getMessage());
            }
        }
    }

    private static InvalidPositionException error(String fen, String why) {
        return new InvalidPositionException("FEN '" + fen + "': " + why);
    }

    static String example(Variant v) {
        return v.board().notation() == Board.Notation.NUMERIC ? "W:W31-50:B1-20" : "W:Wa1,c1:Bf8,h8";
    }

    static String format(Position p) {
        Board b = p.variant().board();
        StringBuilder sb = new StringBuilder().append(p.sideToMove().letter());
        sb.append(":W").append(list(b, p.white, p.whiteHi, p.kings, p.kingsHi));
        sb.append(":B").append(list(b, p.black, p.blackHi, p.kings, p.kingsHi));
        if ((p.obstacles | p.obstaclesHi) != 0) {
            sb.append(":X").append(list(b, p.obstacles, p.obstaclesHi, 0, 0));
        }
        return sb.toString();
    }

    private static String list(Board b, long pieces, long piecesHi, long kings, long kingsHi) {
        List<Integer> squares = new ArrayList<>();
        for (long s = pieces; s != 0; s &= s - 1) {
            squares.add(b.squareOf(Long.numberOfTrailingZeros(s)));
        }
        for (long s = piecesHi; s != 0; s &= s - 1) {
            squares.add(b.squareOf(64 + Long.numberOfTrailingZeros(s)));
        }
        if (b.notation() == Board.Notation.NUMERIC) {
            squares.sort(null);
        } else {
            // algebraic lists read rank by rank from White's side: a1, c1, ..., b2, ...
            squares.sort(java.util.Comparator.comparingInt(b::rank).thenComparingInt(b::file));
        }
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < squares.size()) {
            int sq = squares.get(i);
            boolean king = Bits.has(kings, kingsHi, b.bitOf(sq));
            if (sb.length() > 0) {
                sb.append(',');
            }
            if (king) {
                sb.append('K').append(b.name(sq));
                i++;
                continue;
            }
            int j = i;
            if (b.notation() == Board.Notation.NUMERIC) {
                while (j + 1 < squares.size() && squares.get(j + 1) == squares.get(j) + 1
                        && !Bits.has(kings, kingsHi, b.bitOf(squares.get(j + 1)))) {
                    j++;
                }
            }
            if (j - i >= 2) {
                sb.append(b.name(sq)).append('-').append(b.name(squares.get(j)));
            } else {
                j = i;
                sb.append(b.name(sq));
            }
            i = j + 1;
        }
        return sb.toString();
    }
}
