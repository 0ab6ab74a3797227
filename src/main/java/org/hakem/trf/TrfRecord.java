package org.hakem.trf;

/**
 * A line of a TRF file kept as text: its three-character tag (e.g. {@code 022}, {@code 310}, {@code XXS},
 * {@code ###}) and the whole line.
 *
 * @param tag  the first three characters
 * @param text the whole line without its line ending
 */
public record TrfRecord(String tag, String text) {

    /** The text after the tag and the separating blank, trimmed at the end. */
    public String value() {
        return text.length() <= 4 ? "" : text.substring(4).stripTrailing();
    }
}
