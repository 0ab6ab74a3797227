package org.hakem.team.interfaces;

import java.util.Locale;
import org.hakem.event.interfaces.EventTexts;

/**
 * The team event's words in one language, for what is printed (the match sheets) and for the pages' beans: texts of
 * the bundle of the team pages ({@code gmsg} in views).
 */
public final class TeamTexts extends EventTexts {

    public static final String BUNDLE = "org.hakem.team.interfaces.web.messages";

    private TeamTexts(Locale locale) {
        super(BUNDLE, locale);
    }

    public static TeamTexts of(Locale locale) {
        return new TeamTexts(locale);
    }

    /**
     * A board's result as the pages and the sheets show it, beside the columns home | away: read from the home
     * player's side ({@link org.hakem.team.domain.MatchBoard#homeView}); a board without players on either side (the
     * line-ups left it empty) says so in words instead of a double forfeit's {@code -/-}.
     *
     * @param homeView  the label of the result read from the home side, empty while pending
     * @param noPlayers whether nobody sits at the board ({@link org.hakem.team.domain.MatchBoard#noPlayers})
     */
    public String boardResult(String homeView, boolean noPlayers) {
        return noPlayers && !homeView.isEmpty() ? get("board.no-players") : homeView;
    }
}
