package org.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfRecord;
import org.hakem.trf.TrfWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class RatingCommandTest {

    private final CommandLine cl = new CommandLine(new HakemCli()).setCaseInsensitiveEnumValuesAllowed(true);
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    {
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
    }

    int run(String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        return cl.execute(args);
    }

    /** Round 1: Ak (1) beats Bal (2), Cem (3) has the bye; round 2: Ak draws Cem, Bal has the bye. */
    static Path trf(Path dir) throws IOException {
        Entrant a = new Entrant(1, "m", "", "Ak, Ali", 1900, "TUR", "16001", "", 0, 0,
                List.of(RoundEntry.game(2, Colour.WHITE, ResultCode.WIN), RoundEntry.game(3, Colour.BLACK, ResultCode.DRAW)));
        Entrant b = new Entrant(2, "m", "", "Bal, Berk", 1900, "TUR", "16002", "", 0, 0,
                List.of(RoundEntry.game(1, Colour.BLACK, ResultCode.LOSS), RoundEntry.bye(ResultCode.PAIRING_ALLOCATED_BYE)));
        Entrant c = new Entrant(3, "m", "", "Can, Cem", 0, "TUR", "", "", 0, 0,
                List.of(RoundEntry.bye(ResultCode.PAIRING_ALLOCATED_BYE), RoundEntry.game(1, Colour.WHITE, ResultCode.DRAW)));
        Crosstable t = new Crosstable("Ankara Open", "Swiss", 2, Optional.of(Colour.WHITE), PointSystem.TWO_ONE_ZERO,
                List.of(a, b, c));
        TrfDocument doc = new TrfDocument(t, List.of(new TrfRecord("022", "022 Ankara"),
                new TrfRecord("042", "042 2026/03/01"), new TrfRecord("102", "102 Ayşe Arbiter"),
                new TrfRecord("122", "122 90'+30\"")), List.of(), List.of(), List.of(), List.of());
        Path f = dir.resolve("open.trf");
        Files.writeString(f, TrfWriter.write(doc));
        return f;
    }

    @Test
    void reportsFromTheListInForce(@TempDir Path dir) throws IOException {
        Path trf = trf(dir);
        Path list = dir.resolve("list.csv");
        Files.writeString(list, "fmjd_id,name,federation,rating,games\n16001,\"Ak, Ali\",TUR,2000,50\n"
                + "16002,\"Bal, Berk\",TUR,2000,50\n");
        assertEquals(0, run("rating", "report", trf.toString(), "--list", "fmjd-64", "--ratings", list.toString(),
                "--format", "csv"), err.toString());
        String csv = out.toString().replace("\r\n", "\n"); // the report's CSV lines end in CRLF (RFC 4180)
        assertTrue(csv.startsWith("event,Ankara Open\nplace,Ankara\nstart_date,2026/03/01\n"), csv);
        assertTrue(csv.contains("chief_arbiter,Ayşe Arbiter\n"), csv);
        assertTrue(csv.contains("list_type,fmjd-64\n"), csv);
        // Ak: the list's 2000 (not the TRF's 1900), K 20; beat 2000: +10; the draw with unrated Cem does not count
        assertTrue(csv.contains("\n1,16001,\"Ak, Ali\",TUR,2000,50,1,1,2000,0.50,20,+10,2010,rated\n"), csv);
        assertTrue(csv.contains("\n2,16002,\"Bal, Berk\",TUR,2000,50,1,0,2000,0.50,20,-10,1990,rated\n"), csv);
        // Cem: not on the list, one rated game: too few for a first rating
        assertTrue(csv.contains("\n3,,\"Can, Cem\",TUR,,0,1,0.5,2000,,,,,too_few_games\n"), csv);
    }

    @Test
    void withoutAListTheTrfRatingsCount(@TempDir Path dir) throws IOException {
        assertEquals(0, run("rating", "report", trf(dir).toString()), err.toString());
        // 1900 against 1900, games unknown (established): K 20, +10 → 1910
        assertTrue(out.toString().contains("Rating list:    fmjd-100 (players' own ratings)"), out.toString());
        assertTrue(out.toString().matches("(?s).*\\n   1 16001\\s+Ak, Ali\\s+TUR\\s+1900\\s+-\\s+1\\s+1\\s+0\\.50\\s+20\\s+\\+10\\s+1910  1900\\n.*"),
                out.toString());
    }

    @Test
    void badInputSaysWhatAndWhere(@TempDir Path dir) throws IOException {
        Path list = dir.resolve("bad.csv");
        Files.writeString(list, "name,rating\nAk,high\n");
        assertEquals(1, run("rating", "report", trf(dir).toString(), "--ratings", list.toString()));
        assertEquals("rating report: bad.csv:2:4: rating must be a whole number from 1 to 4000, not 'high'\n",
                err.toString());
        assertEquals(2, run("rating", "report", trf(dir).toString(), "--list", "elo"));
        assertTrue(err.toString().startsWith("rating report: --list must be fmjd-100, fmjd-64, tur-national"));
        assertEquals(2, run("rating", "report", trf(dir).toString(), "--time-control", "bullet"));
        assertTrue(err.toString().contains("time-control class must be standard, shorter, rapid or blitz"));
    }
}
