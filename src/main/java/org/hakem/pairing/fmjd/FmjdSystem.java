package org.hakem.pairing.fmjd;

import org.hakem.pairing.FmjdOptions;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.PairingSystem;
import org.hakem.pairing.RoundExplanation;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissSystem;

/**
 * The FMJD Swiss system as a {@link PairingSystem}: pairs by {@link FmjdPairer} and explains by
 * {@link FmjdExplainer}, with or without colour relevance for pairing ({@code null} options: the basic system).
 */
public final class FmjdSystem implements PairingSystem {

    @Override
    public SwissSystem key() {
        return SwissSystem.FMJD;
    }

    @Override
    public RoundPairing pair(PairingRequest request, FmjdOptions options) {
        return FmjdPairer.pair(request, orDefault(options));
    }

    @Override
    public RoundExplanation explain(PairingRequest request, RoundPairing pairing, FmjdOptions options) {
        return FmjdExplainer.explain(request, pairing, orDefault(options));
    }

    /** Both the basic system and colour relevance for pairing. */
    @Override
    public boolean accepts(FmjdOptions options) {
        return true;
    }

    private static FmjdOptions orDefault(FmjdOptions options) {
        return options == null ? FmjdOptions.DEFAULT : options;
    }
}
