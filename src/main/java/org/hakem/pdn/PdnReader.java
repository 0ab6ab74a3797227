package org.hakem.pdn;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

import org.hakem.pdn.PdnDiagnostic.Severity;
import org.hakem.pdn.PdnToken.Type;

/**
 * Reads the games of a PDN file one at a time, in constant memory whatever the file's size.
 *
 * <p>Grammar: the PDN 3.0 reading grammar (tags, {@code {}} and {@code ;} comments, {@code %} escape
 * lines, NAGs, move strengths, nested variations, setups, move numbers with {@code .} and
 * {@code ...}, every result token in dash and colon form, numeric and algebraic squares, the
 * {@code -}, {@code x} and {@code :} separators, abbreviated moves), and games separated by a result,
 * by {@code *} or simply by the next game's tags.
 *
 * <p>Every problem becomes a {@link PdnDiagnostic} attached to the game it was found in. After an error
 * in the movetext the rest of that game is skipped up to its result or the next game's tags: one bad
 * game never hides the others. A stretch of text that holds neither tags nor moves is returned as an
 * {@linkplain PdnGame#isEmpty() empty} game carrying its diagnostics, numbered like the game before it.
 *
 * <p>Checks beyond syntax made here: GameType and FEN values, the Result tag's value, a result token
 * that contradicts the Result tag, and international scoring (2-0, 1-1, 0-2) in an 8x8 game.
 * Legality of the moves is replay's business.
 */
public final class PdnReader implements Iterator<PdnGame>, Closeable {

    private final String source;
    private final Reader reader;
    private final PdnDecoder decoder;
    private final PdnLexer lexer;
    private final List<Problem> lexProblems = new ArrayList<>();
    private PdnToken tok;
    private int gameIndex;
    private PdnGame nextGame;
    private boolean done;

    private record Problem(Severity severity, int line, int column, String code, List<String> args) {
    }

    private static final class ParseError extends RuntimeException {
        final PdnToken at;

        final String code;
        final List<String> args;

        ParseError(PdnToken at, String code, String... args) {
            super(PdnDiagnostic.text(code, List.of(args), java.util.Locale.ENGLISH), null, false, false);
            this.at = at;
            this.code = code;
            this.args = List.of(args);
        }
    }

    /** Reads characters already decoded; {@code source} names the input in diagnostics. */
    public PdnReader(Reader reader, String source) {
        this(reader, null, source);
    }

    /** Reads bytes, detecting the encoding (see {@link PdnDecoder}). */
    public PdnReader(InputStream in, String source) {
        this(null, new PdnDecoder(new BufferedInputStream(in, 1 << 16)), source);
    }

    private PdnReader(Reader reader, PdnDecoder decoder, String source) {
        this.source = source;
        this.decoder = decoder;
        this.reader = decoder != null ? decoder : reader;
        this.lexer = new PdnLexer(this.reader, (s, l, c, code, args) -> lexProblems.add(new Problem(s, l, c, code, List.of(args))));
    }

    /** Opens a file; close the reader (or the stream of {@link #games()}) when done. */
    public static PdnReader open(Path file) throws IOException {
        return new PdnReader(Files.newInputStream(file), file.getFileName().toString());
    }

    /** Parses a whole text (for tests and small inputs). */
    public static List<PdnGame> readAll(String text, String source) {
        try (PdnReader r = new PdnReader(new java.io.StringReader(text), source)) {
            return r.games().toList();
        }
    }

    /** Reads a whole file into a list (for small files; stream big ones with {@link #games()}). */
    public static List<PdnGame> readAll(Path file) throws IOException {
        try (PdnReader r = open(file)) {
            return r.games().toList();
        }
    }

    /** The encoding detected so far, when reading bytes. */
    public Optional<PdnDecoder.Detected> encoding() {
        return Optional.ofNullable(decoder).map(PdnDecoder::detected);
    }

    /** The games, lazily: each is read when the stream asks for it. Closing the stream closes the reader. */
    public Stream<PdnGame> games() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED | Spliterator.NONNULL),
                false).onClose(this::close);
    }

    @Override
    public boolean hasNext() {
        if (nextGame == null && !done) {
            nextGame = parseGame();
            if (nextGame == null) {
                done = true;
            }
        }
        return nextGame != null;
    }

    @Override
    public PdnGame next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        PdnGame g = nextGame;
        nextGame = null;
        return g;
    }

    @Override
    public void close() {
        try {
            reader.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // --- tokens ---------------------------------------------------------------------------------

    private void advance(boolean insideTag) {
        tok = lexer.next(insideTag);
    }

    // --- games ----------------------------------------------------------------------------------

    /** Per-game parsing state. */
    private final class GameState {
        final int index;
        final int startLine;
        final List<PdnTag> tags = new ArrayList<>();
        final List<PdnToken> tagTokens = new ArrayList<>();
        final List<PdnDiagnostic> diagnostics = new ArrayList<>();
        LineBuilder root;
        String terminator;
        PdnToken terminatorToken;

        GameState(int index, int startLine) {
            this.index = index;
            this.startLine = startLine;
        }

        void error(PdnToken at, String code, String... args) {
            error(at, code, List.of(args));
        }

        void error(PdnToken at, String code, List<String> args) {
            diagnostics.add(PdnDiagnostic.of(Severity.ERROR, source, index, at.line(), at.column(), code, args));
        }

        void warn(PdnToken at, String code, String... args) {
            diagnostics.add(PdnDiagnostic.of(Severity.WARNING, source, index, at.line(), at.column(), code, List.of(args)));
        }

        LineBuilder root() {
            if (root == null) {
                root = new LineBuilder(1, mainLineStartsWithSecondMover());
            }
            return root;
        }

        private boolean mainLineStartsWithSecondMover() {
            char start = 'W';
            String fenSide = null;
            for (PdnTag t : tags) {
                if (t.name().equals("GameType")) {
                    try {
                        start = GameType.parse(t.value()).startColour();
                    } catch (IllegalArgumentException ignored) {
                        // reported when the game is finished
                    }
                } else if (t.name().equals("FEN") && !t.value().isBlank()) {
                    fenSide = t.value().strip().substring(0, 1).toUpperCase();
                }
            }
            return fenSide != null && (fenSide.equals("W") || fenSide.equals("B")) && fenSide.charAt(0) != start;
        }
    }

    private PdnGame parseGame() {
        if (tok == null) {
            advance(false);
        }
        if (tok.type() == Type.EOF) {
            if (!lexProblems.isEmpty()) {
                GameState g = new GameState(gameIndex, tok.line());
                return finish(g);
            }
            return null;
        }
        GameState g = new GameState(gameIndex + 1, tok.line());
        try {
            loop:
            while (true) {
                switch (tok.type()) {
                    case EOF -> {
                        break loop;
                    }
                    case LBRACKET -> {
                        if (g.root != null && !g.root.nodes.isEmpty()) {
                            // PDN 3.0 separates games by a result or '*'; real files often just start the next one
                            g.warn(tok, "endByTags", Integer.toString(g.index));
                            break loop;
                        }
                        parseTag(g);
                    }
                    case RESULT -> {
                        g.terminator = tok.text();
                        g.terminatorToken = tok;
                        advance(false);
                        break loop;
                    }
                    case RPAREN -> throw new ParseError(tok, "strayParen");
                    default -> parseElement(g, g.root(), 0);
                }
            }
            if (g.root != null) {
                g.root.finishLine(g, g.terminatorToken != null ? g.terminatorToken : tok);
            }
        } catch (ParseError e) {
            g.error(e.at, e.code, e.args);
            skipRestOfGame(g);
        }
        return finish(g);
    }

    /** Skips to the end of a broken game: its result token (consumed) or the next tags. */
    private void skipRestOfGame(GameState g) {
        int depth = 0;
        while (true) {
            switch (tok.type()) {
                case EOF, LBRACKET -> {
                    return;
                }
                case RESULT -> {
                    if (depth <= 0) {
                        g.terminator = tok.text();
                        g.terminatorToken = tok;
                        advance(false);
                        return;
                    }
                    advance(false);
                }
                case LPAREN -> {
                    depth++;
                    advance(false);
                }
                case RPAREN -> {
                    depth--;
                    advance(false);
                }
                default -> advance(false);
            }
        }
    }

    private void parseTag(GameState g) {
        PdnToken open = tok;
        advance(true);
        try {
            if (tok.type() != Type.WORD || !isTagName(tok.text())) {
                throw new ParseError(tok, "tagName", tok.describe());
            }
            String name = tok.text();
            advance(true);
            if (tok.type() != Type.STRING) {
                throw new ParseError(tok, "tagValue", name, tok.describe());
            }
            String value = tok.text();
            // a value that runs to the end of its line (no closing quote, no ']' to end it): the lexer
            // reported it; the tag keeps what was read. [Round "11.1] is recovered by the lexer (a warning).
            boolean unterminated = lexErrorAt(tok);
            advance(true);
            if (unterminated && tok.type() != Type.RBRACKET) {
                g.tags.add(new PdnTag(name, value));
                g.tagTokens.add(open);
                skipTag();
                return;
            }
            if (tok.type() != Type.RBRACKET) {
                g.error(tok, "tagClose", name, Integer.toString(open.line()), Integer.toString(open.column()),
                        tok.describe());
                g.tags.add(new PdnTag(name, value));
                g.tagTokens.add(open);
                skipTag();
                return;
            }
            g.tags.add(new PdnTag(name, value));
            g.tagTokens.add(open);
            advance(false);
        } catch (ParseError e) {
            g.error(e.at, e.code, e.args);
            skipTag();
        }
    }

    /** After a broken tag: skip to its ']' (consumed) or to the next '[' / end of file. */
    private void skipTag() {
        while (tok.type() != Type.RBRACKET && tok.type() != Type.LBRACKET && tok.type() != Type.EOF) {
            advance(true);
        }
        if (tok.type() == Type.RBRACKET) {
            advance(false);
        }
    }

    private boolean lexErrorAt(PdnToken t) {
        for (Problem p : lexProblems) {
            if (p.severity() == Severity.ERROR && p.line() == t.line() && p.column() == t.column()) {
                return true;
            }
        }
        return false;
    }

    private static boolean isTagName(String s) {
        if (s.isEmpty() || !Character.isLetter(s.charAt(0))) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '_') {
                return false;
            }
        }
        return true;
    }

    /**
     * How deep variations may nest. Annotated games nest a few levels; the bound keeps the reader, the writer
     * and replay (which follow variations recursively) far from the end of the call stack whatever the input.
     */
    public static final int MAX_VARIATION_DEPTH = 100;

    /** One element of movetext at the current token. */
    private void parseElement(GameState g, LineBuilder line, int depth) {
        PdnToken t = tok;
        switch (t.type()) {
            case MOVE_NUMBER -> {
                line.number(t);
                advance(false);
            }
            case ELLIPSIS -> {
                line.ellipsis = true;
                advance(false);
            }
            case MOVE -> {
                line.move(t);
                advance(false);
            }
            case STRENGTH -> {
                if (line.last == null) {
                    throw new ParseError(t, "strengthFirst", t.describe());
                }
                if (line.last.strength != null) {
                    line.last.strength = line.last.strength + t.text();
                    g.warn(t, "strengthTwice", t.describe(), line.last.text.raw());
                } else {
                    line.last.strength = t.text();
                }
                advance(false);
            }
            case NAG -> {
                if (line.last == null) {
                    g.warn(t, "nagFirst", t.text());
                } else {
                    line.last.nag(Integer.parseInt(t.text()));
                }
                advance(false);
            }
            case COMMENT -> {
                line.comment(t.text());
                advance(false);
            }
            case SETUP -> {
                line.setup(t, parseSetup(t));
                advance(false);
            }
            case LPAREN -> {
                if (depth >= MAX_VARIATION_DEPTH) {
                    throw new ParseError(t, "deepVariation", Integer.toString(MAX_VARIATION_DEPTH));
                }
                if (line.last == null) {
                    throw new ParseError(t, "variationFirst");
                }
                if (line.pendingNumber != null) {
                    throw new ParseError(line.pendingNumber, "moveAfter", line.pendingNumber.describe(), "'('");
                }
                advance(false);
                LineBuilder child = new LineBuilder(line.last.number, line.last.secondMover);
                while (tok.type() != Type.RPAREN) {
                    switch (tok.type()) {
                        case EOF, LBRACKET, RESULT -> throw new ParseError(tok, "variationClose",
                                Integer.toString(t.line()), Integer.toString(t.column()), tok.describe());
                        default -> parseElement(g, child, depth + 1);
                    }
                }
                child.finishLine(g, tok);
                line.last.variation(child);
                line.interrupted = true;
                advance(false);
            }
            case WORD -> {
                if (t.text().equals("-")) {
                    throw new ParseError(t, "unknownMove");
                }
                throw new ParseError(t, "move", t.describe());
            }
            case STRAY -> {
                if (t.text().equals("}")) {
                    throw new ParseError(t, "strayBrace");
                }
                throw new ParseError(t, "move", t.describe());
            }
            case STRING -> throw new ParseError(t, "moveString", t.describe());
            case RBRACKET -> throw new ParseError(t, "move", "']'");
            default -> throw new ParseError(t, "move", t.describe());
        }
    }

    private FenSetup parseSetup(PdnToken t) {
        String s = t.text().strip();
        if (!s.startsWith("FEN")) {
            throw new ParseError(t, "setupCommand", s);
        }
        String rest = s.substring(3).strip();
        if (rest.length() < 2 || rest.charAt(0) != '"' || rest.charAt(rest.length() - 1) != '"') {
            throw new ParseError(t, "setupQuotes", rest);
        }
        try {
            return FenSetup.parse(rest.substring(1, rest.length() - 1));
        } catch (IllegalArgumentException e) {
            throw new ParseError(t, PdnDiagnostic.TEXT, e.getMessage());
        }
    }

    // --- building lines -------------------------------------------------------------------------

    /** A move while its line is being read (annotations may still follow). */
    private static final class MoveBuilder {
        final int number;
        final boolean secondMover;
        final MoveText text;
        final PdnToken token;
        String strength;
        final List<String> before;
        // made when a move has any (most have none: three lists per move were most of what reading allocated)
        List<Integer> nags;
        List<String> after;
        List<LineBuilder> variations;

        MoveBuilder(int number, boolean secondMover, PdnToken token, List<String> before) {
            this.number = number;
            this.secondMover = secondMover;
            this.text = token.move();
            this.token = token;
            this.before = before;
        }

        void nag(int nag) {
            if (nags == null) {
                nags = new ArrayList<>(1);
            }
            nags.add(nag);
        }

        void commentAfter(String text) {
            if (after == null) {
                after = new ArrayList<>(1);
            }
            after.add(text);
        }

        void variation(LineBuilder child) {
            if (variations == null) {
                variations = new ArrayList<>(1);
            }
            variations.add(child);
        }

        PdnMove build() {
            List<PdnLine> vs = List.of();
            if (variations != null) {
                vs = new ArrayList<>(variations.size());
                for (LineBuilder v : variations) {
                    vs.add(v.build());
                }
            }
            return new PdnMove(number, secondMover, text, strength, nags == null ? List.of() : nags, before,
                    after == null ? List.of() : after, vs, token.line(), token.column());
        }
    }

    private static final class LineBuilder {
        final List<Object> nodes = new ArrayList<>();
        /** Comments waiting for the next move (an unmodifiable empty list until one comes). */
        List<String> pending = List.of();
        MoveBuilder last;
        boolean interrupted;
        PdnToken pendingNumber;
        boolean ellipsis;
        int nextNumber;
        boolean nextSecond;
        List<String> trailing = List.of();

        LineBuilder(int firstNumber, boolean firstSecond) {
            this.nextNumber = firstNumber;
            this.nextSecond = firstSecond;
        }

        void number(PdnToken t) {
            if (pendingNumber != null) {
                throw new ParseError(t, "moveAfter", pendingNumber.describe(), t.describe());
            }
            pendingNumber = t;
        }

        void move(PdnToken t) {
            int number = nextNumber;
            boolean second = nextSecond;
            if (pendingNumber != null) {
                String s = pendingNumber.text();
                int dot = s.indexOf('.');
                try {
                    number = Integer.parseInt(s.substring(0, dot));
                } catch (NumberFormatException e) {
                    throw new ParseError(pendingNumber, "moveNumber", pendingNumber.describe());
                }
                second = s.length() - dot >= 3 || ellipsis;
            } else if (ellipsis) {
                second = true;
            }
            MoveBuilder m = new MoveBuilder(number, second, t, pending);
            pending = List.of();
            nodes.add(m);
            last = m;
            interrupted = false;
            pendingNumber = null;
            ellipsis = false;
            nextNumber = second ? number + 1 : number;
            nextSecond = !second;
        }

        void comment(String raw) {
            String text = normalizeComment(raw);
            if (last != null && !interrupted) {
                last.commentAfter(text);
            } else {
                if (pending.isEmpty()) {
                    pending = new ArrayList<>(1);
                }
                pending.add(text);
            }
        }

        void setup(PdnToken t, FenSetup fen) {
            if (pendingNumber != null) {
                throw new ParseError(pendingNumber, "moveAfter", pendingNumber.describe(), PdnDiagnostic.ref("token.aSetup"));
            }
            nodes.add(new PdnSetup(fen, pending));
            pending = List.of();
            last = null;
            interrupted = true;
        }

        void finishLine(GameState g, PdnToken end) {
            if (pendingNumber != null) {
                if (nodes.isEmpty() && this == g.root || ellipsis) {
                    // "1. 2-0": a move number without a move marks an empty game (seen in practice);
                    // "77. ... *": the reading grammar's ellipsis stands for a move not given
                    if (!ellipsis) {
                        g.warn(pendingNumber, "moveAfterEmpty", pendingNumber.describe(), end.describe());
                    }
                    pendingNumber = null;
                } else {
                    throw new ParseError(pendingNumber, "moveAfterAt", pendingNumber.describe(), end.describe(),
                            Integer.toString(end.line()), Integer.toString(end.column()));
                }
            }
            trailing = pending;
        }

        PdnLine build() {
            List<PdnNode> out = new ArrayList<>(nodes.size());
            for (Object o : nodes) {
                out.add(o instanceof MoveBuilder m ? m.build() : (PdnNode) o);
            }
            return new PdnLine(out, trailing);
        }
    }

    /** Comments are kept with their whitespace collapsed, so a writer may wrap them freely. */
    static String normalizeComment(String raw) {
        StringBuilder sb = new StringBuilder(raw.length());
        boolean space = false;
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (Character.isWhitespace(c) || c == 0xA0) {
                space = !sb.isEmpty();
            } else {
                if (space) {
                    sb.append(' ');
                    space = false;
                }
                sb.append(c);
            }
        }
        return sb.toString();
    }

    // --- finishing a game: semantic checks ------------------------------------------------------

    private PdnGame finish(GameState g) {
        // lexer problems up to the current token belong to this game
        List<Problem> mine = new ArrayList<>();
        List<Problem> later = new ArrayList<>();
        for (Problem p : lexProblems) {
            boolean before = tok.type() == Type.EOF || p.line() < tok.line()
                    || (p.line() == tok.line() && p.column() < tok.column());
            (before ? mine : later).add(p);
        }
        lexProblems.clear();
        lexProblems.addAll(later);
        List<PdnDiagnostic> diags = new ArrayList<>();
        PdnLine main = g.root == null ? PdnLine.EMPTY : g.root.build();
        boolean empty = g.tags.isEmpty() && main.nodes().isEmpty() && main.trailingComments().isEmpty()
                && g.terminator == null;
        int index = empty ? gameIndex : g.index;
        if (!empty) {
            gameIndex = g.index;
        }
        for (Problem p : mine) {
            diags.add(PdnDiagnostic.of(p.severity(), source, index, p.line(), p.column(), p.code(), p.args()));
        }
        for (PdnDiagnostic d : g.diagnostics) {
            diags.add(d.game() == index ? d : d.inGame(index));
        }
        String terminator = g.terminator;
        if (!empty) {
            GameState checked = new GameState(index, g.startLine);
            main = checkGame(g, checked, main);
            if (checked.terminator != null) {
                terminator = checked.terminator;
            }
            diags.addAll(checked.diagnostics);
        }
        diags.sort(java.util.Comparator.comparingInt(PdnDiagnostic::line).thenComparingInt(PdnDiagnostic::column));
        return new PdnGame(source, index, g.startLine, g.tags, main, terminator, diags);
    }

    /** Checks of tag values and results; may take a non-standard result written as a move off the line. */
    private PdnLine checkGame(GameState g, GameState out, PdnLine main) {
        GameType gameType = null;
        PdnResult tagResult = null;
        String tagResultText = null;
        PdnToken tagResultToken = null;
        boolean resultFormat = false;
        for (int i = 0; i < g.tags.size(); i++) {
            PdnTag t = g.tags.get(i);
            PdnToken at = g.tagTokens.get(i);
            switch (t.name()) {
                case "GameType" -> {
                    try {
                        gameType = GameType.parse(t.value());
                    } catch (IllegalArgumentException e) {
                        out.error(at, PdnDiagnostic.TEXT, e.getMessage());
                    }
                }
                case "FEN" -> {
                    try {
                        FenSetup.parse(t.value());
                    } catch (IllegalArgumentException e) {
                        out.error(at, PdnDiagnostic.TEXT, e.getMessage());
                    }
                }
                case "ResultFormat" -> resultFormat = true;
                case "Result" -> {
                    tagResultText = t.value();
                    tagResultToken = at;
                    tagResult = PdnResult.parse(t.value()).orElse(null);
                }
                case PdnGame.OBSTACLES_TAG -> {
                    try {
                        PdnGame.parseSquareList(t.value());
                    } catch (IllegalArgumentException e) {
                        out.error(at, "obstacles", e.getMessage());
                    }
                }
                default -> {
                }
            }
        }
        if (tagResultText != null && tagResult == null && !resultFormat && !tagResultText.isBlank()) {
            out.warn(tagResultToken, "resultTag", PdnResult.EXPECTED, tagResultText);
        }
        // A non-standard result ("4-6") after the last move reads like a move: take it off the line.
        if (g.terminator == null && tagResultText != null && tagResult == null && !main.nodes().isEmpty()
                && main.nodes().get(main.nodes().size() - 1) instanceof PdnMove last
                && last.text().raw().equals(tagResultText.strip()) && last.variations().isEmpty()) {
            List<PdnNode> nodes = new ArrayList<>(main.nodes().subList(0, main.nodes().size() - 1));
            List<String> trailing = new ArrayList<>(last.commentsBefore());
            trailing.addAll(last.commentsAfter());
            trailing.addAll(main.trailingComments());
            main = new PdnLine(nodes, trailing);
            out.terminator = last.text().raw();
            out.diagnostics.add(PdnDiagnostic.of(Severity.ERROR, source, out.index, last.line(), last.column(),
                    "resultToken", List.of(PdnResult.EXPECTED, last.text().raw())));
        }
        PdnResult termResult = g.terminator == null ? null : PdnResult.parse(g.terminator).orElse(null);
        if (termResult != null && tagResult != null && termResult != tagResult
                && termResult != PdnResult.UNFINISHED) {
            out.warn(g.terminatorToken, "resultContradicts", g.terminator, tagResultText,
                    Integer.toString(tagResultToken.line()));
        }
        // International scoring in a game on 8x8.
        boolean eightByEight = gameType != null ? !gameType.internationalScoring() && gameType.width() < 10
                : hasAlgebraicMove(main);
        if (eightByEight) {
            if (termResult != null && termResult.internationalScoring()) {
                out.warn(g.terminatorToken, "internationalScoring", scoringWhy(gameType), termResult.token());
            } else if (tagResult != null && tagResult.internationalScoring()) {
                out.warn(tagResultToken, "internationalScoringTag", scoringWhy(gameType), tagResult.token());
            }
        }
        return main;
    }

    private static String scoringWhy(GameType type) {
        return type != null ? PdnDiagnostic.ref("scoring.gameType", Integer.toString(type.type()))
                : PdnDiagnostic.ref("scoring.algebraic");
    }

    private static boolean hasAlgebraicMove(PdnLine line) {
        for (PdnNode n : line.nodes()) {
            if (n instanceof PdnMove m) {
                return m.text().isAlphanumeric();
            }
        }
        return false;
    }
}
