package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.interfaces.TournamentPrints;
import org.hakem.tournament.interfaces.TournamentTexts;
import org.hakem.platform.web.Page;

/**
 * A round of a tournament: its pairings and results ({@code /tournaments/{id}/rounds/{n}}) and its printable
 * pairing sheet with an empty result column ({@code /tournaments/{id}/rounds/{n}/sheet}). Drafts only for
 * arbiters.
 */
@Named("roundPage")
@RequestScoped
public class RoundPage {

    /**
     * A board as the round page shows it.
     *
     * @param black      null for a bye
     * @param result     the result in the reader's language, empty while pending
     * @param pdnLink    the board's game as PDN, or null without a game
     * @param viewLink   the game in the archive's viewer, or null (no game, or a private tournament)
     * @param verdict    for arbiters, the reason a game was flagged, else null
     */
    public record Board(int board, Entry white, Entry black, String result, String pdnLink, String viewLink,
                        String verdict) {
    }

    @Inject
    Page page;

    @Inject
    TournamentPage tournament;

    private EventRound round;
    private List<Board> boards;

    /** The view action. */
    public void load() {
        tournament.orNotFound(() -> {
            int n = TournamentParams.intOr(page.pathParam("n"), -1);
            round = TournamentPrints.round(tournament.snapshot(), page.isArbiter(), n);
            boards = boards(round, tournament.getEvent().id(), tournament.getEvent().publicEvent(), page.isArbiter(),
                    page.contextPath(), tournament.texts());
        });
    }

    static List<Board> boards(EventRound round, long id, boolean publicEvent, boolean arbiter, String context,
                              TournamentTexts tx) {
        String t = context + "/tournaments/" + id;
        return round.boards().stream().map(p -> {
            boolean game = p.pdn() != null;
            return new Board(p.board(), p.white(), p.black(), tx.result(p.result()),
                    game ? t + "/rounds/" + round.number() + "/boards/" + p.board() + ".pdn" : null,
                    game && publicEvent ? context + "/archive/tournament-games/" + id + "/" + round.number() + "/" + p.board() : null,
                    game && arbiter && p.pdnFlagged() ? String.valueOf(p.pdnVerdict()) : null);
        }).toList();
    }

    public EventRound getRound() {
        return round;
    }

    public List<Board> getBoards() {
        return boards;
    }

    /** The lines of the pairing sheet ({@link TournamentPrints#sheet}): the result column is empty for a game. */
    public List<List<String>> getSheet() {
        if (sheet == null) {
            sheet = TournamentPrints.sheet(tournament.snapshot(), round, tournament.texts());
        }
        return sheet;
    }

    /** The round's pairing by player name ({@link TournamentPrints#alphabetical}). */
    public List<List<String>> getAlphabetical() {
        if (alphabetical == null) {
            alphabetical = TournamentPrints.alphabetical(tournament.snapshot(), round, tournament.texts());
        }
        return alphabetical;
    }

    /** The lists above, each made once a request (a view may ask for one more than once). */
    private List<List<String>> sheet;
    private List<List<String>> alphabetical;

    public String title(String key) {
        return tournament.texts().get(key, tournament.getEvent().name(), round.number());
    }

    /** The address of this round's page. */
    public String getLink() {
        return tournament.getLink() + "/rounds/" + round.number();
    }

    /** The address of results entry for arbiters. */
    public String getEnterLink() {
        return page.contextPath() + "/arbiter/tournaments/" + tournament.getEvent().id() + "/rounds/" + round.number()
                + "/enter";
    }
}
