package org.hakem.tournament.interfaces.web;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.hakem.pairing.Reason;
import org.hakem.pairing.RoundExplanation;
import org.hakem.tournament.interfaces.PairingReasons;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.tournament.application.Snapshot;
import org.hakem.tournament.application.TournamentService;
import org.hakem.platform.web.Page;
import org.hakem.platform.web.Texts;

/**
 * {@code /arbiter/tournaments/ID/rounds/N/explanation}, "Why this pairing?": the score brackets, the floats,
 * each board's colour rule (C.04.3) and the bye of a Swiss round. The page's own words come from the arbiter
 * bundle; the reasons and warnings of the pairing engine ({@code org.hakem.pairing.explain}) are codes with
 * arguments, worded in the page's language by {@link PairingReasons}.
 */
@Named("pairingExplanation")
@RequestScoped
public class PairingExplanationBean {

    @Inject
    Page page;

    @Inject
    TournamentService service;

    private Texts texts;
    private PairingReasons reasons;
    private long id;
    private int number;
    private Snapshot snapshot;
    private RoundExplanation explanation;
    private String error;
    private final Map<Integer, String> names = new HashMap<>();

    private Texts texts() {
        if (texts == null) {
            texts = page.texts(ArbiterParams.BUNDLE);
        }
        return texts;
    }

    /** The view action. */
    public void load() {
        if (!page.requireArbiter()) {
            return;
        }
        id = ArbiterParams.parseId(page.pathParam("id"), texts());
        number = ArbiterParams.parseNumber(page.pathParam("round"), texts());
        try {
            snapshot = service.snapshot(id, true);
        } catch (NotFoundException e) {
            throw new NotFoundException(texts().get("notFound.tournament", String.valueOf(id)));
        }
        snapshot.event().entries().forEach(en -> names.put(en.startNumber(), en.startNumber() + ". " + en.name()));
        try {
            explanation = service.explain(id, number);
        } catch (ValidationException e) {
            error = page.say(e);
            page.status(400);
        }
    }

    public String getTitle() {
        return texts().get("why.title", String.valueOf(number));
    }

    public long getId() {
        return id;
    }

    public int getNumber() {
        return number;
    }

    public String getName() {
        return snapshot.event().name();
    }

    public String getError() {
        return error;
    }

    public RoundExplanation getExplanation() {
        return explanation;
    }

    /** A start number with the player's name. */
    public String who(int startNumber) {
        return names.getOrDefault(startNumber, Integer.toString(startNumber));
    }

    /** Tenths of a point as points ({@code 2.5}, {@code 2,5} in Turkish). */
    public String points(int tenths) {
        java.text.NumberFormat f = java.text.NumberFormat.getNumberInstance(page.locale());
        f.setMaximumFractionDigits(1);
        return f.format(tenths / 10.0);
    }

    public String join(List<Integer> numbers) {
        return numbers.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    private PairingReasons reasons() {
        if (reasons == null) {
            reasons = PairingReasons.of(page.locale());
        }
        return reasons;
    }

    /** A reason of the pairing engine in the page's language. */
    public String reason(Reason reason) {
        return reasons().text(reason);
    }

    public List<String> getWarnings() {
        return reasons().texts(explanation.warnings());
    }

    public List<String> getRules() {
        return reasons().texts(explanation.rules());
    }

    public String getSystem() {
        return reasons().text(explanation.systemName());
    }

    public String getLines() {
        return String.join("\n", reasons().lines(explanation));
    }
}
