package org.hakem.event.interfaces;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.hakem.text.SingleLine;
import org.junit.jupiter.api.Test;
import org.openpdf.text.pdf.PdfReader;
import org.openpdf.text.pdf.parser.PdfTextExtractor;

/**
 * Issue 30: OpenPDF draws text and interprets nothing in it, but a line break or another control character in a name
 * would break the layout of a cell or a heading. A sheet of hostile text lays out exactly as the same text with those
 * characters as spaces.
 */
class PdfCrosstableTest {

    private static final String HOSTILE = "Ali\r\nVeli\u2028\u0085x\u202E\u0000 } \"=1+1\" \\ \uD800";

    private static PdfCrosstable.Sheet sheet(String text) {
        return new PdfCrosstable.Sheet("Cup " + text, List.of("Place " + text), List.of("No", "Name"),
                List.of(List.of("1", text), List.of("2", "B " + text)), new float[] {1, 6}, false, 10, 0, 1,
                "Footer " + text);
    }

    private static String text(byte[] pdf) throws IOException {
        try (PdfReader reader = new PdfReader(pdf)) {
            StringBuilder b = new StringBuilder().append(reader.getNumberOfPages()).append('\n');
            for (int p = 1; p <= reader.getNumberOfPages(); p++) {
                b.append(new PdfTextExtractor(reader).getTextFromPage(p));
            }
            b.append('\n').append(reader.getInfo().get("Title"));
            return b.toString();
        }
    }

    @Test
    void controlCharactersDoNotChangeTheLayout() throws IOException {
        String hostile = text(PdfCrosstable.render(sheet(HOSTILE)));
        String spaces = text(PdfCrosstable.render(sheet(SingleLine.clean(HOSTILE))));
        assertEquals(spaces, hostile);
        assertTrue(hostile.startsWith("1\n"), "one page: " + hostile);
        assertTrue(hostile.contains("Veli"), hostile);
        assertEquals(-1, SingleLine.firstForbidden(hostile.substring(hostile.lastIndexOf('\n') + 1)), "the title");
    }
}
