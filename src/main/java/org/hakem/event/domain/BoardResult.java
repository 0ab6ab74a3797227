package org.hakem.event.domain;

import java.util.Locale;
import org.hakem.crosstable.ResultCode;

/**
 * The result of a board. A game (two players) is pending until a result is entered; then it was
 * played (1-0, draw, 0-1), forfeited (+/-, -/+, double forfeit) or not played at all (unplayed: it
 * scores nothing and counts as no game for either player). A bye (one player) is full, half, zero or the
 * bye the pairing allocated.
 */
public enum BoardResult {
    PENDING("", "*", null, null, false),
    WHITE_WINS("1-0", "1-0", ResultCode.WIN, ResultCode.LOSS, false),
    DRAW("½-½", "1/2-1/2", ResultCode.DRAW, ResultCode.DRAW, false),
    BLACK_WINS("0-1", "0-1", ResultCode.LOSS, ResultCode.WIN, false),
    /** Black did not come: white wins by forfeit. */
    WHITE_FORFEIT_WIN("+/-", "+/-", ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS, false),
    /** White did not come: black wins by forfeit. */
    BLACK_FORFEIT_WIN("-/+", "-/+", ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN, false),
    /** Neither came. */
    DOUBLE_FORFEIT("-/-", "-/-", ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS, false),
    /** The game was not played (cancelled by the arbiter): no points, no game for either player. */
    UNPLAYED("unplayed", "0-0", ResultCode.ZERO_POINT_BYE, ResultCode.ZERO_POINT_BYE, false),
    FULL_BYE("bye 1", "bye", ResultCode.FULL_POINT_BYE, null, true),
    HALF_BYE("bye ½", "bye", ResultCode.HALF_POINT_BYE, null, true),
    ZERO_BYE("bye 0", "bye", ResultCode.ZERO_POINT_BYE, null, true),
    /** The bye the pairing gave to the player left over; scores like a win. */
    PAIRING_BYE("bye (pairing)", "bye", ResultCode.PAIRING_ALLOCATED_BYE, null, true);

    private final String label;
    private final String pdn;
    private final ResultCode white;
    private final ResultCode black;
    private final boolean bye;

    BoardResult(String label, String pdn, ResultCode white, ResultCode black, boolean bye) {
        this.label = label;
        this.pdn = pdn;
        this.white = white;
        this.black = black;
        this.bye = bye;
    }

    /** How people read it: 1-0, ½-½, 0-1, +/-, -/+, -/-, unplayed, bye 1 ... */
    public String label() {
        return label;
    }

    /** The PDN result tag value of a game with this result (forfeits written as the PDN standard allows). */
    public String pdnResult() {
        return pdn;
    }

    /** True for the results of a board without opponent. */
    public boolean bye() {
        return bye;
    }

    /** True once a game has a result (byes always have one). */
    public boolean decided() {
        return this != PENDING;
    }

    /** The TRF code of the white player (or of the player of a bye); null while pending. */
    public ResultCode whiteCode() {
        return white;
    }

    /** The TRF code of the black player; null for byes and while pending. */
    public ResultCode blackCode() {
        return black;
    }

    /**
     * The same result with the colours exchanged, as read from Black's side: 1-0 and 0-1, +/- and -/+ change places;
     * a draw, a double forfeit, an unplayed game and a pending one stay. A team's match sheet reads a board from the
     * home player's side this way when the home player has Black. Byes have no other side and stay.
     */
    public BoardResult swapped() {
        return switch (this) {
            case WHITE_WINS -> BLACK_WINS;
            case BLACK_WINS -> WHITE_WINS;
            case WHITE_FORFEIT_WIN -> BLACK_FORFEIT_WIN;
            case BLACK_FORFEIT_WIN -> WHITE_FORFEIT_WIN;
            default -> this;
        };
    }

    /**
     * Reads a result as arbiters type it: {@code 1-0}, {@code 1}, {@code w}; {@code =}, {@code ½},
     * {@code 1/2}, {@code d}, {@code ½-½}; {@code 0-1}, {@code 0}, {@code b}; {@code +}, {@code +/-},
     * {@code +-}; {@code -}, {@code -/+}, {@code -+}; {@code --}, {@code -/-}; {@code unplayed}, {@code u};
     * an empty text or {@code *} clears the result. Also the draughts 2-0 / 1-1 / 0-2 score notation
     * and the enum names.
     *
     * @throws IllegalArgumentException naming the text and what is accepted
     */
    public static BoardResult parseGame(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT).replace(" ", "").replace(':', '-');
        return switch (t) {
            case "", "*", "pending" -> PENDING;
            case "1-0", "1", "w", "2-0", "white_wins" -> WHITE_WINS;
            case "=", "½", "1/2", "d", "½-½", "1/2-1/2", "0.5-0.5", "1-1", "draw" -> DRAW;
            case "0-1", "0", "b", "0-2", "black_wins" -> BLACK_WINS;
            case "+", "+/-", "+-", "white_forfeit_win" -> WHITE_FORFEIT_WIN;
            case "-", "-/+", "-+", "black_forfeit_win" -> BLACK_FORFEIT_WIN;
            case "--", "-/-", "double_forfeit" -> DOUBLE_FORFEIT;
            case "u", "unplayed", "0-0" -> UNPLAYED;
            default -> throw new IllegalArgumentException("result '" + text + "' is not understood; type 1-0 (or 1), "
                    + "= (or ½), 0-1 (or 0), + (white wins by forfeit), - (black wins by forfeit), -- (double "
                    + "forfeit), u (unplayed), or nothing to clear it");
        };
    }

    /**
     * Reads the result of a bye: {@code full}/{@code 1}/{@code f}, {@code half}/{@code ½}/{@code h},
     * {@code zero}/{@code 0}/{@code z}, {@code pairing}/{@code u}, the enum names, or the Turkish words
     * {@code tam}, {@code yarım}, {@code sıfır}, {@code eşleştirme} (with or without the Turkish letters).
     */
    public static BoardResult parseBye(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.forLanguageTag("tr")).replace('ı', 'i')
                .replace('ş', 's').replace('ğ', 'g').replace('ç', 'c').replace('ö', 'o').replace('ü', 'u');
        return switch (t) {
            case "full", "1", "f", "full_bye", "bye1", "tam" -> FULL_BYE;
            case "half", "½", "1/2", "h", "=", "half_bye", "yarim" -> HALF_BYE;
            case "zero", "0", "z", "zero_bye", "", "sifir" -> ZERO_BYE;
            case "pairing", "u", "pairing_bye", "eslestirme" -> PAIRING_BYE;
            default -> throw new IllegalArgumentException("bye '" + text + "' is not understood; type full (1), "
                    + "half (½), zero (0) or pairing (u)");
        };
    }
}
