package org.hakem.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every text exists in both languages, every text a view names exists, and every text with arguments is a
 * valid message pattern (a lone apostrophe in a pattern silently swallows the rest of the text in
 * MessageFormat, and Turkish writes apostrophes often: "Türkiye''nin").
 */
class BundleParityTest {

    private static final Path RESOURCES = Path.of("src/main/resources");
    private static final Path WEBAPP = Path.of("src/main/webapp");
    private static final Pattern VIEW_KEY = Pattern.compile("#\\{(\\w+)\\['([^']+)'\\]");
    private static final Pattern VAR = Pattern.compile("<base-name>([^<]+)</base-name>\\s*<var>([^<]+)</var>");

    @Test
    void everyKeyIsInBothLanguages() throws IOException {
        List<Path> english = bundles("_en.properties");
        assertFalse(english.isEmpty());
        List<String> problems = new ArrayList<>();
        for (Path en : english) {
            Path tr = en.resolveSibling(en.getFileName().toString().replace("_en.properties", "_tr.properties"));
            assertTrue(Files.exists(tr), "no Turkish bundle beside " + en);
            Properties e = load(en);
            Properties t = load(tr);
            TreeSet<String> onlyEn = new TreeSet<>(e.stringPropertyNames());
            onlyEn.removeAll(t.stringPropertyNames());
            TreeSet<String> onlyTr = new TreeSet<>(t.stringPropertyNames());
            onlyTr.removeAll(e.stringPropertyNames());
            if (!onlyEn.isEmpty()) {
                problems.add(tr + " lacks " + onlyEn);
            }
            if (!onlyTr.isEmpty()) {
                problems.add(en + " lacks " + onlyTr);
            }
            for (Properties p : List.of(e, t)) {
                for (String key : p.stringPropertyNames()) {
                    String text = p.getProperty(key);
                    if (text.isBlank()) {
                        problems.add((p == e ? en : tr) + ": " + key + " is empty");
                    }
                    checkPattern(problems, (p == e ? en : tr) + ": " + key, text);
                }
            }
        }
        if (!problems.isEmpty()) {
            fail(String.join("\n", problems));
        }
    }

    @Test
    void everyKeyAViewNamesExists() throws IOException {
        Map<String, Properties> byVar = new HashMap<>();
        Matcher m = VAR.matcher(Files.readString(WEBAPP.resolve("WEB-INF/faces-config.xml")));
        while (m.find()) {
            Path en = RESOURCES.resolve(m.group(1).replace('.', '/') + "_en.properties");
            assertTrue(Files.exists(en), "faces-config names " + m.group(1) + " but there is no " + en);
            byVar.put(m.group(2), load(en));
        }
        List<String> problems = new ArrayList<>();
        int seen = 0;
        try (Stream<Path> files = Files.walk(WEBAPP)) {
            for (Path view : files.filter(f -> f.toString().endsWith(".xhtml")).toList()) {
                Matcher k = VIEW_KEY.matcher(Files.readString(view));
                while (k.find()) {
                    Properties bundle = byVar.get(k.group(1));
                    if (bundle == null) {
                        continue;
                    }
                    seen++;
                    if (!bundle.containsKey(k.group(2))) {
                        problems.add(view + ": " + k.group(1) + "['" + k.group(2) + "'] is in no bundle");
                    }
                }
            }
        }
        assertTrue(seen > 10, "views name bundle keys");
        if (!problems.isEmpty()) {
            fail(String.join("\n", problems));
        }
    }

    @Test
    void aLoneApostropheInAPatternIsCaught() {
        List<String> problems = new ArrayList<>();
        checkPattern(problems, "x", "Türkiye'nin {0} oyuncusu");
        assertEquals(1, problems.size());
        problems.clear();
        checkPattern(problems, "x", "Türkiye''nin {0} oyuncusu");
        checkPattern(problems, "x", "Türkiye'nin oyuncuları");
        assertEquals(List.of(), problems);
    }

    private static void checkPattern(List<String> problems, String where, String text) {
        if (!text.matches("(?s).*\\{\\d.*")) {
            return;
        }
        try {
            String formatted = new MessageFormat(text).format(new Object[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
            if (text.replace("''", "").contains("'") || formatted.contains("{")) {
                problems.add(where + ": apostrophes in a text with arguments must be doubled ('')");
            }
        } catch (IllegalArgumentException e) {
            problems.add(where + ": not a message pattern: " + e.getMessage());
        }
    }

    private static List<Path> bundles(String suffix) throws IOException {
        try (Stream<Path> files = Files.walk(RESOURCES)) {
            return files.filter(f -> f.getFileName().toString().endsWith(suffix)).sorted().toList();
        }
    }

    private static Properties load(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }
}
