package org.hakem.event.interfaces;

import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.trf.TrfEncoding;
import org.hakem.trf.TrfEncodingException;

/**
 * How a TRF export of an event (individual or team) is written, from the query parameters of
 * {@code /api/tournaments/ID/export/trf}, {@code /api/teams/ID/export/trf} and the page routes:
 * {@code encoding=utf-8} (default) or {@code latin-1}, {@code transliterate=true} (Latin-1 only: names Latin-1 cannot
 * hold are written in their nearest form instead of refused), and for tournaments {@code unfinished=omit} (default:
 * the pairing of an unfinished last round is left to the pairing programs, {@link org.hakem.trf.UnfinishedRound}) or
 * {@code pairings} (its pairing with no results, which only Hakem reads back).
 *
 * @param unfinishedPairings write the pairing of an unfinished last round (games without result)
 */
public record TrfExportOptions(TrfEncoding encoding, boolean transliterate, boolean unfinishedPairings) {

    /** UTF-8, no transliteration, an unfinished round left to the programs. */
    public static final TrfExportOptions DEFAULT = new TrfExportOptions(TrfEncoding.UTF_8, false, false);

    /**
     * The options of the query parameters (each may be null).
     *
     * @throws ValidationException for an unknown encoding or {@code unfinished} value
     */
    public static TrfExportOptions of(String encoding, String transliterate, String unfinished) {
        TrfEncoding e;
        try {
            e = TrfEncoding.of(encoding);
        } catch (IllegalArgumentException x) {
            throw new ValidationException("encoding", Problem.of("export.trf.encoding.unknown", encoding));
        }
        boolean pairings;
        if (unfinished == null || unfinished.isBlank() || unfinished.equalsIgnoreCase("omit")) {
            pairings = false;
        } else if (unfinished.equalsIgnoreCase("pairings")) {
            pairings = true;
        } else {
            throw new ValidationException("unfinished", Problem.of("export.trf.unfinished.unknown", unfinished));
        }
        return new TrfExportOptions(e, "true".equalsIgnoreCase(transliterate) || "1".equals(transliterate), pairings);
    }

    /**
     * The bytes of the TRF text in the chosen encoding.
     *
     * @throws ValidationException (field {@code encoding}) naming the player and the character Latin-1 cannot hold
     */
    public byte[] bytes(String text) {
        try {
            return encoding.encode(text, transliterate);
        } catch (TrfEncodingException x) {
            throw new ValidationException("encoding", x.player() > 0
                    ? Problem.of("export.trf.unencodable", Integer.toString(x.player()), x.name(), x.characterText(),
                            x.characterCode(), encoding.label())
                    : Problem.of("export.trf.unencodable.line", Integer.toString(x.line()), x.name(),
                            x.characterText(), x.characterCode(), encoding.label()));
        }
    }

    /** {@code text/plain} with the charset of the encoding. */
    public String contentType() {
        return "text/plain;charset=" + encoding.charset().name();
    }
}
