package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import org.hakem.tournament.application.TournamentService;
import org.hakem.tournament.interfaces.TournamentTexts;
import org.hakem.platform.web.Page;

/**
 * {@code /tournaments}: every public tournament, newest first; arbiters also see the private ones, and with
 * {@code ?mine=true} only those they are an arbiter of, each linked to its management page (where an arbiter lands
 * after logging in).
 */
@Named("tournamentList")
@RequestScoped
public class TournamentListPage {

    /** A line of the list, in the reader's language. */
    public record Line(long id, String name, String place, String dates, String system, String status, String variant,
                       boolean publicEvent, boolean managed) {
    }

    @Inject
    Page page;

    @Inject
    TournamentService service;

    private List<Line> lines;

    public List<Line> getTournaments() {
        if (lines == null) {
            TournamentTexts tx = TournamentTexts.of(page.locale());
            boolean mine = isMine();
            lines = service.list(page.isArbiter()).stream()
                    .filter(e -> !mine || e.arbiterPanel().includes(page.user()))
                    .map(e -> new Line(e.id(), e.name(), e.place(), tx.dates(e), tx.system(e.system()),
                            tx.status(e.status()), e.variant(), e.publicEvent(),
                            mine || (page.user() != null && e.arbiterPanel().includes(page.user())))).toList();
        }
        return lines;
    }

    /** True on {@code ?mine=true} for an arbiter: only the tournaments he is an arbiter of. */
    public boolean isMine() {
        return page.isArbiter() && "true".equals(page.param("mine"));
    }

    public boolean isArbiter() {
        return page.isArbiter();
    }
}
