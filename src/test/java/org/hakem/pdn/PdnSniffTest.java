package org.hakem.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.hakem.testdata.TestData;
import org.junit.jupiter.api.Test;

/** Uploads that are not PDN text are refused before reading, and no real PDN file is. */
class PdnSniffTest {

    private static Optional<String> sniff(byte[] b) {
        return PdnSniff.problem(b, b.length);
    }

    @Test
    void randomBytesAreBinary() {
        byte[] b = new byte[1 << 16];
        new Random(7).nextBytes(b);
        assertTrue(sniff(b).orElseThrow().contains("binary data"), sniff(b).toString());
    }

    @Test
    void aNulByteIsNamedWithItsOffset() {
        byte[] b = "[Event \"x\"]\n1. 32-28 19-23\0 *".getBytes(StandardCharsets.US_ASCII);
        assertEquals(Optional.of("2:15: a NUL byte at byte 26: binary data, where PDN text was expected"), sniff(b));
    }

    @Test
    void aUtf8ByteOrderMarkWithLatin1TextIsRefused() {
        byte[] text = "[White \"G\u00f6k\u00e7e\"]".getBytes(StandardCharsets.ISO_8859_1);
        byte[] b = new byte[text.length + 3];
        b[0] = (byte) 0xef;
        b[1] = (byte) 0xbb;
        b[2] = (byte) 0xbf;
        System.arraycopy(text, 0, b, 3, text.length);
        assertEquals(Optional.of("1:10: byte 12 is not valid UTF-8, but the file says it is UTF-8 (byte-order mark)"),
                sniff(b));
    }

    @Test
    void latin1WithoutAMarkAndUtf16WithOneArePdn() {
        assertEquals(Optional.empty(), sniff("[White \"G\u00f6k\u00e7e\"] 1. 32-28 *".getBytes(StandardCharsets.ISO_8859_1)));
        assertEquals(Optional.empty(), sniff("\uFEFF[White \"\u0130lker\"] 1. 32-28 *".getBytes(StandardCharsets.UTF_16BE)));
        assertEquals(Optional.empty(), sniff("\uFEFF[White \"\u0130lker\"] 1. 32-28 *".getBytes(StandardCharsets.UTF_16LE)));
    }

    @Test
    void noFileOfTheCorpusIsRefused() throws Exception {
        int files = 0;
        try (Stream<Path> all = Files.walk(TestData.of("corpus"))) {
            for (Path p : all.filter(Files::isRegularFile).filter(p -> p.toString().endsWith(".pdn")).toList()) {
                if (p.toString().contains("/fail/")) {
                    continue; // the standard's deliberately broken files are judged by the reader
                }
                byte[] b = new byte[PdnSniff.HEAD];
                int n;
                try (var in = Files.newInputStream(p)) {
                    n = in.readNBytes(b, 0, b.length);
                }
                assertEquals(Optional.empty(), PdnSniff.problem(b, n), p.toString());
                files++;
            }
        }
        assertTrue(files > 40, "corpus files checked: " + files);
    }

    /** Reads a whole stream through the check; the refusal's message, or empty. */
    private static Optional<String> stream(byte[] b) {
        try (var in = PdnSniff.checked(new java.io.ByteArrayInputStream(b))) {
            byte[] buf = new byte[8192];
            while (in.read(buf) >= 0) {
                // reading is checking
            }
            return Optional.empty();
        } catch (PdnSniff.NotText e) {
            return Optional.of(e.getMessage());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A valid PDN text of at least {@code bytes} bytes, games one after another. */
    private static String games(int bytes, String name) {
        StringBuilder b = new StringBuilder();
        while (b.length() < bytes) {
            b.append("[White \"").append(name).append("\"]\n[Black \"B\"]\n\n1. 32-28 19-23 2. 28x19 14x23 1-0\n\n");
        }
        return b.toString();
    }

    /** Issue 30: noise after the first 64 KiB was stored as an "unreadable game"; now the whole stream is checked. */
    @Test
    void noiseFarIntoTheFileIsRefusedWithItsLineAndColumn() {
        byte[] text = games(200_000, "A").getBytes(StandardCharsets.US_ASCII);
        byte[] noise = new byte[4096];
        new Random(3).nextBytes(noise);
        byte[] b = java.util.Arrays.copyOf(text, text.length + noise.length);
        System.arraycopy(noise, 0, b, text.length, noise.length);
        assertEquals(Optional.empty(), PdnSniff.problem(b, PdnSniff.HEAD), "the head alone looks fine");
        String why = stream(b).orElseThrow();
        long lines = text.length == 0 ? 0 : new String(text, StandardCharsets.US_ASCII).lines().count();
        assertTrue(why.matches("\\d+:\\d+: .*binary data.*"), why);
        assertTrue(Long.parseLong(why.substring(0, why.indexOf(':'))) > lines, why + " after line " + lines);
    }

    @Test
    void aLateNulIsRefusedWhereItIs() {
        String text = games(100_000, "A");
        byte[] b = (text + "[White \"x\0y\"]\n").getBytes(StandardCharsets.US_ASCII);
        long line = text.lines().count() + 1;
        assertEquals(Optional.of(line + ":10: a NUL byte at byte " + (text.length() + 9)
                + ": binary data, where PDN text was expected"), stream(b));
    }

    @Test
    void aUtf8FileThatTurnsIntoOtherBytesIsRefused() {
        byte[] utf8 = games(80_000, "\u015eahin").getBytes(StandardCharsets.UTF_8);
        byte[] latin = "[White \"G\u00f6k\u00e7e\"]\n".getBytes(StandardCharsets.ISO_8859_1);
        byte[] b = java.util.Arrays.copyOf(utf8, utf8.length + latin.length);
        System.arraycopy(latin, 0, b, utf8.length, latin.length);
        String why = stream(b).orElseThrow();
        assertTrue(why.contains(":10: byte " + (utf8.length + 9) + " is not valid UTF-8, but the file is UTF-8 before it"),
                why);
        // with a byte-order mark, the same far into the file
        byte[] marked = new byte[b.length + 3];
        marked[0] = (byte) 0xef;
        marked[1] = (byte) 0xbb;
        marked[2] = (byte) 0xbf;
        System.arraycopy(b, 0, marked, 3, b.length);
        assertTrue(stream(marked).orElseThrow().contains("the file says it is UTF-8"), stream(marked).toString());
    }

    @Test
    void wholeFilesOfTextPassInAnyEncodingHakemReads() {
        assertEquals(Optional.empty(), stream(games(300_000, "\u015eahin Y\u0131lmaz").getBytes(StandardCharsets.UTF_8)));
        assertEquals(Optional.empty(), stream(games(300_000, "G\u00f6k\u00e7e").getBytes(StandardCharsets.ISO_8859_1)));
        assertEquals(Optional.empty(), stream(("\uFEFF" + games(300_000, "\u0130lker")).getBytes(StandardCharsets.UTF_16LE)));
        assertEquals(Optional.empty(), stream(("\uFEFF" + games(300_000, "\u0130lker")).getBytes(StandardCharsets.UTF_8)));
        assertEquals(Optional.empty(), stream(new byte[0]));
    }

    @Test
    void noFileOfTheCorpusIsRefusedWhenReadWhole() throws Exception {
        try (Stream<Path> all = Files.walk(TestData.of("corpus"))) {
            for (Path p : all.filter(Files::isRegularFile).filter(p -> p.toString().endsWith(".pdn")).toList()) {
                if (!p.toString().contains("/fail/")) {
                    assertEquals(Optional.empty(), stream(Files.readAllBytes(p)), p.toString());
                }
            }
        }
    }
}
