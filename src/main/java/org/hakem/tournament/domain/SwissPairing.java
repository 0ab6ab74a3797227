package org.hakem.tournament.domain;

import java.util.ArrayList;
import java.util.List;
import org.hakem.pairing.Pair;
import org.hakem.pairing.PairingException;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissRequests;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.dutch.DutchPairer;
import org.hakem.pairing.systems.PairingSystems;
import org.hakem.crosstable.PointSystem;
import org.hakem.trf.TrfBye;
import org.hakem.trf.TrfDocument;
import org.hakem.event.domain.PairedRound;

/**
 * A Swiss round by the system the event chose: the FIDE Dutch system ({@link DutchPairer}, C.04.3, the
 * default) or the FMJD Swiss system ({@code org.hakem.pairing.fmjd.FmjdPairer}), given as
 * {@link PairingEngine.Request#swissSystem()}, the FMJD one with {@link PairingEngine.Request#fmjdOptions()} (colour
 * relevance for pairing). The tournament arrives as a TRF
 * document, so the engine sees exactly what the TRF export holds: results, forbidden pairs (260),
 * acceleration (250), initial colour (XXC), planned rounds (XXR); the players unavailable for the round
 * (withdrawn, requested byes) are added as a zero-point 240 record for the round. Late entries are
 * players absent from the first rounds.
 *
 * <p>The Dutch engine counts in tenths of a point and needs a win worth more than a draw: other scorings
 * are refused with the reason.
 */
public final class SwissPairing implements PairingEngine {

    @Override
    public boolean pairs(EventSystem system) {
        return system == EventSystem.SWISS;
    }

    @Override
    public PairedRound pair(Request request) {
        RoundPairing p;
        try {
            p = PairingSystems.of(request.swissSystem()).pair(pairingRequest(request), request.fmjdOptions());
        } catch (PairingException e) {
            throw new IllegalArgumentException("the " + (request.swissSystem() == SwissSystem.FMJD ? "FMJD Swiss" : "Dutch")
                    + " system cannot pair round " + request.round() + ": "
                    + e.getMessage() + "; pair it by hand", e);
        }
        return new PairedRound(request.round(), p.boards(), p.pairingAllocatedBye(), true);
    }

    /**
     * The Dutch engine's input for the request: {@link SwissRequests#forRound(TrfDocument, int)} on the
     * document with the unavailable players as a zero-point bye record (240) for the round.
     *
     * @throws IllegalArgumentException when the scoring is one the Dutch engine cannot use, or the round
     *                                  is beyond the tournament's planned rounds
     */
    public static PairingRequest pairingRequest(Request request) {
        requireUsableScoring(request.tournament().tournament().points());
        int planned = request.tournament().tournament().plannedRounds();
        if (planned > 0 && request.round() > planned) {
            throw new IllegalArgumentException("the tournament has " + planned + " rounds; there is no round "
                    + request.round());
        }
        return SwissRequests.forRound(withUnavailable(request.tournament(), request.round(), request.unavailable()
                .stream().sorted().toList()), request.round());
    }

    /** The document with a 240 zero-point bye record for the players who do not play the round. */
    public static TrfDocument withUnavailable(TrfDocument doc, int round, List<Integer> unavailable) {
        if (unavailable.isEmpty()) {
            return doc;
        }
        List<TrfBye> byes = new ArrayList<>(doc.byes());
        byes.add(new TrfBye('Z', round, unavailable));
        return new TrfDocument(doc.tournament(), doc.headerRecords(), byes, doc.accelerations(),
                doc.prohibitedPairings(), doc.otherRecords());
    }

    /**
     * Refuses a scoring the Dutch engine cannot use: points that are not whole tenths (the engine counts
     * in tenths, so 0.25 would be rounded and brackets would merge wrongly), or a win not worth more than a
     * draw (score brackets and the topscorer rule need it).
     */
    public static void requireUsableScoring(PointSystem ps) {
        double[] points = {ps.win(), ps.draw(), ps.loss()};
        for (double v : points) {
            double tenths = v * 10;
            if (Math.abs(tenths - Math.rint(tenths)) > 1e-9) {
                throw new IllegalArgumentException("scoring " + ps.text()
                        + " cannot be paired by the Swiss engines (Dutch and FMJD):"
                        + " they count in tenths of a point, and " + PointSystem.decimal(v).toPlainString()
                        + " is not a whole number of tenths;"
                        + " use 2-1-0, 1-0.5-0 or other points in tenths, or pair the rounds by hand");
            }
        }
        if (ps.win() <= ps.draw()) {
            throw new IllegalArgumentException("scoring " + ps.text()
                    + " cannot be paired by the Swiss engines (Dutch and FMJD):"
                    + " a win must be worth more than a draw; pair the rounds by hand");
        }
    }
}
