package org.hakem.event.interfaces;

import org.hakem.text.SingleLine;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import org.openpdf.text.Document;
import org.openpdf.text.Element;
import org.openpdf.text.Font;
import org.openpdf.text.PageSize;
import org.openpdf.text.Paragraph;
import org.openpdf.text.Phrase;
import org.openpdf.text.pdf.BaseFont;
import org.openpdf.text.pdf.PdfPCell;
import org.openpdf.text.pdf.PdfPTable;
import org.openpdf.text.pdf.PdfWriter;

/**
 * The printed tables of a tournament as PDF on A4: the crosstable (landscape, small type), the pairing sheet
 * of a round and the standings for the wall (portrait, large type). The caller gives every text already in
 * the reader's language; this class only lays them out. The font is Liberation Sans (from
 * openpdf-fonts-extra, SIL Open Font License), embedded as a subset with Unicode encoding, so every Turkish
 * letter (ç ğ ı İ ö ş ü) prints and is extractable as text.
 */
public final class PdfCrosstable {

    private static final String FONT = "/liberation/LiberationSans-Regular.ttf";
    private static final String BOLD = "/liberation/LiberationSans-Bold.ttf";
    private static volatile BaseFont regular;
    private static volatile BaseFont bold;

    /**
     * A document of one table.
     *
     * @param title     the first line (the tournament's name)
     * @param lines     lines under the title (place and dates, "standings after round 3 of 7"...)
     * @param header    the column heads, repeated on every page
     * @param rows      the cells, as many per row as there are heads
     * @param widths    relative column widths, one per head
     * @param landscape A4 landscape rather than portrait
     * @param fontSize  the size of the table's type
     * @param rowHeight the least height of a row (room to write a result by hand), 0 for none
     * @param boldColumn a column printed in bold (points), -1 for none
     * @param footer    a line under the table (signatures, legend), or null
     */
    public record Sheet(String title, List<String> lines, List<String> header, List<List<String>> rows, float[] widths,
                        boolean landscape, float fontSize, float rowHeight, int boldColumn, String footer) {
    }

    /**
     * A further table after the sheet's (the rankings of the categories, issue 33), in the sheet's type.
     *
     * @param heading the line above the table
     * @param header  the column heads
     * @param rows    the cells, as many per row as there are heads
     * @param widths  relative column widths, one per head
     */
    public record Section(String heading, List<String> header, List<List<String>> rows, float[] widths) {
    }

    private PdfCrosstable() {
    }

    private static BaseFont font(String path) {
        try (InputStream in = PdfCrosstable.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("font " + path + " is missing (openpdf-fonts-extra)");
            }
            byte[] bytes = in.readAllBytes();
            return BaseFont.createFont(path.substring(path.lastIndexOf('/') + 1), BaseFont.IDENTITY_H,
                    BaseFont.EMBEDDED, true, bytes, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void loadFonts() {
        if (regular == null) {
            synchronized (PdfCrosstable.class) {
                if (regular == null) {
                    bold = font(BOLD);
                    regular = font(FONT);
                }
            }
        }
    }

    /** The PDF bytes. */
    public static byte[] render(Sheet sheet) {
        return render(sheet, List.of());
    }

    /** The PDF bytes: the sheet, then each further table under its heading, before the footer. */
    public static byte[] render(Sheet sheet, List<Section> more) {
        loadFonts();
        Font title = new Font(bold, Math.max(14, sheet.fontSize() + 6));
        Font head = new Font(bold, sheet.fontSize());
        Font body = new Font(regular, sheet.fontSize());
        Font strong = new Font(bold, sheet.fontSize());
        Font small = new Font(regular, Math.max(8, sheet.fontSize() - 1));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Document doc = new Document(sheet.landscape() ? PageSize.A4.rotate() : PageSize.A4, 28, 28, 28, 28);
        PdfWriter.getInstance(doc, out);
        doc.addTitle(text(sheet.title()));
        doc.addCreator("Hakem");
        doc.open();
        doc.add(new Paragraph(text(sheet.title()), title));
        for (String line : sheet.lines()) {
            if (line != null && !line.isEmpty()) {
                doc.add(new Paragraph(text(line), small));
            }
        }
        doc.add(new Paragraph(" ", small));
        doc.add(table(sheet.header(), sheet.rows(), sheet.widths(), sheet, head, body, strong));
        for (Section s : more) {
            doc.add(new Paragraph(" ", small));
            doc.add(new Paragraph(text(s.heading()), head));
            doc.add(table(s.header(), s.rows(), s.widths(), sheet, head, body, strong));
        }
        if (sheet.footer() != null) {
            doc.add(new Paragraph(" ", small));
            doc.add(new Paragraph(text(sheet.footer()), small));
        }
        doc.close();
        return out.toByteArray();
    }

    private static PdfPTable table(List<String> header, List<List<String>> rows, float[] widths, Sheet sheet, Font head,
                                   Font body, Font strong) {
        int cols = header.size();
        PdfPTable t = new PdfPTable(cols);
        t.setWidthPercentage(100);
        t.setWidths(widths);
        t.setHeaderRows(1);
        for (String h : header) {
            cell(t, h, head, 0);
        }
        for (List<String> row : rows) {
            for (int i = 0; i < cols; i++) {
                cell(t, i < row.size() ? row.get(i) : "", i == sheet.boldColumn() ? strong : body, sheet.rowHeight());
            }
        }
        return t;
    }

    /**
     * Text as the sheet draws it: OpenPDF draws text and interprets nothing in it, but a line break would start a new
     * line inside a cell or a heading, and other controls and bidi overrides would garble the layout; they become
     * spaces ({@link SingleLine}). Null as empty.
     */
    static String text(String s) {
        return s == null ? "" : SingleLine.clean(s);
    }

    private static void cell(PdfPTable t, String text, Font f, float minHeight) {
        PdfPCell c = new PdfPCell(new Phrase(text(text), f));
        c.setHorizontalAlignment(Element.ALIGN_LEFT);
        c.setVerticalAlignment(Element.ALIGN_MIDDLE);
        c.setPadding(3);
        if (minHeight > 0) {
            c.setMinimumHeight(minHeight);
        }
        t.addCell(c);
    }
}
