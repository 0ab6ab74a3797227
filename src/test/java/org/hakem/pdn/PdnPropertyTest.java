package org.hakem.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Generated games (random tags, comments, strengths, NAGs, nested variations, setups): what the writer
 * writes reads back as the same game, also after its whitespace and line endings are scrambled.
 */
class PdnPropertyTest {

    private static final String NAME_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_";
    private static final String VALUE_CHARS = "abc XYZ 019.,:;-()[]{}\"\\/?!*%$#éèЖж漢€";
    private static final String WORD_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789.,:;!?-()[]{\"'%$#*/éЖ漢€";

    private final Random random = new Random(20261123L);

    private String randomString(String chars, int min, int max) {
        int n = min + random.nextInt(max - min + 1);
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            sb.append(chars.charAt(random.nextInt(chars.length())));
        }
        return sb.toString();
    }

    private List<PdnTag> randomTags() {
        List<PdnTag> tags = new ArrayList<>();
        int n = random.nextInt(9);
        for (int i = 0; i < n; i++) {
            String name = (char) ('A' + random.nextInt(26)) + randomString(NAME_CHARS, 0, 8);
            if (List.of("GameType", "FEN", "Result", "Obstacles").contains(name)) {
                continue;
            }
            tags.add(new PdnTag(name, randomString(VALUE_CHARS, 0, 30)));
        }
        return tags;
    }

    private List<String> randomComments() {
        List<String> out = new ArrayList<>();
        while (random.nextInt(6) == 0) {
            int words = random.nextInt(12);
            List<String> w = new ArrayList<>();
            for (int i = 0; i < words; i++) {
                w.add(randomString(WORD_CHARS, 1, 14));
            }
            out.add(String.join(" ", w));
        }
        return out;
    }

    private MoveText randomMove() {
        String text;
        switch (random.nextInt(5)) {
            case 0 -> text = (1 + random.nextInt(50)) + "-" + (1 + random.nextInt(50));
            case 1 -> {
                StringBuilder sb = new StringBuilder().append(1 + random.nextInt(50));
                int hops = 1 + random.nextInt(4);
                for (int i = 0; i < hops; i++) {
                    sb.append('x').append(1 + random.nextInt(50));
                }
                text = sb.toString();
            }
            case 2 -> text = sq() + "-" + sq();
            case 3 -> text = sq() + "x" + sq() + (random.nextBoolean() ? "x" + sq() : "");
            default -> text = "" + (char) ('a' + random.nextInt(8)) + sq();
        }
        return MoveText.parse(text).orElseGet(this::randomMove); // "12-12" is not a move
    }

    private String sq() {
        return "" + (char) ('a' + random.nextInt(8)) + (1 + random.nextInt(8));
    }

    private static final String[] STRENGTHS = {"!", "?", "!!", "??", "!?", "?!", "(!)", "(?)", "(!?)"};

    private PdnLine randomLine(int number, boolean second, int depth, int maxPlies) {
        List<PdnNode> nodes = new ArrayList<>();
        int plies = (depth == 0 ? 0 : 1) + random.nextInt(maxPlies);
        for (int i = 0; i < plies; i++) {
            if (random.nextInt(25) == 0) {
                // comments between a move and a setup belong to the move: only an interrupted flow gives a
                // setup comments of its own
                boolean interrupted = nodes.isEmpty() || nodes.get(nodes.size() - 1) instanceof PdnSetup
                        || !((PdnMove) nodes.get(nodes.size() - 1)).variations().isEmpty();
                nodes.add(new PdnSetup(FenSetup.parse(random.nextBoolean() ? "B:W28,31-36,38-50:B1-20" : "W:Wa1,Kc3:Bh8"),
                        interrupted ? randomComments() : List.of()));
            }
            if (random.nextInt(20) == 0) {
                number += random.nextInt(3); // numbering that does not follow on is kept as written
            }
            List<PdnLine> variations = new ArrayList<>();
            while (depth < 3 && random.nextInt(depth == 0 ? 6 : 10) == 0) {
                variations.add(randomLine(number, second, depth + 1, 5));
            }
            List<Integer> nags = new ArrayList<>();
            while (random.nextInt(8) == 0) {
                nags.add(random.nextInt(140));
            }
            nodes.add(new PdnMove(number, second, randomMove(),
                    random.nextInt(6) == 0 ? STRENGTHS[random.nextInt(STRENGTHS.length)] : null, nags,
                    i == 0 || nodes.get(nodes.size() - 1) instanceof PdnSetup ? randomComments() : List.of(),
                    randomComments(), variations, 0, 0));
            if (second) {
                number++;
            }
            second = !second;
        }
        boolean endsInterrupted = nodes.isEmpty() || nodes.get(nodes.size() - 1) instanceof PdnSetup
                || !((PdnMove) nodes.get(nodes.size() - 1)).variations().isEmpty();
        return new PdnLine(nodes, endsInterrupted ? randomComments() : List.of());
    }

    private PdnGame randomGame() {
        String[] results = {"1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*"};
        return new PdnGame("generated", 1, 1, randomTags(), randomLine(1, random.nextInt(5) == 0, 0, 40),
                results[random.nextInt(results.length)], List.of());
    }

    @Test
    void writtenGamesReadBackAsTheSameGame() {
        for (int i = 0; i < 400; i++) {
            PdnGame g = randomGame();
            String text = PdnWriter.toText(g);
            List<PdnGame> back = PdnReader.readAll(text, "generated");
            assertEquals(1, back.size(), text);
            PdnGame b = back.get(0);
            assertTrue(b.isValid(), () -> b.diagnostics() + "\n" + text);
            assertEquals(g.tags(), b.tags(), text);
            assertEquals(g.mainLine(), b.mainLine(), () -> firstDifference(g.mainLine(), b.mainLine()) + "\n" + text);
            assertEquals(g.result(), b.result(), text);
            assertEquals(text, PdnWriter.toText(b));
            for (String line : text.split("\n")) {
                if (!line.startsWith("[")) {
                    assertTrue(line.length() <= PdnWriter.WIDTH, () -> "line longer than 80: " + line);
                }
            }
        }
    }

    @Test
    void whitespaceAndLineEndingsDoNotChangeTheGame() {
        for (int i = 0; i < 300; i++) {
            PdnGame g = randomGame();
            String text = PdnWriter.toText(g);
            String scrambled = scramble(text);
            List<PdnGame> back = PdnReader.readAll(scrambled, "scrambled");
            assertEquals(1, back.size(), scrambled);
            PdnGame b = back.get(0);
            assertTrue(b.isValid(), () -> b.diagnostics() + "\n" + scrambled);
            assertEquals(g.tags(), b.tags(), scrambled);
            assertEquals(g.mainLine(), b.mainLine(), () -> firstDifference(g.mainLine(), b.mainLine()) + "\n" + scrambled);
        }
    }

    @Test
    void manyGamesInOneFileAreReadInOrder() {
        StringBuilder sb = new StringBuilder();
        List<PdnGame> games = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            PdnGame g = randomGame();
            games.add(g);
            sb.append(PdnWriter.toText(g));
        }
        List<PdnGame> back = PdnReader.readAll(sb.toString(), "many");
        for (int i = 0; i < Math.min(games.size(), back.size()); i++) {
            assertEquals(games.get(i).tags(), back.get(i).tags(), "game " + (i + 1) + "\n" + (i > 0 ? PdnWriter.toText(games.get(i - 1)) + "DIAG" + back.get(i - 1).diagnostics() : ""));
        }
        assertEquals(games.size(), back.size());
        for (int i = 0; i < games.size(); i++) {
            assertEquals(i + 1, back.get(i).index());
            assertEquals(games.get(i).mainLine(), back.get(i).mainLine());
            assertEquals(games.get(i).tags(), back.get(i).tags());
        }
    }

    /** Where two lines first differ, for failure messages. */
    static String firstDifference(PdnLine a, PdnLine b) {
        for (int i = 0; i < Math.min(a.nodes().size(), b.nodes().size()); i++) {
            PdnNode x = a.nodes().get(i);
            PdnNode y = b.nodes().get(i);
            if (!x.equals(y)) {
                if (x instanceof PdnMove m && y instanceof PdnMove n && m.variations().size() == n.variations().size()) {
                    for (int v = 0; v < m.variations().size(); v++) {
                        if (!m.variations().get(v).equals(n.variations().get(v))) {
                            return "in a variation of node " + i + ": "
                                    + firstDifference(m.variations().get(v), n.variations().get(v));
                        }
                    }
                }
                return "node " + i + ":\n  written " + x + "\n  read    " + y;
            }
        }
        if (a.nodes().size() != b.nodes().size()) {
            return "node count " + a.nodes().size() + " vs " + b.nodes().size();
        }
        return "trailing comments " + a.trailingComments() + " vs " + b.trailingComments();
    }

    /** Random whitespace between tokens and inside comments, random line endings; tag lines untouched. */
    private String scramble(String text) {
        String[] gaps = {" ", "  ", "\t", "\n", "\r\n", "\r", " \n "};
        String[] endings = {"\n", "\r\n", "\r"};
        StringBuilder out = new StringBuilder();
        boolean inComment = false;
        boolean lineStart = true;
        boolean tagLine = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (lineStart) {
                tagLine = !inComment && c == '[';
            }
            lineStart = false;
            if (c == '\n') {
                out.append(endings[random.nextInt(endings.length)]);
                lineStart = true;
                continue;
            }
            if (!tagLine) {
                if (c == '{') {
                    inComment = true;
                } else if (c == '}') {
                    inComment = false;
                }
            }
            char next = i + 1 < text.length() ? text.charAt(i + 1) : 0;
            if (c == ' ' && !tagLine && next != '[' && next != '%') {
                out.append(gaps[random.nextInt(gaps.length)]);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
