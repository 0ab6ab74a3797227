package org.hakem.pdn.replay;

import java.util.ArrayList;
import java.util.List;

import org.hakem.pdn.FenSetup;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnMove;
import org.hakem.pdn.PdnNode;
import org.hakem.pdn.PdnSetup;

/**
 * Plays a game's main line through a {@link LegalMoveSource}: every move text must resolve to exactly
 * one legal move.
 */
public final class Replayer {

    private Replayer() {
    }

    /**
     * The verdict on a game.
     *
     * @param moves    the legal moves resolved, in order (up to the illegal one)
     * @param ply      the ply of the first illegal move, from 1; 0 when the game is legal or when its
     *                 starting position (FEN) is refused ({@link #setupRefused()})
     * @param reason   why that move is illegal, or null
     * @param line     where that move's text is in the file (0 when legal)
     * @param column   where that move's text is in the file (0 when legal)
     * @param end      how the rules ended the game: at {@code endedAt} when the record plays on after it, else
     *                 after the moves played, if they did
     * @param notes    what was tolerated: short notation that fit two captures, resolved by the next move
     * @param endedAt  the ply after which the rules had ended the game (0: at the start) when the record has
     *                 moves after it; -1 when it has none
     * @param code     what the verdict says, for a reader's language ({@link VerdictCode})
     * @param details  the code's arguments after the ply (see {@link #arguments()})
     */
    public record Verdict(List<LegalMove> moves, int ply, String reason, int line, int column,
                          LegalMoveSource.GameEnd end, List<String> notes, int endedAt, VerdictCode code,
                          List<String> details) {
        public Verdict {
            moves = List.copyOf(moves);
            notes = List.copyOf(notes);
            if (code == null) { // a verdict given in words only
                code = reason != null ? VerdictCode.OTHER : endedAt >= 0 ? VerdictCode.PLAYED_ON : VerdictCode.LEGAL;
                details = reason != null ? List.of(reason) : code == VerdictCode.PLAYED_ON && end != null
                        ? List.of(ruleCode(end.reason()), end.result()) : List.of();
            }
            details = List.copyOf(details);
        }

        /** A verdict in words (its code is {@link VerdictCode#OTHER} when it has a reason). */
        public Verdict(List<LegalMove> moves, int ply, String reason, int line, int column,
                       LegalMoveSource.GameEnd end, List<String> notes, int endedAt) {
            this(moves, ply, reason, line, column, end, notes, endedAt, null, List.of());
        }

        /** A verdict on a record that does not go on after an end the rules give. */
        public Verdict(List<LegalMove> moves, int ply, String reason, int line, int column,
                       LegalMoveSource.GameEnd end, List<String> notes) {
            this(moves, ply, reason, line, column, end, notes, -1);
        }

        /**
         * The arguments of {@link #code()} as text: the ply first (for {@link VerdictCode#PLAYED_ON} the ply after
         * which the game ended; 0 for a legal game or a refused setup), then {@link #details()}.
         */
        public List<String> arguments() {
            List<String> out = new ArrayList<>(details.size() + 1);
            out.add(String.valueOf(code == VerdictCode.PLAYED_ON ? endedAt : ply));
            out.addAll(details);
            return out;
        }

        /** Every move fits a move the board allows (also when played on after the end: {@link #playedOn()}). */
        public boolean legal() {
            return reason == null;
        }

        /**
         * Every move is legal, but the record goes on after the rules ended the game (at {@link #endedAt()},
         * as {@link #end()} says): moves the board allows that are not part of the game under the rules.
         */
        public boolean playedOn() {
            return reason == null && endedAt >= 0;
        }

        /** The game's starting position (its FEN) cannot occur in the variant: no move was looked at. */
        public boolean setupRefused() {
            return reason != null && ply == 0;
        }

        /**
         * {@code legal}, {@code legal, played on after the game ended at ply 157 (threefold repetition)},
         * {@code illegal at ply 15: capture is compulsory} or
         * {@code invalid setup: FEN "...": white man on 1 cannot occur: ...}
         */
        @Override
        public String toString() {
            if (playedOn()) {
                return "legal, played on after the game ended at ply " + endedAt + " (" + end.reason() + ")";
            }
            return legal() ? "legal" : setupRefused() ? "invalid setup: " + reason : "illegal at ply " + ply + ": " + reason;
        }
    }

    /**
     * The moves a line may go on with here: after an end the rules give too (a record that plays on is read as
     * written; {@link #replay} says where the game ended).
     */
    private static <P> List<LegalMove> legalHere(LegalMoveSource<P> rules, P position) {
        return rules.movesPlayingOn(position);
    }

    /**
     * The move at {@code nodes.get(i)} matched against the legal moves, an ambiguity resolved by the moves
     * after it where they single one capture out (then noted in {@code notes}, when given, at {@code ply}).
     */
    private static <P> MoveMatcher.Match matchInLine(LegalMoveSource<P> rules, P position, List<LegalMove> legal,
                                                     List<PdnNode> nodes, int i, List<String> notes, int ply) {
        PdnMove m = (PdnMove) nodes.get(i);
        MoveMatcher.Match match = MoveMatcher.match(m.text(), legal);
        if (match instanceof MoveMatcher.Ambiguous a) {
            LegalMove only = resolveByNextMove(rules, position, a.candidates(), nodes, i);
            if (only != null) {
                if (notes != null) {
                    notes.add("ply " + ply + ": " + m.text().raw() + " fits " + a.candidates().size()
                            + " captures; the moves after it fit only " + ShortNotation.write(only, legal, 'x'));
                }
                return new MoveMatcher.Found(only);
            }
        }
        return match;
    }

    /**
     * Short notation that fits several captures is resolved by the rest of the line: a recorded game is
     * consistent, so the capture after which more of the following moves fit is the one played. Null when
     * no capture goes further than the others.
     */
    private static <P> LegalMove resolveByNextMove(LegalMoveSource<P> rules, P position, List<LegalMove> candidates,
                                                   List<PdnNode> nodes, int index) {
        LegalMove best = null;
        int bestReach = -1;
        boolean tie = false;
        for (LegalMove c : candidates) {
            int reach = reach(rules, rules.play(rules.copy(position), c), nodes, index + 1);
            if (reach > bestReach) {
                best = c;
                bestReach = reach;
                tie = false;
            } else if (reach == bestReach) {
                tie = true;
            }
        }
        return tie || bestReach <= 0 ? null : best;
    }

    /** How many of the moves from {@code start} on fit one after the other (stopping at any doubt). */
    private static <P> int reach(LegalMoveSource<P> rules, P position, List<PdnNode> nodes, int start) {
        int n = 0;
        for (int j = start; j < nodes.size(); j++) {
            if (!(nodes.get(j) instanceof PdnMove m)) {
                return n;
            }
            if (!(MoveMatcher.match(m.text(), rules.movesPlayingOn(position)) instanceof MoveMatcher.Found f)) {
                return n;
            }
            position = rules.play(position, f.move());
            n++;
        }
        return n;
    }

    public static <P> Verdict replay(PdnGame game, LegalMoveSource<P> rules) {
        P position;
        try {
            position = game.setup().isPresent() ? rules.position(game.setup().get()) : rules.initialPosition();
        } catch (IllegalArgumentException e) {
            LegalMoveSource.Illegal why = refusedSetup(game, rules, e);
            return new Verdict(List.of(), 0, why.text(), game.line(), 1, null, List.of(), -1, why.code(),
                    why.arguments());
        }
        List<LegalMove> played = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<PdnNode> nodes = game.mainLine().nodes();
        int ply = 0;
        // the first end the rules give with moves after it, and the ply after which it came
        LegalMoveSource.GameEnd ended = null;
        int endedAt = -1;
        for (int i = 0; i < nodes.size(); i++) {
            PdnNode node = nodes.get(i);
            if (node instanceof PdnSetup s) {
                try {
                    position = rules.position(s.fen());
                } catch (IllegalArgumentException e) {
                    noteEnd(notes, ended, endedAt);
                    return new Verdict(played, ply + 1, "the setup does not fit the variant: " + e.getMessage(),
                            game.line(), 1, ended, notes, endedAt, VerdictCode.SETUP_IN_LINE_REFUSED,
                            List.of(String.valueOf(e.getMessage())));
                }
                continue;
            }
            PdnMove m = (PdnMove) node;
            ply++;
            if (ended == null) {
                ended = rules.end(position).orElse(null);
                if (ended != null) {
                    endedAt = ply - 1;
                }
            }
            List<LegalMove> legal = ended == null ? rules.legalMoves(position) : rules.movesPlayingOn(position);
            if (ended != null && legal.isEmpty()) {
                return new Verdict(played, ply, "the game was already over after ply " + endedAt + " ("
                        + ended.reason() + ", " + ended.result() + ")", m.line(), m.column(), ended, notes, endedAt,
                        VerdictCode.ALREADY_OVER, List.of(String.valueOf(endedAt), ruleCode(ended.reason()),
                                ended.result()));
            }
            MoveMatcher.Match match = matchInLine(rules, position, legal, nodes, i, notes, ply);
            switch (match) {
                case MoveMatcher.Found f -> {
                    played.add(f.move());
                    position = rules.play(position, f.move());
                }
                case MoveMatcher.Ambiguous a -> {
                    noteEnd(notes, ended, endedAt);
                    return new Verdict(played, ply, m.text().raw() + " is ambiguous: " + a.candidates().size()
                            + " legal moves fit; write the landing squares", m.line(), m.column(), ended, notes,
                            endedAt, VerdictCode.AMBIGUOUS, List.of(m.text().raw(),
                                    String.valueOf(a.candidates().size())));
                }
                case MoveMatcher.NotFound n -> {
                    noteEnd(notes, ended, endedAt);
                    LegalMoveSource.Illegal why = rules.whyIllegal(position, m.text(), legal);
                    return new Verdict(played, ply, why.text(), m.line(), m.column(), ended, notes, endedAt,
                            why.code(), why.arguments());
                }
            }
        }
        if (ended != null) {
            return new Verdict(played, 0, null, 0, 0, ended, notes, endedAt);
        }
        return new Verdict(played, 0, null, 0, 0, rules.end(position).orElse(null), notes);
    }

    /** An illegal move after the record played on past the end: the end is noted beside the verdict. */
    private static void noteEnd(List<String> notes, LegalMoveSource.GameEnd ended, int endedAt) {
        if (ended != null) {
            notes.add("the rules had ended the game after ply " + endedAt + " (" + ended.reason() + ", "
                    + ended.result() + "); the record played on");
        }
    }

    /**
     * Why a game's FEN is refused, in words a reader of the record can act on: the FEN as written, what
     * the rules forbid, and where the record is probably wrong (no piece at all: the position is missing;
     * valid with the colours exchanged: White and Black were swapped when it was written down).
     */
    private static <P> LegalMoveSource.Illegal refusedSetup(PdnGame game, LegalMoveSource<P> rules,
                                                           IllegalArgumentException e) {
        String fenText = game.tag("FEN").orElse("");
        String fen = game.tag("FEN").map(v -> "FEN \"" + v + "\": ").orElse("");
        String detail = String.valueOf(e.getMessage());
        if (game.setup().isEmpty()) {
            return new LegalMoveSource.Illegal(VerdictCode.SETUP_REFUSED, List.of(fenText, detail), fen + e.getMessage());
        }
        FenSetup setup = game.setup().get();
        if (setup.pieces().isEmpty()) {
            return new LegalMoveSource.Illegal(VerdictCode.SETUP_NO_PIECES, List.of(fenText),
                    fen + "no piece on the board: the record does not give its position");
        }
        List<FenSetup.Piece> exchanged = new ArrayList<>(setup.pieces().size());
        for (FenSetup.Piece p : setup.pieces()) {
            exchanged.add(new FenSetup.Piece(p.square(), !p.white(), p.king()));
        }
        try {
            rules.position(new FenSetup(setup.sideToMove(), exchanged, setup.obstacles()));
            return new LegalMoveSource.Illegal(VerdictCode.SETUP_COLOURS_SWAPPED, List.of(fenText, detail),
                    fen + e.getMessage()
                            + "; with White and Black exchanged it is a valid position (colours swapped in the record?)");
        } catch (IllegalArgumentException ignored) {
            // no simple reading makes it valid
        }
        return new LegalMoveSource.Illegal(VerdictCode.SETUP_REFUSED, List.of(fenText, detail), fen + e.getMessage());
    }

    /**
     * The code of a rule named in words by {@link LegalMoveSource.GameEnd#reason()} ({@code threefold repetition}
     * becomes {@code THREEFOLD_REPETITION}, the name of the engine's {@code Outcome.Reason}).
     */
    public static String ruleCode(String words) {
        return words == null ? "" : words.strip().toUpperCase(java.util.Locale.ROOT).replace(' ', '_');
    }

    /**
     * The line rewritten in PDN 3.0 notation: each move as origin and destination, or with its landing
     * squares where that alone would fit two captures ({@link ShortNotation}). Variations are rewritten
     * from the position before the move they replace; a line (or variation) that does not replay is kept
     * as read from its first doubtful move on. Comments, NAGs, strengths and numbers are kept.
     *
     * @param start            the position before the line's first move (it is not changed)
     * @param captureSeparator the GameType's ({@code x}, or {@code :} for Russian)
     */
    public static <P> org.hakem.pdn.PdnLine shortNotation(org.hakem.pdn.PdnLine line, P start, LegalMoveSource<P> rules,
                                                          char captureSeparator) {
        P position = rules.copy(start);
        List<PdnNode> nodes = line.nodes();
        List<PdnNode> out = new ArrayList<>(nodes.size());
        boolean lost = false;
        for (int i = 0; i < nodes.size(); i++) {
            PdnNode node = nodes.get(i);
            if (lost) {
                out.add(node);
                continue;
            }
            if (node instanceof PdnSetup s) {
                try {
                    position = rules.position(s.fen());
                } catch (IllegalArgumentException e) {
                    lost = true;
                }
                out.add(node);
                continue;
            }
            PdnMove m = (PdnMove) node;
            List<LegalMove> legal = legalHere(rules, position);
            if (!(matchInLine(rules, position, legal, nodes, i, null, 0) instanceof MoveMatcher.Found f)) {
                lost = true;
                out.add(node);
                continue;
            }
            List<org.hakem.pdn.PdnLine> variations = new ArrayList<>(m.variations().size());
            for (org.hakem.pdn.PdnLine v : m.variations()) {
                variations.add(shortNotation(v, position, rules, captureSeparator));
            }
            org.hakem.pdn.MoveText text = org.hakem.pdn.MoveText.parse(ShortNotation.write(f.move(), legal,
                    captureSeparator)).orElseThrow();
            out.add(new PdnMove(m.number(), m.secondMover(), text, m.strength(), m.nags(), m.commentsBefore(),
                    m.commentsAfter(), variations, m.line(), m.column()));
            position = rules.play(position, f.move());
        }
        return new org.hakem.pdn.PdnLine(out, line.trailingComments());
    }

    /** The position a game starts from: its FEN, else the variant's initial position. */
    public static <P> P start(PdnGame game, LegalMoveSource<P> rules) {
        return game.setup().isPresent() ? rules.position(game.setup().get()) : rules.initialPosition();
    }

    /**
     * Replays every variation from the position before the move it replaces (recursively) and lists
     * where one stops fitting: {@code "variation at ply 12, its ply 3: 23-28 is not a legal move"}.
     * Analysis may hold mistakes; these are reported, they do not make the game illegal.
     */
    public static <P> List<String> checkVariations(PdnGame game, LegalMoveSource<P> rules) {
        List<String> out = new ArrayList<>();
        try {
            variations(game.mainLine(), start(game, rules), 0, rules, out);
        } catch (IllegalArgumentException e) {
            out.add("variations not checked: " + e.getMessage());
        }
        return out;
    }

    private static <P> void variations(org.hakem.pdn.PdnLine line, P start, int plyBefore, LegalMoveSource<P> rules,
                                       List<String> out) {
        P position = rules.copy(start);
        List<PdnNode> nodes = line.nodes();
        int ply = plyBefore;
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i) instanceof PdnSetup s) {
                try {
                    position = rules.position(s.fen());
                } catch (IllegalArgumentException e) {
                    return;
                }
                continue;
            }
            PdnMove m = (PdnMove) nodes.get(i);
            ply++;
            for (org.hakem.pdn.PdnLine v : m.variations()) {
                String stop = firstStop(v, position, rules);
                if (stop != null) {
                    out.add("variation at ply " + ply + " (" + v.moves().get(0).line() + ":"
                            + v.moves().get(0).column() + "), " + stop);
                }
                variations(v, position, ply - 1, rules, out);
            }
            List<LegalMove> legal = legalHere(rules, position);
            if (!(matchInLine(rules, position, legal, nodes, i, null, 0) instanceof MoveMatcher.Found f)) {
                return; // the line itself stops here (reported for the main line by replay)
            }
            position = rules.play(position, f.move());
        }
    }

    /** Where a variation stops fitting, or null when every move fits. */
    private static <P> String firstStop(org.hakem.pdn.PdnLine line, P start, LegalMoveSource<P> rules) {
        P position = rules.copy(start);
        List<PdnNode> nodes = line.nodes();
        int k = 0;
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i) instanceof PdnSetup s) {
                try {
                    position = rules.position(s.fen());
                } catch (IllegalArgumentException e) {
                    return "its setup does not fit the variant: " + e.getMessage();
                }
                continue;
            }
            PdnMove m = (PdnMove) nodes.get(i);
            k++;
            List<LegalMove> legal = legalHere(rules, position);
            switch (matchInLine(rules, position, legal, nodes, i, null, 0)) {
                case MoveMatcher.Found f -> position = rules.play(position, f.move());
                case MoveMatcher.Ambiguous a -> {
                    return "its ply " + k + ": " + m.text().raw() + " is ambiguous";
                }
                case MoveMatcher.NotFound n -> {
                    return "its ply " + k + ": " + rules.explainIllegal(position, m.text(), legal);
                }
            }
        }
        return null;
    }
}
