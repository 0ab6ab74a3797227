package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.ArrayList;
import java.util.List;
import org.hakem.tournament.application.Reports;
import org.hakem.tournament.interfaces.TournamentTexts;
import org.hakem.standings.Standings;
import org.hakem.platform.web.Page;

/**
 * A player's card, {@code /tournaments/{id}/players/{startNumber}}: every round with the opponent, colour and
 * result, the points after each round, and each tie-break with what it is made of (the opponents' scores of a
 * Buchholz, the products of a Sonneborn-Berger, the values a cut leaves out).
 */
@Named("playerCard")
@RequestScoped
public class PlayerCardPage {

    /** A round of the card in the reader's language. */
    public record Round(int round, int board, int opponent, String opponentName, Integer opponentRating, String colour,
                        String result, String points, String total, boolean published) {
    }

    /** A part of a tie-break: its text ("R3: 7") and whether a modifier left it out. */
    public record Part(String text, boolean cut) {
    }

    /** A tie-break of the card: code, standard name, what it counts, its value and parts. */
    public record TieBreak(String code, String name, String description, String value, List<Part> parts) {
    }

    @Inject
    Page page;

    @Inject
    TournamentPage tournament;

    private Reports.Card card;
    private List<Round> rounds;
    private List<TieBreak> tieBreaks;

    /** The view action. */
    public void load() {
        tournament.orNotFound(() -> {
            card = Reports.card(tournament.snapshot(), page.isArbiter(),
                    TournamentParams.intOr(page.pathParam("startNumber"), -1));
            rounds = rounds(card, tournament.texts());
            tieBreaks = tieBreaks(card, tournament.texts());
        });
    }

    static List<Round> rounds(Reports.Card card, TournamentTexts tx) {
        return card.rounds().stream().map(r -> new Round(r.round(), r.board(), r.opponent(), r.opponentName(),
                r.opponentRating(), tx.colour(r.colour()), tx.outcome(r.outcome()), tx.number(r.points()),
                tx.number(r.total()), r.published())).toList();
    }

    static List<TieBreak> tieBreaks(Reports.Card card, TournamentTexts tx) {
        List<TieBreak> out = new ArrayList<>();
        for (Reports.CardTieBreak t : card.tieBreaks()) {
            List<Part> parts = new ArrayList<>();
            for (Standings.Part p : t.parts()) {
                String score = tx.number(Standings.format(p.opponentScore()));
                String value = tx.number(Standings.format(p.value()));
                String shown = p.value() == p.opponentScore() ? score : score + " → " + value;
                String text = switch (p.dummy()) {
                    case NONE -> tx.get("card.partRound", p.round(), String.valueOf(p.opponent()), shown);
                    case OWN_SCORE -> tx.get("card.partNone", p.round(), shown);
                    case FORFEIT_OPPONENT -> tx.get("card.partForfeit", p.round(), String.valueOf(p.opponent()), shown);
                    case DRAWS -> tx.get("card.partDraws", p.round(), shown);
                };
                parts.add(new Part(text, p.cut()));
            }
            out.add(new TieBreak(t.code(), tx.tieBreakName(t.code()), tx.tieBreakDescription(t.code()),
                    tx.number(t.value()), parts));
        }
        return out;
    }

    public Reports.Card getCard() {
        return card;
    }

    public List<Round> getRounds() {
        return rounds;
    }

    public List<TieBreak> getTieBreaks() {
        return tieBreaks;
    }

    /** The points in the reader's language. */
    public String getPoints() {
        return card.row() == null ? "" : tournament.texts().number(card.row().points());
    }

    /** Which edition of the tie-break regulations counts the unplayed rounds, as a sentence. */
    public String getRules() {
        return tournament.texts().get("card.rules", tournament.getEvent().tieBreakRules().code());
    }

    public String getTitle() {
        return tournament.texts().get("card.title", tournament.getEvent().name(), card.entry().name());
    }
}
