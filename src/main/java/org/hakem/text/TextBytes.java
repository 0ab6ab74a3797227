package org.hakem.text;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A file's bytes as text when the file does not say its encoding: valid UTF-8 (with or without a byte-order mark) is
 * UTF-8, anything else the caller's single-byte fallback: Windows-1254 for what Turkish Excel saves as CSV (ş ğ İ ı
 * at 0xFE 0xF0 0xDD 0xFD), ISO-8859-1 for TRF. No real text in those encodings with a letter beyond ASCII is valid
 * UTF-8, so the guess is safe for such files.
 */
public final class TextBytes {

    /** What Turkish Windows (Excel's "CSV") writes. */
    public static final Charset WINDOWS_1254 = Charset.forName("windows-1254");

    private TextBytes() {
    }

    /** The bytes as UTF-8 when they are valid UTF-8, else in {@code fallback}; a UTF-8 byte-order mark is dropped. */
    public static String decode(byte[] bytes, Charset fallback) {
        int bom = bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, bom, bytes.length - bom)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, fallback);
        }
    }
}
