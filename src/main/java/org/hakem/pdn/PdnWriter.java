package org.hakem.pdn;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hakem.text.SingleLine;

/**
 * Writes games as canonical PDN 3.0.
 *
 * <ul>
 *   <li>Tags: Event, Site, Date, Round, White, Black, Result first (those present), then GameType, FEN,
 *       Obstacles, then the others in the order read. GameType in its full form, FEN in canonical form, Result as
 *       the PDN 3.0 token. A FEN equal to the initial position of its GameType is left out.</li>
 *   <li>Movetext: lines of at most 80 characters (a single word longer than that, in a comment, is
 *       the only exception), a move number before every move of the side that starts, and before a
 *       reply where the flow was interrupted (start of a line, after a comment, variation or setup).</li>
 *   <li>Moves: separators normalised ({@code 06-11} becomes {@code 6-11}, captures use the GameType's
 *       capture separator); the text is otherwise kept as read. Choosing the short notation unless the
 *       move is ambiguous needs the legal moves and is done by replay ({@link org.hakem.pdn.replay}).</li>
 *   <li>The game ends with its result token (from the movetext, else from the Result tag, else {@code *})
 *       and a blank line.</li>
 * </ul>
 * Reading what was written gives the same game: tags (values in canonical form), moves, move numbers,
 * strengths, NAGs, comments (whitespace collapsed, as the reader keeps them), variations and setups.
 */
public final class PdnWriter {

    public static final int WIDTH = 80;

    private static final List<String> SEVEN_TAG_ROSTER =
            List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    private final Appendable out;

    public PdnWriter(Appendable out) {
        this.out = out;
    }

    /** The canonical text of one game, ending with a blank line. */
    public static String toText(PdnGame game) {
        StringBuilder sb = new StringBuilder(1024);
        new PdnWriter(sb).write(game);
        return sb.toString();
    }

    public void write(PdnGame game) {
        try {
            writeTags(game);
            List<String> atoms = new ArrayList<>();
            char sep = game.gameType().map(GameType::captureSeparator).orElse('x');
            line(game.mainLine(), atoms, sep);
            atoms.add(resultToken(game));
            wrap(atoms);
            out.append('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // --- tags -----------------------------------------------------------------------------------

    private void writeTags(PdnGame game) throws IOException {
        List<PdnTag> tags = canonicalTags(game);
        for (PdnTag t : tags) {
            out.append(tag(t.name(), t.value()));
        }
        if (!tags.isEmpty()) {
            out.append('\n');
        }
    }

    /** The tags as the writer puts them: canonical order and values. */
    public static List<PdnTag> canonicalTags(PdnGame game) {
        List<PdnTag> in = game.tags();
        boolean dropFen = game.setup().isPresent() && game.gameType().isPresent()
                && isInitialPosition(game.gameType().get(), game.setup().get());
        List<PdnTag> out = new ArrayList<>(in.size());
        for (String name : SEVEN_TAG_ROSTER) {
            for (PdnTag t : in) {
                if (t.name().equals(name)) {
                    out.add(canonical(t));
                }
            }
        }
        for (String name : List.of("GameType", "FEN", PdnGame.OBSTACLES_TAG)) {
            for (PdnTag t : in) {
                if (t.name().equals(name) && !(dropFen && name.equals("FEN"))) {
                    out.add(canonical(t));
                }
            }
        }
        for (PdnTag t : in) {
            if (SEVEN_TAG_ROSTER.contains(t.name()) || t.name().equals("GameType") || t.name().equals("FEN")
                    || t.name().equals(PdnGame.OBSTACLES_TAG)) {
                continue;
            }
            if (dropFen && t.name().equals("SetUp")) {
                continue;
            }
            out.add(t);
        }
        return out;
    }

    private static PdnTag canonical(PdnTag t) {
        try {
            return switch (t.name()) {
                case "GameType" -> new PdnTag(t.name(), GameType.parse(t.value()).toFullString());
                case "FEN" -> new PdnTag(t.name(), FenSetup.parse(t.value()).toPdn());
                case "Result" -> new PdnTag(t.name(), PdnResult.parse(t.value()).map(PdnResult::token).orElse(t.value()));
                default -> t;
            };
        } catch (IllegalArgumentException e) {
            return t; // an invalid value is written as read (the reader reported it)
        }
    }

    /**
     * True when the setup is the usual starting position of a numbered game type whose men fill the
     * rows from square 1 (black) and from the last square (white): International, English, Italian,
     * Frisian, Canadian.
     */
    static boolean isInitialPosition(GameType type, FenSetup fen) {
        if (type.notation() != 'N' || !List.of(20, 21, 22, 27, 40).contains(type.type())
                || fen.sideToMove() != type.startColour()) {
            return false;
        }
        int perRow = type.width() / 2;
        int total = perRow * type.height();
        int men = perRow * (type.height() / 2 - 1);
        if (fen.pieces().size() != 2 * men) {
            return false;
        }
        for (FenSetup.Piece p : fen.pieces()) {
            if (p.king() || !p.square().isNumeric()) {
                return false;
            }
            int n = p.square().number();
            boolean ok = p.white() ? n > total - men && n <= total : n >= 1 && n <= men;
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /**
     * One tag pair as its own line, {@code [Name "value"]} and a line break: the one writer of a PDN tag. The value
     * is one line whatever it holds (characters a one-line field may not hold, {@link SingleLine}, become spaces),
     * its {@code "} and {@code \\} escaped, so no value can end its tag or start another.
     */
    public static String tag(String name, String value) {
        return "[" + name + " \"" + escape(value == null ? "" : value) + "\"]\n";
    }

    static String escape(String raw) {
        String value = SingleLine.clean(raw);
        if (value.indexOf('"') < 0 && value.indexOf('\\') < 0) {
            return value;
        }
        StringBuilder sb = new StringBuilder(value.length() + 4);
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    private static String resultToken(PdnGame game) {
        if (game.terminator() != null) {
            Optional<PdnResult> r = PdnResult.parse(game.terminator());
            if (r.isPresent()) {
                return r.get().token();
            }
        }
        return game.tag("Result").flatMap(PdnResult::parse).map(PdnResult::token).orElse("*");
    }

    // --- movetext -------------------------------------------------------------------------------

    private void line(PdnLine line, List<String> atoms, char sep) {
        boolean interrupted = true;
        PdnMove previous = null;
        for (PdnNode node : line.nodes()) {
            if (node instanceof PdnSetup s) {
                comments(s.commentsBefore(), atoms);
                atoms.add("/FEN \"" + s.fen().toPdn() + "\"/");
                interrupted = true;
                previous = null;
                continue;
            }
            PdnMove m = (PdnMove) node;
            comments(m.commentsBefore(), atoms);
            if (!m.commentsBefore().isEmpty()) {
                interrupted = true;
            }
            boolean follows = previous != null && previous.secondMover() != m.secondMover()
                    && m.number() == (previous.secondMover() ? previous.number() + 1 : previous.number());
            String text = m.text().normalized(sep) + (m.strength() == null ? "" : m.strength());
            if (!m.secondMover() || interrupted || !follows) {
                atoms.add(m.numberLabel() + " " + text);
            } else {
                atoms.add(text);
            }
            for (int nag : m.nags()) {
                atoms.add("$" + nag);
            }
            comments(m.commentsAfter(), atoms);
            for (PdnLine v : m.variations()) {
                int open = atoms.size();
                line(v, atoms, sep);
                if (atoms.size() == open) {
                    atoms.add("()");
                } else {
                    String first = atoms.get(open);
                    atoms.set(open, first.charAt(0) < ' ' ? first.charAt(0) + "(" + first.substring(1) : "(" + first);
                    String last = atoms.get(atoms.size() - 1);
                    if (last.charAt(0) == LINE_COMMENT) {
                        atoms.add(")");
                    } else {
                        atoms.set(atoms.size() - 1, last + ")");
                    }
                }
            }
            interrupted = !m.commentsAfter().isEmpty() || !m.variations().isEmpty();
            previous = m;
        }
        comments(line.trailingComments(), atoms);
    }

    private static void comments(List<String> comments, List<String> atoms) {
        for (String c : comments) {
            if (c.indexOf('}') >= 0) {
                // read from a ';' comment: only a ';' comment, which runs to the end of its line, can hold it; a line
                // break in it (from elsewhere than the reader) becomes a space, so nothing after it is read as moves
                atoms.add(LINE_COMMENT + "; " + c.replace('\r', ' ').replace('\n', ' '));
                continue;
            }
            String[] words = c.isEmpty() ? new String[0] : c.split(" ");
            if (words.length == 0) {
                atoms.add("{}");
                continue;
            }
            int first = atoms.size();
            for (String w : words) {
                atoms.add(COMMENT_WORD + w);
            }
            atoms.set(first, COMMENT_WORD + "{" + words[0]);
            atoms.set(atoms.size() - 1, atoms.get(atoms.size() - 1) + "}");
        }
    }

    /** Marks a word inside a comment (a line must not start with '[' there, see {@link #wrap}). */
    private static final char COMMENT_WORD = '\u0001';

    /** Marks a {@code ;} comment: the line ends after it. */
    private static final char LINE_COMMENT = '\u0002';

    private void wrap(List<String> atoms) throws IOException {
        // A comment word "[Name" followed by one starting with '"' must not begin a line: a reader takes such
        // a line for the tags of a game whose comment was left open. It travels with the word before it.
        for (int i = atoms.size() - 2; i > 0; i--) {
            String w = atoms.get(i);
            String next = atoms.get(i + 1);
            if (w.charAt(0) == COMMENT_WORD && startsLikeTag(w.substring(1)) && next.length() > 1
                    && next.charAt(1) == '"' && atoms.get(i - 1).charAt(0) == COMMENT_WORD) {
                atoms.set(i - 1, atoms.get(i - 1) + " " + w.substring(1));
                atoms.remove(i);
            }
        }
        int col = 0;
        for (int i = 0; i < atoms.size(); i++) {
            String raw = atoms.get(i);
            boolean inComment = raw.charAt(0) == COMMENT_WORD;
            if (raw.charAt(0) == LINE_COMMENT) {
                String a = raw.substring(1);
                out.append(col == 0 ? "" : " ").append(a).append('\n');
                col = 0;
                continue;
            }
            String a = inComment ? raw.substring(1) : raw;
            if (col == 0) {
                out.append(a);
                col = a.length();
            } else if (col + 1 + a.length() <= WIDTH) {
                out.append(' ').append(a);
                col += 1 + a.length();
            } else {
                out.append('\n').append(a);
                col = a.length();
            }
        }
        if (col > 0) {
            out.append('\n');
        }
    }

    /** "[Name" exactly: with a following word that starts with '"', a line starting so reads as a tag. */
    private static boolean startsLikeTag(String a) {
        if (a.length() < 2 || a.charAt(0) != '[' || !Character.isLetter(a.charAt(1))) {
            return false;
        }
        for (int i = 2; i < a.length(); i++) {
            if (!Character.isLetterOrDigit(a.charAt(i)) && a.charAt(i) != '_') {
                return false;
            }
        }
        return true;
    }
}
