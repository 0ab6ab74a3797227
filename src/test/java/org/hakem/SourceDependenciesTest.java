package org.hakem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The top-level packages' dependencies read from the source text of {@code src/main/java}: every
 * {@code org.hakem.X.} in code (imports, static imports, names written out), comments and strings left out. The
 * compiler copies constants into the classes that use them ({@code @DeclareRoles(Role.ADMIN_NAME)}), so
 * {@link ArchitectureTest}, which reads the classes, cannot see such an edge; this test does.
 */
class SourceDependenciesTest {

    static final Path SOURCES = Path.of("src/main/java/org/hakem");
    static final Pattern REFERENCE = Pattern.compile("\\borg\\.hakem\\.([a-z]+)\\.");
    static final Pattern PACKAGE = Pattern.compile("(?m)^package org\\.hakem\\.([a-z]+)");

    static final Set<String> PURE = Set.of("rules", "pdn", "crosstable", "trf", "standings", "pairing", "rating", "text");
    static final Set<String> CAPABILITIES = Set.of("player", "security", "event", "tournament", "team", "archive",
            "ratinglist", "profile");
    static final Set<String> EDGES = Set.of("api", "web", "cli", "setup");

    static Map<String, Set<String>> graph;

    @BeforeAll
    static void read() throws IOException {
        graph = dependencies(SOURCES);
    }

    /** The top-level package a source file is in, to the top-level packages its code names. */
    static Map<String, Set<String>> dependencies(Path root) throws IOException {
        Map<String, Set<String>> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String code = code(Files.readString(f, StandardCharsets.UTF_8));
                Matcher pkg = PACKAGE.matcher(code);
                if (!pkg.find()) {
                    continue;
                }
                String from = pkg.group(1);
                Set<String> to = out.computeIfAbsent(from, k -> new TreeSet<>());
                Matcher m = REFERENCE.matcher(code.substring(pkg.end()));
                while (m.find()) {
                    if (!m.group(1).equals(from)) {
                        to.add(m.group(1));
                    }
                }
            }
        }
        return out;
    }

    /** The text without comments and without the contents of string and character literals. */
    static String code(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') {
                while (i < n && text.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
                out.append(' ');
            } else if (text.startsWith("\"\"\"", i)) {
                int end = text.indexOf("\"\"\"", i + 3);
                i = end < 0 ? n : end + 3;
                out.append("\"\"");
            } else if (c == '"' || c == '\'') {
                i++;
                while (i < n && text.charAt(i) != c) {
                    i += text.charAt(i) == '\\' ? 2 : 1;
                }
                i++;
                out.append(c).append(c);
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    @Test
    void theCodeIsReadWithoutCommentsOrStrings() {
        assertEquals("a   b \"\" c '' d \"\"", code("a /* org.hakem.x. */ b \"org.hakem.y.\" c '\\'' d \"\"\"\norg.hakem.z.\"\"\"// e"));
    }

    @Test
    void theTopLevelPackagesFormNoCycle() {
        List<String> cycle = cycle(graph);
        assertTrue(cycle.isEmpty(), "a cycle between top-level packages in the source: " + String.join(" -> ", cycle));
    }

    @Test
    void aCycleIsFound() {
        assertEquals(List.of("a", "b", "c", "a"), cycle(Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"))));
        assertEquals(List.of(), cycle(Map.of("a", Set.of("b"), "b", Set.of("c"))));
    }

    @Test
    void eachLayerUsesOnlyTheLayersBelowIt() {
        List<String> wrong = new ArrayList<>();
        graph.forEach((from, targets) -> {
            for (String to : targets) {
                boolean allowed;
                if (PURE.contains(from)) {
                    allowed = PURE.contains(to);
                } else if (from.equals("platform")) {
                    allowed = PURE.contains(to);
                } else if (CAPABILITIES.contains(from)) {
                    allowed = !EDGES.contains(to);
                } else {
                    allowed = true;
                }
                if (!allowed) {
                    wrong.add(from + " -> " + to);
                }
            }
        });
        assertEquals(List.of(), wrong);
        assertTrue(graph.get("api").contains("security"), "the source sees api's use of the roles: " + graph.get("api"));
    }

    /** The "depends on" column of docs/architecture.md's package table is the code's (a row per package). */
    @Test
    void theArchitectureDocumentsTableSaysWhatTheCodeDoes() throws IOException {
        String doc = Files.readString(Path.of("docs/architecture.md"), StandardCharsets.UTF_8);
        Matcher row = Pattern.compile("(?m)^\\| `org\\.hakem\\.([a-z]+)` \\|.*\\| (.*) \\|$").matcher(doc);
        List<String> wrong = new ArrayList<>();
        int rows = 0;
        while (row.find()) {
            rows++;
            String pkg = row.group(1);
            Set<String> documented = new TreeSet<>();
            String cell = row.group(2).replaceAll("\\([^)]*\\)", "");
            if (!cell.strip().equals("—")) {
                for (String item : cell.split(",")) {
                    documented.add(item.strip().split("[\\s.]")[0]);
                }
            }
            Set<String> actual = graph.getOrDefault(pkg, Set.of());
            if (!documented.equals(actual)) {
                wrong.add(pkg + ": the table says " + documented + ", the code uses " + actual);
            }
        }
        assertTrue(rows >= 15, rows + " rows read");
        assertEquals(List.of(), wrong);
    }

    /**
     * The package graph of docs/architecture.md (its mermaid flowchart, an arrow {@code a --> b} reading "a is used by
     * b") is the code's: every arrow between two packages is a use in the code, and every use between two packages the
     * chart draws is an arrow, except uses of {@code platform} and {@code text}, which nearly every package has, and
     * the uses of the edges, which may use any package (the table says which).
     */
    @Test
    void theArchitectureDocumentsGraphSaysWhatTheCodeDoes() throws IOException {
        String doc = Files.readString(Path.of("docs/architecture.md"), StandardCharsets.UTF_8);
        String chart = doc.substring(doc.indexOf("```mermaid"), doc.indexOf("```", doc.indexOf("```mermaid") + 3));
        Matcher arrow = Pattern.compile("(?m)^\\s+([a-z]+) --> ([a-z]+)$").matcher(chart);
        Set<String> drawn = new TreeSet<>();
        Set<String> nodes = new TreeSet<>();
        while (arrow.find()) {
            if (graph.containsKey(arrow.group(1)) && graph.containsKey(arrow.group(2))) {
                drawn.add(arrow.group(1) + " --> " + arrow.group(2));
                nodes.add(arrow.group(1));
                nodes.add(arrow.group(2));
            }
        }
        Set<String> used = new TreeSet<>();
        for (String user : nodes) {
            for (String usedPackage : graph.getOrDefault(user, Set.of())) {
                if (nodes.contains(usedPackage)) {
                    used.add(usedPackage + " --> " + user);
                }
            }
        }
        Set<String> stale = new TreeSet<>(drawn);
        stale.removeAll(used);
        Set<String> missing = new TreeSet<>(used);
        missing.removeAll(drawn);
        missing.removeIf(a -> a.startsWith("platform ") || a.startsWith("text ")
                || EDGES.contains(a.substring(a.indexOf("--> ") + 4)));
        assertTrue(drawn.size() >= 20, drawn + " arrows read");
        assertEquals(List.of(), new ArrayList<>(stale), "arrows the code does not have");
        assertEquals(List.of(), new ArrayList<>(missing), "uses the chart does not draw");
    }

    /** A cycle of {@code g} as its packages, the first repeated at the end; empty if there is none. */
    static List<String> cycle(Map<String, Set<String>> g) {
        Set<String> done = new TreeSet<>();
        for (String start : new TreeSet<>(g.keySet())) {
            Deque<String> path = new ArrayDeque<>();
            List<String> found = walk(g, start, path, new TreeSet<>(), done);
            if (!found.isEmpty()) {
                return found;
            }
        }
        return List.of();
    }

    private static List<String> walk(Map<String, Set<String>> g, String at, Deque<String> path, Set<String> onPath,
                                     Set<String> done) {
        if (onPath.contains(at)) {
            List<String> out = new ArrayList<>();
            boolean in = false;
            for (String p : path) {
                in |= p.equals(at);
                if (in) {
                    out.add(p);
                }
            }
            out.add(at);
            return out;
        }
        if (done.contains(at)) {
            return List.of();
        }
        path.addLast(at);
        onPath.add(at);
        for (String next : new TreeSet<>(g.getOrDefault(at, Set.of()))) {
            List<String> found = walk(g, next, path, onPath, done);
            if (!found.isEmpty()) {
                return found;
            }
        }
        path.removeLast();
        onPath.remove(at);
        done.add(at);
        return List.of();
    }
}
