package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import org.hakem.pairing.SwissSystem;
import org.hakem.platform.NotFoundException;
import org.hakem.tournament.application.Reports;
import org.hakem.tournament.application.Snapshot;
import org.hakem.tournament.application.TournamentService;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.tournament.interfaces.TournamentExports;
import org.hakem.tournament.interfaces.TournamentTexts;
import org.hakem.platform.web.Page;

/**
 * The tournament a public page is about ({@code {id}} of its address), loaded once per request, with what
 * every tournament page shows of it in the reader's language; also the overview page
 * ({@code /tournaments/{id}}). A private tournament is only found by arbiters.
 */
@Named("tournamentPage")
@RequestScoped
public class TournamentPage {

    /** A tie-break as a column head: its code, standard name and what it counts. */
    public record TieBreakHead(String code, String name, String description) {
    }

    @Inject
    Page page;

    @Inject
    TournamentService service;

    private Snapshot snapshot;
    private TournamentTexts texts;

    /** The view action: finds the tournament (not found is the error page's 404). */
    public void load() {
        orNotFound(this::snapshot);
    }

    /**
     * Runs a page's loading. A tournament, round or player that does not exist (or is private) throws
     * {@link NotFoundException} out of the view action, and {@link org.hakem.web.ErrorPage} answers 404 in the
     * reader's language. (Sending the error from inside the forwarded view instead leaves a committed response
     * the error page cannot reset.)
     */
    void orNotFound(Runnable loading) {
        loading.run();
    }

    Snapshot snapshot() {
        if (snapshot == null) {
            snapshot = service.snapshot(TournamentParams.parseId(page.pathParam("id")), page.isArbiter());
        }
        return snapshot;
    }

    TournamentTexts texts() {
        if (texts == null) {
            texts = TournamentTexts.of(page.locale());
        }
        return texts;
    }

    public TournamentEvent getEvent() {
        return snapshot().event();
    }

    public boolean isArbiter() {
        return page.isArbiter();
    }

    /** The address of the tournament's overview, with the context path. */
    public String getLink() {
        return page.contextPath() + "/tournaments/" + getEvent().id();
    }

    public String getDates() {
        return texts().dates(getEvent());
    }

    /** The system; for an FMJD Swiss event also "FMJD Swiss system" and, when on, colour relevance for pairing. */
    public String getSystem() {
        TournamentEvent e = getEvent();
        String system = texts().system(e.system());
        if (e.system() != EventSystem.SWISS || e.swissSystem() != SwissSystem.FMJD) {
            return system;
        }
        return texts().get(e.colourRelevance() ? "overview.swiss.fmjdColourRelevance" : "overview.swiss.fmjd", system);
    }

    public String getStatus() {
        return texts().status(getEvent().status());
    }

    public String getScoring() {
        return texts().scoring(getEvent().pointSystem());
    }

    /** The tie-breaks after points, as column heads. */
    public List<TieBreakHead> getTieBreaks() {
        return heads(getEvent().tieBreakList().stream().skip(1).map(t -> t.code()).toList());
    }

    List<TieBreakHead> heads(List<String> codes) {
        return codes.stream().map(c -> new TieBreakHead(c, texts().tieBreakName(c), texts().tieBreakDescription(c))).toList();
    }

    /** The rounds the reader may see (drafts only for arbiters). */
    public List<EventRound> getRounds() {
        return snapshot().visibleRounds(page.isArbiter());
    }

    public List<Entry> getPlayers() {
        return getEvent().entries();
    }

    public List<String> getFormats() {
        return TournamentExports.FORMATS;
    }

    /** A value ("6.5") as the page's language writes it. */
    public String number(String plain) {
        return texts().number(plain);
    }

    /** The address of a player's card. */
    public String cardLink(int startNumber) {
        return getLink() + "/players/" + startNumber;
    }
}
