package org.hakem.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One Turkish word per concept (issue 33; the glossary is {@code docs/languages.md}): the Turkish texts say
 * <i>oyuncu</i>, never <i>sporcu</i>; <i>derece</i>, never <i>rating</i> or <i>reyting</i>; <i>lig usulü</i>, never
 * <i>lig sistemi</i>. Only a text that lists the English column names a CSV file may use says "rating", as a name to
 * type.
 */
class TurkishTermsTest {

    /** The word a Turkish text must not use, and the glossary's word for it. */
    private static final Map<Pattern, String> NOT_THESE = Map.of(
            Pattern.compile("(?iu)\\bsporcu"), "oyuncu",
            Pattern.compile("(?iu)\\br[ae]yting|\\brating"), "derece",
            Pattern.compile("(?iu)\\blig sistem"), "lig usulü");

    /** Texts that list a CSV file's English column names ("fmjd_id, name, federation, rating"). */
    private static final Pattern COLUMN_NAMES = Pattern.compile("fmjd_id|puan ya da rating");

    @Test
    void turkishTextsUseTheGlossarysWords() throws IOException {
        List<String> found = new ArrayList<>();
        int texts = 0;
        try (Stream<Path> files = Files.walk(Path.of("src/main/resources"))) {
            for (Path f : files.filter(p -> p.toString().endsWith("_tr.properties")).sorted().toList()) {
                Properties p = new Properties();
                try (Reader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                    p.load(r);
                }
                for (String key : p.stringPropertyNames()) {
                    String value = p.getProperty(key);
                    texts++;
                    if (COLUMN_NAMES.matcher(value).find()) {
                        continue;
                    }
                    NOT_THESE.forEach((word, instead) -> {
                        if (word.matcher(value).find()) {
                            found.add(f.getFileName() + " " + key + ": say '" + instead + "': " + value);
                        }
                    });
                }
            }
        }
        assertTrue(texts > 500, "the Turkish texts were read: " + texts);
        assertTrue(found.isEmpty(), "words outside the glossary:\n" + String.join("\n", found));
    }

    @Test
    void theCheckFindsAWordOutsideTheGlossary() {
        assertTrue(NOT_THESE.keySet().stream().anyMatch(w -> w.matcher("Yeniden ratinge göre sırala").find()));
        assertTrue(NOT_THESE.keySet().stream().anyMatch(w -> w.matcher("Eksik Sporcuları sicile ekle").find()));
        assertFalse(NOT_THESE.keySet().stream().anyMatch(w -> w.matcher("Derece listesi, oyuncular").find()));
    }
}
