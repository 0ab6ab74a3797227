package org.hakem.trf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.Crosstable;

/**
 * Reads a FIDE Tournament Report File (TRF-2026; TRF16 files and the JaVaFo records XXR, XXC read too).
 *
 * <p>Lines may end in LF, CRLF or CR. Files are read as UTF-8, or as ISO-8859-1 when they are not valid
 * UTF-8. Every problem is reported as a {@link TrfFormatException} with line and column.
 *
 * <p>Checks beyond the columns: start numbers are unique; an opponent exists and names the player back
 * in the same round; the two results of a game agree (1 against 0, = against =, + against -, or a double
 * forfeit - against -, blank against blank for a game paired but not played yet) and, for a game
 * played or to be played, the colours are opposite.
 */
public final class TrfReader {

    /** First column (1-based) of round 1; each round takes {@value #ROUND_WIDTH} columns. */
    static final int FIRST_ROUND_COLUMN = 92;
    static final int ROUND_WIDTH = 10;

    private final String source;
    private int lineNumber;
    private String line;
    /** The line being read, taken apart by columns. */
    private TrfLine current;

    private TrfReader(String source) {
        this.source = source;
    }

    /** Reads a file; the file name labels the errors. */
    public static TrfDocument read(Path file) throws IOException {
        return read(decode(Files.readAllBytes(file)), file.getFileName().toString());
    }

    /** Reads TRF text; {@code source} labels the errors (e.g. a file name). */
    public static TrfDocument read(String text, String source) {
        return new TrfReader(source).parse(text);
    }

    static String decode(byte[] bytes) {
        return org.hakem.text.TextBytes.decode(bytes, StandardCharsets.ISO_8859_1);
    }

    /** Splits on LF, CRLF and CR. */
    static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        int start = text.startsWith("\uFEFF") ? 1 : 0;
        int i = start;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                out.add(text.substring(start, i));
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
            i++;
        }
        if (start < text.length()) {
            out.add(text.substring(start));
        }
        return out;
    }

    private record PlayerLine(Entrant player, int lineNumber) {
    }

    private TrfDocument parse(String text) {
        String name = "";
        String systemName = "";
        int rounds = 0;
        Optional<Colour> initialColour = Optional.empty();
        PointSystem points = PointSystem.DEFAULT;
        List<PlayerLine> players = new ArrayList<>();
        List<TrfRecord> header = new ArrayList<>();
        List<TrfBye> byes = new ArrayList<>();
        List<TrfAcceleration> accelerations = new ArrayList<>();
        List<TrfProhibitedPairing> prohibited = new ArrayList<>();
        List<TrfRecord> others = new ArrayList<>();

        List<String> all = lines(text);
        for (int i = 0; i < all.size(); i++) {
            lineNumber = i + 1;
            line = all.get(i);
            current = new TrfLine(source, lineNumber, line);
            if (line.isBlank()) {
                continue;
            }
            if (line.length() < 3) {
                throw error(1, "a record starts with a three-character tag, found '" + line + "'");
            }
            String tag = line.substring(0, 3);
            switch (tag) {
                case "001" -> players.add(new PlayerLine(player(), lineNumber));
                case "012" -> name = new TrfRecord(tag, line).value().strip();
                case "092" -> systemName = new TrfRecord(tag, line).value().strip();
                case "162" -> points = pointSystem();
                case "XXR", "142" -> rounds = positiveInt(5, line.length(), "number of rounds");
                case "XXC", "152" -> {
                    Optional<Colour> c = initialColour(tag);
                    if (c.isPresent()) {
                        initialColour = c;
                    } else {
                        others.add(new TrfRecord(tag, line));
                    }
                }
                case "240" -> byes.add(bye());
                case "250" -> accelerations.add(acceleration());
                case "260" -> prohibited.add(prohibitedPairing());
                default -> {
                    if (tag.matches("[0-9][0-9]2")) {
                        header.add(new TrfRecord(tag, line));
                    } else {
                        others.add(new TrfRecord(tag, line));
                    }
                }
            }
        }
        checkPairs(players);
        Crosstable t;
        try {
            t = new Crosstable(name, systemName, rounds, initialColour, points,
                    players.stream().map(PlayerLine::player).toList());
        } catch (IllegalArgumentException e) {
            throw new TrfFormatException(source, 0, 0, e.getMessage()); // checkPairs should have caught it
        }
        return new TrfDocument(t, header, byes, accelerations, prohibited, others);
    }

    // ---- player lines

    private Entrant player() {
        int tab = line.indexOf('\t');
        if (tab >= 0) {
            throw error(tab + 1, "tab character: TRF columns must be filled with blanks");
        }
        int start = requiredInt(5, 8, "start number (1-9999)");
        if (start < 1) {
            throw error(5, "start number must be 1-9999, found " + start);
        }
        String sex = field(10, 10).strip();
        String title = field(11, 13).strip();
        String playerName = field(15, 47).strip();
        int rating = optionalInt(49, 52, "rating");
        String federation = field(54, 56).strip();
        String id = field(58, 68).strip();
        String birth = field(70, 79).strip();
        double declared = optionalDecimal(81, 84, "points (like 11.5)");
        int rank = optionalInt(86, 89, "rank");
        if (!field(90, 91).isBlank()) {
            throw error(90, "columns 90-91 must be blank; round 1 starts at column 92");
        }
        List<RoundEntry> entries = new ArrayList<>();
        for (int col = FIRST_ROUND_COLUMN; col <= line.length(); col += ROUND_WIDTH) {
            entries.add(roundEntry(col, entries.size() + 1));
        }
        return new Entrant(start, sex, title, playerName, rating, federation, id, birth, declared, rank, entries);
    }

    private RoundEntry roundEntry(int col, int round) {
        String where = "round " + round + ": ";
        int opponent = optionalInt(col, col + 3, where + "opponent start number (or 0000)");
        for (int blank : new int[] {col + 4, col + 6, col + 8, col + 9}) {
            if (charAt(blank) != ' ') {
                throw error(blank, where + "expected a blank; round fields are opponent " + col + "-" + (col + 3)
                        + ", colour " + (col + 5) + ", result " + (col + 7));
            }
        }
        Colour colour;
        try {
            colour = Colour.fromCode(charAt(col + 5));
        } catch (IllegalArgumentException e) {
            throw error(col + 5, where + e.getMessage());
        }
        ResultCode result;
        try {
            result = ResultCode.fromCode(charAt(col + 7));
        } catch (IllegalArgumentException e) {
            throw error(col + 7, where + e.getMessage());
        }
        if (opponent != 0) {
            // a blank result with an opponent and a colour: paired, not played yet (a round in progress)
            if (result.bye() && !(result == ResultCode.BLANK && colour != Colour.NONE)) {
                throw error(col + 7, where + "result '" + result.code() + "' is a bye or absence, but an opponent ("
                        + opponent + ") is given");
            }
            if (result.played() && colour == Colour.NONE) {
                throw error(col + 5, where + "a game played needs colour w or b");
            }
        } else if (result.played()) {
            throw error(col + 7, where + "result '" + result.code() + "' is a game played, but no opponent is given");
        }
        return new RoundEntry(opponent, colour, result);
    }

    private void checkPairs(List<PlayerLine> players) {
        Map<Integer, PlayerLine> byNumber = new HashMap<>();
        for (PlayerLine pl : players) {
            PlayerLine before = byNumber.put(pl.player().startNumber(), pl);
            if (before != null) {
                throw new TrfFormatException(source, pl.lineNumber(), 5, "start number " + pl.player().startNumber()
                        + " is already used on line " + before.lineNumber());
            }
        }
        for (PlayerLine pl : players) {
            Entrant p = pl.player();
            for (int r = 1; r <= p.rounds().size(); r++) {
                RoundEntry e = p.round(r);
                int col = FIRST_ROUND_COLUMN + (r - 1) * ROUND_WIDTH;
                if (!e.hasOpponent()) {
                    continue;
                }
                String where = "round " + r + ": ";
                PlayerLine ol = byNumber.get(e.opponent());
                if (ol == null) {
                    throw new TrfFormatException(source, pl.lineNumber(), col,
                            where + "opponent " + e.opponent() + " is not a player of the file");
                }
                if (e.opponent() == p.startNumber()) {
                    throw new TrfFormatException(source, pl.lineNumber(), col, where + "a player cannot play himself");
                }
                RoundEntry o = ol.player().round(r);
                if (o.opponent() != p.startNumber()) {
                    throw new TrfFormatException(source, pl.lineNumber(), col, where + "opponent " + e.opponent()
                            + " has " + (o.hasOpponent() ? "opponent " + o.opponent() : "no opponent")
                            + " in this round (line " + ol.lineNumber() + ")");
                }
                if (!resultsAgree(e.result(), o.result())) {
                    throw new TrfFormatException(source, pl.lineNumber(), col + 7, where + "result '"
                            + e.result().code() + "' against " + e.opponent() + " disagrees with their result '"
                            + o.result().code() + "' (line " + ol.lineNumber() + ")");
                }
                if ((e.result().played() || e.result() == ResultCode.BLANK) && e.colour() == o.colour()) {
                    throw new TrfFormatException(source, pl.lineNumber(), col + 5, where + "both " + p.startNumber()
                            + " and " + e.opponent() + " have colour '" + e.colour().code() + "'");
                }
            }
        }
    }

    private static boolean resultsAgree(ResultCode a, ResultCode b) {
        if (a == ResultCode.BLANK || b == ResultCode.BLANK) {
            return a == b;
        }
        if (a.forfeit() || b.forfeit()) {
            return (a == ResultCode.FORFEIT_WIN && b == ResultCode.FORFEIT_LOSS)
                    || (a == ResultCode.FORFEIT_LOSS && b == ResultCode.FORFEIT_WIN)
                    || (a == ResultCode.FORFEIT_LOSS && b == ResultCode.FORFEIT_LOSS);
        }
        return switch (a.kind()) {
            case WIN -> b.kind() == ResultCode.Kind.LOSS;
            case LOSS -> b.kind() == ResultCode.Kind.WIN;
            case DRAW -> b.kind() == ResultCode.Kind.DRAW;
            default -> false;
        };
    }

    // ---- other records

    /** 162: a result letter at column 6, 15, 24, ... and its points in the four columns after it. */
    private PointSystem pointSystem() {
        Map<Character, Double> given = new HashMap<>();
        for (int col = 6; col <= line.length(); col += 9) {
            char code = Character.toUpperCase(charAt(col));
            if (code == ' ' && field(col, col + 4).isBlank()) {
                if (!field(col, line.length()).isBlank()) {
                    throw error(col, "162: expected a result letter (W D L A P X) at column " + col);
                }
                break;
            }
            if ("WDLAPX".indexOf(code) < 0) {
                throw error(col, "162: expected a result letter W, D, L, A, P or X, found '" + charAt(col) + "'");
            }
            double pts = requiredDecimal(col + 1, col + 4, "162: points for " + code + " (like 1.0)");
            if (given.put(code, pts) != null) {
                throw error(col, "162: points for " + code + " are given twice");
            }
        }
        double win = given.getOrDefault('W', PointSystem.DEFAULT.win());
        double draw = given.getOrDefault('D', PointSystem.DEFAULT.draw());
        return new PointSystem(win, draw,
                given.getOrDefault('L', PointSystem.DEFAULT.loss()),
                given.getOrDefault('A', PointSystem.DEFAULT.absence()),
                given.getOrDefault('P', win),
                given.getOrDefault('X', draw));
    }

    /** XXC white1 / black1 (JaVaFo) or 152 W / B; other XXC values are kept as text. */
    private Optional<Colour> initialColour(String tag) {
        String v = new TrfRecord(tag, line).value().strip().toLowerCase(Locale.ROOT);
        for (String word : v.split("\\s+")) {
            switch (word) {
                case "white1", "w" -> {
                    return Optional.of(Colour.WHITE);
                }
                case "black1", "b" -> {
                    return Optional.of(Colour.BLACK);
                }
                default -> {
                }
            }
        }
        if (tag.equals("152")) {
            throw error(5, "152: initial colour must be W or B, found '" + v + "'");
        }
        return Optional.empty();
    }

    private TrfBye bye() {
        char type = Character.toUpperCase(charAt(5));
        if ("FHZ".indexOf(type) < 0) {
            throw error(5, "240: bye type must be F, H or Z, found '" + charAt(5) + "'");
        }
        int round = positiveInt(7, 9, "240: round number");
        List<Integer> ids = numbersFrom(11, "240: start number");
        if (ids.isEmpty()) {
            throw error(11, "240: at least one start number expected from column 11");
        }
        return new TrfBye(type, round, ids);
    }

    private TrfAcceleration acceleration() {
        double match = optionalDecimal(5, 8, "250: match points (like 1.0)");
        double game = requiredDecimal(10, 13, "250: game points (like 1.0)");
        int first = positiveInt(15, 17, "250: first round");
        int last = positiveInt(19, 21, "250: last round");
        int p1 = positiveInt(23, 26, "250: first start number");
        int p2 = positiveInt(28, 31, "250: last start number");
        if (last < first) {
            throw error(19, "250: last round " + last + " is before first round " + first);
        }
        if (p2 < p1) {
            throw error(28, "250: last start number " + p2 + " is before first " + p1);
        }
        return new TrfAcceleration(match, game, first, last, p1, p2);
    }

    private TrfProhibitedPairing prohibitedPairing() {
        int first = positiveInt(5, 7, "260: first round");
        int last = positiveInt(9, 11, "260: last round");
        if (last < first) {
            throw error(9, "260: last round " + last + " is before first round " + first);
        }
        List<Integer> ids = numbersFrom(13, "260: start number");
        if (ids.size() < 2) {
            throw error(13, "260: at least two start numbers expected from column 13");
        }
        return new TrfProhibitedPairing(first, last, ids);
    }

    /** Blank-separated positive numbers from column {@code from} to the end of the line. */
    private List<Integer> numbersFrom(int from, String what) {
        List<Integer> ids = new ArrayList<>();
        int col = from;
        while (col <= line.length()) {
            if (charAt(col) == ' ') {
                col++;
                continue;
            }
            int end = col;
            while (end + 1 <= line.length() && charAt(end + 1) != ' ') {
                end++;
            }
            ids.add(positiveInt(col, end, what));
            col = end + 1;
        }
        return ids;
    }

    // ---- columns of the current line (TrfLine)

    private char charAt(int col) {
        return current().charAt(col);
    }

    private String field(int from, int to) {
        return current().field(from, to);
    }

    private int optionalInt(int from, int to, String what) {
        return current().optionalInt(from, to, what);
    }

    private int requiredInt(int from, int to, String what) {
        return current().requiredInt(from, to, what);
    }

    private int positiveInt(int from, int to, String what) {
        return current().positiveInt(from, to, what);
    }

    private double optionalDecimal(int from, int to, String what) {
        return current().optionalDecimal(from, to, what);
    }

    private double requiredDecimal(int from, int to, String what) {
        return current().requiredDecimal(from, to, what);
    }

    private int firstNonBlank(int from) {
        return current().firstNonBlank(from);
    }

    private TrfFormatException error(int column, String problem) {
        return current().error(column, problem);
    }

    private TrfLine current() {
        return current != null ? current : new TrfLine(source, 0, "");
    }
}
