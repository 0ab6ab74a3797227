package org.hakem.pairing.team;

import java.util.Objects;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.PrimaryScore;

/**
 * What an event's regulation settles for the Swiss Team Pairing System (C.04.6).
 *
 * @param primary            the primary score (Article 1.2): match points or game points
 * @param useSecondaryForColour whether the secondary score decides the first-team (Article 4.2.2)
 * @param colourType         the colour preferences (Article 1.7)
 * @param initialColour      the initial colour (Article 4.1: drawn by lot before round 1), WHITE or BLACK
 * @param totalRounds        rounds of the event, to know the last round (1.7.2) and the last two (2.3.4, 2.3.7)
 * @param boardColours       how the home team's board colours follow (to name the home team of a fixture)
 */
public record TeamSwissRules(PrimaryScore primary, boolean useSecondaryForColour, ColourPreferenceType colourType,
                             Colour initialColour, int totalRounds, BoardColours boardColours) {

    public TeamSwissRules {
        Objects.requireNonNull(primary, "primary");
        Objects.requireNonNull(colourType, "colourType");
        Objects.requireNonNull(boardColours, "boardColours");
        if (initialColour != Colour.WHITE && initialColour != Colour.BLACK) {
            throw new IllegalArgumentException("the initial colour is White or Black, not " + initialColour);
        }
        if (totalRounds < 1) {
            throw new IllegalArgumentException("a Swiss has at least one round, not " + totalRounds);
        }
    }

    /**
     * The rules a TRF record 192 code names: {@code FIDE_TEAM_TYPEA_MP_GP} (type A colour preferences, match points
     * primary, game points deciding the first-team), {@code _TYPEB_}: type B, no {@code TYPE}: no preferences;
     * the first of {@code MP}/{@code GP} is the primary score, a second one is used for colours. An empty code or
     * {@code FIDE_TEAM} alone is the default, {@code FIDE_TEAM_TYPEA_MP_GP}.
     */
    public static TeamSwissRules fromTypeCode(String code, Colour initialColour, int totalRounds,
                                              BoardColours boardColours) {
        String c = code == null ? "" : code.strip().toUpperCase(java.util.Locale.ROOT);
        ColourPreferenceType type;
        if (c.contains("TYPEB")) {
            type = ColourPreferenceType.TYPE_B;
        } else if (c.contains("TYPEA") || c.isEmpty() || c.equals("FIDE_TEAM") || !c.startsWith("FIDE_TEAM")) {
            type = ColourPreferenceType.TYPE_A;
        } else {
            type = ColourPreferenceType.NONE;
        }
        int mp = c.indexOf("_MP");
        int gp = c.indexOf("_GP");
        PrimaryScore primary = gp >= 0 && (mp < 0 || gp < mp) ? PrimaryScore.GAME_POINTS : PrimaryScore.MATCH_POINTS;
        boolean secondary = (mp >= 0 && gp >= 0) || (mp < 0 && gp < 0);
        return new TeamSwissRules(primary, secondary, type,
                initialColour == Colour.BLACK ? Colour.BLACK : Colour.WHITE, totalRounds, boardColours);
    }

    /** C.04.6's defaults: match points primary, game points for colours, type A, White, home White on board 1. */
    public static TeamSwissRules defaults(int totalRounds) {
        return new TeamSwissRules(PrimaryScore.MATCH_POINTS, true, ColourPreferenceType.TYPE_A, Colour.WHITE,
                totalRounds, BoardColours.HOME_WHITE_ON_FIRST_BOARD);
    }
}
