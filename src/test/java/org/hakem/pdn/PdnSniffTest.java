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
        assertTrue(sniff(b).orElseThrow().startsWith("binary data"), sniff(b).toString());
    }

    @Test
    void aNulByteIsNamedWithItsOffset() {
        byte[] b = "[Event \"x\"]\n1. 32-28 19-23\0 *".getBytes(StandardCharsets.US_ASCII);
        assertEquals(Optional.of("binary data, not PDN text: a NUL byte at byte 26"), sniff(b));
    }

    @Test
    void aUtf8ByteOrderMarkWithLatin1TextIsRefused() {
        byte[] text = "[White \"G\u00f6k\u00e7e\"]".getBytes(StandardCharsets.ISO_8859_1);
        byte[] b = new byte[text.length + 3];
        b[0] = (byte) 0xef;
        b[1] = (byte) 0xbb;
        b[2] = (byte) 0xbf;
        System.arraycopy(text, 0, b, 3, text.length);
        assertEquals(Optional.of("the file says it is UTF-8 (byte-order mark) but byte 12 is not valid UTF-8"), sniff(b));
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
}
