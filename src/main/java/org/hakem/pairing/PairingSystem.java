package org.hakem.pairing;

/**
 * A Swiss pairing system: pairs a round from a {@link PairingRequest} and explains a pairing of it ("Why this
 * pairing?"). Each system lives in its own sub-package ({@code dutch}, {@code fmjd}) and is published, under its
 * {@link SwissSystem} key, in the registry of {@code org.hakem.pairing.systems.PairingSystems}; events, the
 * command line and the tools of this package ({@link PairingCheck}, {@link SwissGenerator}) reach a system only
 * through this interface.
 */
public interface PairingSystem {

    /** The key that names this system: what an event stores, the CLI, the REST API and the settings form say. */
    SwissSystem key();

    /**
     * Pairs one round with the options ({@code null} means {@link FmjdOptions#DEFAULT}).
     *
     * @throws PairingException         when no legal pairing exists
     * @throws IllegalArgumentException when the options are not this system's ({@link #accepts})
     */
    RoundPairing pair(PairingRequest request, FmjdOptions options);

    /**
     * Explains a pairing of the request's round by this system's rules and the options ({@code null}: the
     * default).
     *
     * @throws IllegalArgumentException when the options are not this system's ({@link #accepts})
     */
    RoundExplanation explain(PairingRequest request, RoundPairing pairing, FmjdOptions options);

    /**
     * Whether this system pairs with these options. Colour relevance for pairing is an option of the FMJD system
     * only, so by default a system takes the default options (or none) and nothing else.
     */
    default boolean accepts(FmjdOptions options) {
        return options == null || !options.colourRelevance();
    }

    /** Pairs one round with the default options; throws {@link PairingException} when no legal pairing exists. */
    default RoundPairing pair(PairingRequest request) {
        return pair(request, null);
    }

    /** Explains a pairing of the request's round by this system's rules with the default options. */
    default RoundExplanation explain(PairingRequest request, RoundPairing pairing) {
        return explain(request, pairing, null);
    }
}
