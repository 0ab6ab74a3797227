package org.hakem.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every problem code the code uses has a text in English and in Turkish, names the same arguments in both,
 * and every text is used: codes are written as literals ({@code Problem.of("player.not-found", id)}), so a
 * scan of the sources finds them all (a code computed at run time would escape it and is refused here).
 */
class ProblemCodesTest {

    private static final Path SOURCES = Path.of("src/main/java");
    private static final Path BUNDLE = Path.of("src/main/resources/org/hakem/platform");
    private static final Pattern USE = Pattern.compile("Problem\\.of\\(\\s*(\"([^\"]*)\")?");
    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");

    @Test
    void everyCodeUsedHasTextsInBothLanguages() throws IOException {
        Map<String, List<String>> used = used();
        assertTrue(used.size() > 100, "the scan finds the codes: " + used.size());
        Properties en = load("problems_en.properties");
        Properties tr = load("problems_tr.properties");
        List<String> problems = new ArrayList<>();
        used.forEach((code, where) -> {
            if (code == null) {
                problems.add("a code that is not a literal in " + where);
            } else if (!en.containsKey(code) || !tr.containsKey(code)) {
                problems.add(code + " (" + where.get(0) + ") has no text in"
                        + (en.containsKey(code) ? "" : " problems_en") + (tr.containsKey(code) ? "" : " problems_tr"));
            }
        });
        for (String code : new TreeSet<>(en.stringPropertyNames())) {
            if (!used.containsKey(code)) {
                problems.add(code + " is in problems_en but no code uses it");
            }
            if (tr.containsKey(code) && !arguments(en.getProperty(code)).containsAll(arguments(tr.getProperty(code)))) {
                problems.add(code + ": the Turkish text names an argument the English one does not");
            }
        }
        if (!problems.isEmpty()) {
            fail(String.join("\n", problems));
        }
    }

    @Test
    void textsInTheReadersLanguageWithPlainNumbers() {
        Problem p = Problem.of("field.range", 1850, 2026);
        assertEquals("must be between 1850 and 2026", p.message());
        assertEquals("1850 ile 2026 arasında olmalı", p.message(Locale.forLanguageTag("tr")));
        assertEquals(p.message(), p.message(Locale.GERMAN), "a language Hakem does not speak is English");
        assertEquals("''x'' kura, beyaz ya da siyah olmalı".replace("''", "'"),
                Problem.of("event.initial-colour.unknown", "x").message(Locale.forLanguageTag("tr")));
        assertEquals("no such.code [1]", Problem.of("no such.code", 1).message(), "an unknown code shows itself");
    }

    @Test
    void validationKeepsTheEnglishMessagesAndTheCodesPerField() {
        ValidationException e = new ValidationException(Map.of("rating", Problem.of("field.range", 0, 4000)));
        assertEquals(Map.of("rating", "must be between 0 and 4000"), e.fieldErrors());
        assertEquals(Map.of("rating", "0 ile 4000 arasında olmalı"), e.fieldErrors(Locale.forLanguageTag("tr")));
        assertEquals(Map.of("rating", "field.range"), e.codes());
        assertEquals("invalid input: {rating=must be between 0 and 4000}", e.getMessage());
        assertEquals("no player with id 7", new NotFoundException(Problem.of("player.not-found", 7)).getMessage());
    }

    private static Map<String, List<String>> used() throws IOException {
        Map<String, List<String>> used = new TreeMap<>((a, b) -> a == null ? (b == null ? 0 : -1) : b == null ? 1 : a.compareTo(b));
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(f);
                Matcher m = USE.matcher(text);
                while (m.find()) {
                    String code = m.group(2);
                    if (code == null && text.startsWith("Problem.TEXT", m.end())) {
                        code = Problem.TEXT; // a message from before codes, shown as written
                    } else if (code == null && f.endsWith("Problem.java")) {
                        continue; // Problem's own join
                    }
                    used.computeIfAbsent(code, c -> new ArrayList<>()).add(SOURCES.relativize(f).toString());
                }
            }
        }
        return used;
    }

    private static TreeSet<String> arguments(String text) {
        TreeSet<String> names = new TreeSet<>();
        Matcher m = ARGUMENT.matcher(text);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    private static Properties load(String name) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(BUNDLE.resolve(name), StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }
}
