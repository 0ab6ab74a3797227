package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import org.hakem.tournament.application.TournamentService;
import org.hakem.tournament.interfaces.TournamentTexts;
import org.hakem.platform.web.Page;

/** {@code /tournaments}: every public tournament, newest first; arbiters also see the private ones. */
@Named("tournamentList")
@RequestScoped
public class TournamentListPage {

    /** A line of the list, in the reader's language. */
    public record Line(long id, String name, String place, String dates, String system, String status, String variant,
                       boolean publicEvent) {
    }

    @Inject
    Page page;

    @Inject
    TournamentService service;

    private List<Line> lines;

    public List<Line> getTournaments() {
        if (lines == null) {
            TournamentTexts tx = TournamentTexts.of(page.locale());
            lines = service.list(page.isArbiter()).stream().map(e -> new Line(e.id(), e.name(), e.place(), tx.dates(e),
                    tx.system(e.system()), tx.status(e.status()), e.variant(), e.publicEvent())).toList();
        }
        return lines;
    }

    public boolean isArbiter() {
        return page.isArbiter();
    }
}
