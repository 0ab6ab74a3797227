package org.hakem.archive.interfaces.web;

import org.hakem.platform.Problem;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.hakem.archive.application.ArchiveService;
import org.hakem.archive.domain.ArchivedGame;
import org.hakem.archive.domain.EventBoard;
import org.hakem.platform.NotFoundException;
import org.hakem.web.Page;

/**
 * {@code /archive/tournament-games/EVENT/ROUND/BOARD}: a tournament board's game, linked from the tournament's
 * round page, opened in the viewer (a redirect to its archive address).
 */
@Named("archiveTournamentGame")
@RequestScoped
public class TournamentGamePage {

    /** The kind of event the address stands for (the word tournaments give their submissions). */
    static final String TOURNAMENT = "tournament";

    @Inject
    Page page;

    @Inject
    ArchiveService archive;

    public void load() {
        ArchivedGame g;
        try {
            g = archive.boardGame(new EventBoard(TOURNAMENT, number(page.pathParam("event")),
                    (int) number(page.pathParam("round")), 0, (int) number(page.pathParam("board"))));
        } catch (IllegalArgumentException e) { // a round or board out of range
            throw new NotFoundException(Problem.of("archive.tournament-game.address"));
        }
        page.redirect("/archive/games/" + g.id());
    }

    private static long number(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new NotFoundException(Problem.of("archive.tournament-game.address"));
        }
    }
}
