package org.hakem.it;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * Looks for English on a Turkish page: the texts only the English bundles have (every {@code *_en.properties} value
 * that differs from its Turkish value, cut at its MessageFormat arguments, each piece of at least three words), and
 * raw codes a person should never read: the constants of the application's enums ({@code PLANNED},
 * {@code PAIRING_BYE}) and the pairing rules' internal labels ({@code DECISION D-F2}); and English sentences of no
 * bundle (a line with three or more English function words: "the", "has", "of"...). What a page shows is its text
 * as the browser renders it and the texts of its {@code title}, {@code placeholder}, {@code aria-label} and
 * {@code alt} attributes. Findings are collected per page so one run names all of them.
 */
final class LanguageCheck {

    /** Acronyms that are the same in both languages (names of bodies, formats, federations). */
    private static final Set<String> ACRONYMS = Set.of("FMJD", "FIDE", "PDN", "TRF", "CSV", "PDF", "JSON", "HTML",
            "FEN", "UTC", "TUR", "ELO", "HTTP", "API", "GMIF", "CMFF");
    private static final Pattern CODE = Pattern.compile("\\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\\b|\\bD-[A-Z]+\\d*\\b");
    private static final Pattern ARGUMENT = Pattern.compile("\\{[^}]*}");
    /**
     * English sentences no bundle has (a program's own words): a line with three or more different English function
     * words, which no Turkish sentence or name has.
     */
    private static final Set<String> FUNCTION_WORDS = Set.of("the", "and", "of", "is", "has", "with", "not", "to", "in",
            "for", "was", "are", "by", "who", "than", "from", "been", "does", "his", "their");

    private final Set<String> english = new TreeSet<>();
    private final Set<String> codes = new TreeSet<>();
    final List<String> findings = new ArrayList<>();

    LanguageCheck() throws IOException {
        Path classes = Path.of("target/classes");
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path en : files.filter(f -> f.getFileName().toString().endsWith("_en.properties")).toList()) {
                Path tr = en.resolveSibling(en.getFileName().toString().replace("_en.properties", "_tr.properties"));
                Properties e = load(en);
                Properties t = Files.exists(tr) ? load(tr) : new Properties();
                for (String key : e.stringPropertyNames()) {
                    String value = e.getProperty(key);
                    if (value.equals(t.getProperty(key))) {
                        continue;
                    }
                    for (String piece : ARGUMENT.split(value.replace("''", "'"))) {
                        piece = piece.strip().replaceAll("^[\\p{Punct}\\s]+|[\\p{Punct}\\s]+$", "");
                        if (piece.split("\\s+").length >= 3) {
                            english.add(piece);
                        }
                    }
                }
            }
            try (Stream<Path> all = Files.walk(classes)) {
                for (Path f : all.filter(f -> f.toString().endsWith(".class")).toList()) {
                    String name = classes.relativize(f).toString().replace('/', '.').replaceAll("\\.class$", "");
                    try {
                        Class<?> type = Class.forName(name, false, LanguageCheck.class.getClassLoader());
                        if (type.isEnum()) {
                            for (Object c : type.getEnumConstants()) {
                                String s = ((Enum<?>) c).name();
                                if (s.length() >= 4 && s.equals(s.toUpperCase(java.util.Locale.ROOT))
                                        && !ACRONYMS.contains(s)) {
                                    codes.add(s);
                                }
                            }
                        }
                    } catch (Throwable ignored) {
                        // a class the test's class path cannot load holds no constant a page shows
                    }
                }
            }
        }
        codes.add("DECISION");
    }

    private static Properties load(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }

    /** How many English texts the check looks for (a check of nothing would pass anything). */
    int size() {
        return english.size();
    }

    /**
     * Checks the page the browser shows now, named {@code where} in the findings, leaving out the elements of
     * {@code leftOut} (CSS selectors: texts known to be English still, each named in the caller).
     */
    void check(WebDriver d, String where, String... leftOut) {
        String text = (String) ((JavascriptExecutor) d).executeScript(
                "let s = document.body.innerText;"
                        + "for (const sel of arguments[0]) { for (const e of document.querySelectorAll(sel)) {"
                        + " s = s.replace(e.innerText, ''); } }"
                        + "for (const e of document.querySelectorAll('[title],[placeholder],[aria-label],[alt]')) {"
                        + " for (const a of ['title','placeholder','aria-label','alt']) {"
                        + "  if (e.hasAttribute(a)) s += '\\n' + e.getAttribute(a); } }"
                        + "return s;", List.of(leftOut));
        check(text, where);
    }

    /** Checks a page's text. */
    void check(String text, String where) {
        String flat = text.replaceAll("\\s+", " ");
        for (String e : english) {
            if (flat.contains(e)) {
                findings.add(where + ": English \"" + e + "\"");
            }
        }
        for (String line : text.split("\\n")) {
            Set<String> words = new TreeSet<>();
            for (String w : line.split("[^\\p{L}]+")) {
                if (FUNCTION_WORDS.contains(w)) {
                    words.add(w);
                }
            }
            if (words.size() >= 3) {
                findings.add(where + ": English sentence \"" + line.strip().substring(0, Math.min(line.strip().length(), 120))
                        + "\"");
            }
        }
        Matcher m = CODE.matcher(text);
        Set<String> seen = new TreeSet<>();
        while (m.find()) {
            String w = m.group();
            if ((codes.contains(w) || w.startsWith("D-")) && seen.add(w)) {
                findings.add(where + ": code " + w + " in \"" + around(flat, w) + "\"");
            }
        }
    }

    private static String around(String text, String w) {
        int i = text.indexOf(w);
        return text.substring(Math.max(0, i - 40), Math.min(text.length(), i + w.length() + 40));
    }
}
