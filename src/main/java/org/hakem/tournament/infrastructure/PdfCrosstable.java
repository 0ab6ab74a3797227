package org.hakem.tournament.infrastructure;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import org.hakem.tournament.application.Reports;
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
 * The crosstable as a PDF (A4 landscape): standings with tie-breaks and the round-by-round results.
 * The font is Liberation Sans (from openpdf-fonts-extra, SIL Open Font License), embedded as a subset
 * with Unicode encoding, so every Turkish letter (ç ğ ı İ ö ş ü) prints and is extractable as text.
 */
public final class PdfCrosstable {

    private static final String FONT = "/liberation/LiberationSans-Regular.ttf";
    private static final String BOLD = "/liberation/LiberationSans-Bold.ttf";
    private static volatile BaseFont regular;
    private static volatile BaseFont bold;

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

    /** The PDF bytes. {@code subtitle}: place and dates, or null. */
    public static byte[] render(Reports.Table table, String subtitle) {
        loadFonts();
        Font title = new Font(bold, 14);
        Font head = new Font(bold, 8);
        Font body = new Font(regular, 8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Document doc = new Document(PageSize.A4.rotate(), 24, 24, 24, 24);
        PdfWriter.getInstance(doc, out);
        doc.addTitle(table.tournament());
        doc.addCreator("Hakem");
        doc.open();
        doc.add(new Paragraph(table.tournament(), title));
        doc.add(new Paragraph((subtitle == null ? "" : subtitle + " · ") + "Standings after round " + table.afterRound()
                + (table.rounds() > 0 ? " of " + table.rounds() : ""), body));
        doc.add(new Paragraph(" ", body));
        List<String> tbs = table.tieBreaks().subList(1, table.tieBreaks().size());
        int cols = 5 + tbs.size() + table.afterRound();
        PdfPTable t = new PdfPTable(cols);
        t.setWidthPercentage(100);
        float[] widths = new float[cols];
        widths[0] = 3;
        widths[1] = 3;
        widths[2] = 18;
        widths[3] = 4;
        widths[4] = 4;
        for (int i = 5; i < cols; i++) {
            widths[i] = 4;
        }
        t.setWidths(widths);
        t.setHeaderRows(1);
        for (String h : header(tbs, table.afterRound())) {
            cell(t, h, head);
        }
        for (Reports.Row r : table.rows()) {
            cell(t, Integer.toString(r.rank()), body);
            cell(t, Integer.toString(r.startNumber()), body);
            cell(t, (r.title() == null ? "" : r.title() + " ") + r.name() + (r.withdrawn() ? " (withdrawn)" : ""), body);
            cell(t, r.rating() == null ? "" : r.rating().toString(), body);
            cell(t, r.points(), body);
            r.tieBreaks().forEach(v -> cell(t, v, body));
            r.rounds().forEach(c -> cell(t, c.swissText(), body));
        }
        doc.add(t);
        doc.close();
        return out.toByteArray();
    }

    private static List<String> header(List<String> tbs, int rounds) {
        java.util.ArrayList<String> h = new java.util.ArrayList<>(List.of("Rk", "No", "Name", "Rtg", "Pts"));
        h.addAll(tbs);
        for (int r = 1; r <= rounds; r++) {
            h.add("R" + r);
        }
        return h;
    }

    private static void cell(PdfPTable t, String text, Font f) {
        PdfPCell c = new PdfPCell(new Phrase(text, f));
        c.setHorizontalAlignment(Element.ALIGN_LEFT);
        c.setPadding(2);
        t.addCell(c);
    }
}
