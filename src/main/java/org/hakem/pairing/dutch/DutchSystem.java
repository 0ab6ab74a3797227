package org.hakem.pairing.dutch;

import org.hakem.pairing.FmjdOptions;
import org.hakem.pairing.PairingRequest;
import org.hakem.pairing.PairingSystem;
import org.hakem.pairing.RoundExplanation;
import org.hakem.pairing.RoundPairing;
import org.hakem.pairing.SwissSystem;
import org.hakem.pairing.explain.RoundExplainer;

/**
 * The FIDE Dutch system (C.04.3) as a {@link PairingSystem}: pairs by {@link DutchPairer} and explains by
 * {@link RoundExplainer}. It has no option: colour relevance for pairing (an FMJD option) is refused.
 */
public final class DutchSystem implements PairingSystem {

    @Override
    public SwissSystem key() {
        return SwissSystem.DUTCH;
    }

    @Override
    public RoundPairing pair(PairingRequest request, FmjdOptions options) {
        requireNoOption(options);
        return DutchPairer.pair(request);
    }

    @Override
    public RoundExplanation explain(PairingRequest request, RoundPairing pairing, FmjdOptions options) {
        requireNoOption(options);
        return RoundExplainer.explain(request, pairing);
    }

    private void requireNoOption(FmjdOptions options) {
        if (!accepts(options)) {
            throw new IllegalArgumentException("colour relevance for pairing is an option of the FMJD Swiss system,"
                    + " not of the FIDE Dutch system");
        }
    }
}
