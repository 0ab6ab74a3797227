package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.Optional;
import org.hakem.tournament.application.EventRatingService;
import org.hakem.tournament.application.RatingColumns;
import org.hakem.platform.web.Page;
import org.hakem.platform.web.Texts;

/**
 * The rating column group of the standings and crosstable pages of a rated tournament (list rating, expected
 * score, change, new rating), from the results of the rounds the reader sees, after the round shown.
 */
@Named("ratingStandings")
@RequestScoped
public class RatingStandingsBean {

    static final String BUNDLE = "org.hakem.ratinglist.interfaces.web.messages";

    private static final RatingColumns.Player NONE = new RatingColumns.Player(0, false, null, null, 0, "", "", "", "",
            null, "");

    @Inject
    Page page;

    @Inject
    TournamentPage tournament;

    @Inject
    EventRatingService ratings;

    private Optional<RatingColumns> columns;

    private Optional<RatingColumns> columns() {
        if (columns == null) {
            columns = ratings.columns(tournament.snapshot(), page.isArbiter(),
                    TournamentParams.round(page.param("round")));
        }
        return columns;
    }

    public boolean isRated() {
        return columns().isPresent();
    }

    /** The rating columns of one player (blank cells when the player has none). */
    public RatingColumns.Player of(int startNumber) {
        return columns().flatMap(c -> c.player(startNumber)).orElse(NONE);
    }

    /** Which list the ratings come from, in the reader's language. */
    public String getNote() {
        Texts t = page.texts(BUNDLE);
        return columns().map(c -> {
            String tc = t.get("tc." + c.timeControlClass());
            return c.listDate() == null ? t.get("note.own", c.listName(), tc)
                    : t.get("note.list", c.listName(), c.listDate(), tc);
        }).orElse("");
    }
}
