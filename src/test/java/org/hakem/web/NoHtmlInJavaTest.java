package org.hakem.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Pages come from Facelets templates: no Java source writes HTML markup in a string literal. (Comments may
 * show markup, as javadoc does with {@code <p>}; only string literals count.)
 */
class NoHtmlInJavaTest {

    static final Pattern MARKUP = Pattern.compile(
            "\"[^\"\\n]*<(?:p|div|span|table|tr|td|th|a|form|input|select|option|button|label|h[1-6]|ul|ol|li|br|html|body|head|main|nav|strong|em|script|style|svg)[\\s>/][^\"\\n]*\"");

    @Test
    void noJavaSourceWritesHtml() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i).strip();
                    if (line.startsWith("*") || line.startsWith("/*") || line.startsWith("//")) {
                        continue;
                    }
                    if (MARKUP.matcher(line).find()) {
                        found.add(f + ":" + (i + 1) + ": " + line);
                    }
                }
            }
        }
        assertEquals(List.of(), found);
    }

    @Test
    void thePatternSeesMarkup() {
        assertTrue(MARKUP.matcher("b.append(\"<td class=\\\"x\\\">\")").find());
        assertTrue(MARKUP.matcher("out.print(\"<p>\" + text + \"</p>\")").find());
        assertTrue(!MARKUP.matcher("String s = \"a < b\";").find());
    }
}
