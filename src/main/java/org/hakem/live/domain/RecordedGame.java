package org.hakem.live.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hakem.rules.Game;
import org.hakem.rules.IllegalMoveException;
import org.hakem.rules.Move;
import org.hakem.rules.Outcome;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;

/**
 * A game as it is recorded on its board: the variant's start position and the plies played, every one a legal move
 * of the rules engine. Moves are kept in long notation (every landing square), so a stored capture is never ambiguous;
 * they are written for people in the variant's usual notation (the short form unless another capture shares origin
 * and destination). Pure: no server, no storage; {@link BoardRecording} keeps the moves, this replays them.
 */
public final class RecordedGame {

    /** What a typed move came to. */
    public sealed interface Entry permits Played, Ambiguous, Refused {
    }

    /** The move was legal and is now the last ply. */
    public record Played(Move move, String notation) implements Entry {
    }

    /** More than one legal capture fits the text: the recorder chooses one of these (each in long notation). */
    public record Ambiguous(List<String> choices) implements Entry {
    }

    /** No legal move fits the text: why, with the legal moves of the position. */
    public record Refused(Reason reason, String text, List<String> legal) implements Entry {
    }

    /** Why a move was refused. */
    public enum Reason {
        /** The text names no squares of this board (expected origin, - or x, destination). */
        UNREADABLE,
        /** The squares name no legal move of the position. */
        ILLEGAL,
        /** The rules have ended the game: no move follows. */
        GAME_OVER
    }

    /** What a correction in the middle came to: the plies kept after the corrected one, and those dropped. */
    public record Correction(Entry entry, int kept, int dropped) {
    }

    private final Variant variant;
    private Game game;

    private RecordedGame(Variant variant) {
        this.variant = variant;
        this.game = Game.start(variant.initialPosition());
    }

    /** A new game of the variant from its start position. */
    public static RecordedGame start(Variant variant) {
        if (variant.obstacleCount() > 0) {
            throw new IllegalArgumentException("a game of " + variant.id() + " starts from a drawn position: it cannot be recorded move by move");
        }
        return new RecordedGame(variant);
    }

    /**
     * The game of the stored moves (long notation, one a ply). A stored move that is not legal (a variant changed
     * since) ends the replay: the game holds the legal plies before it.
     */
    public static RecordedGame replay(Variant variant, List<String> moves) {
        RecordedGame g = start(variant);
        for (String m : moves) {
            if (!(g.play(m) instanceof Played)) {
                break;
            }
        }
        return g;
    }

    /** The stored form of moves: long notation separated by spaces. */
    public static List<String> split(String stored) {
        return stored == null || stored.isBlank() ? List.of() : List.of(stored.trim().split(" +"));
    }

    public Variant variant() {
        return variant;
    }

    /**
     * Plays the move a text names ({@code 32-28}, {@code 32x23}, {@code c3-c4}, {@code c3xc5xe5}: origin, the
     * landing squares one wants to name, destination), when exactly one legal move fits it.
     */
    public Entry play(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(java.util.Locale.ROOT);
        if (game.isOver()) {
            return new Refused(Reason.GAME_OVER, t, List.of());
        }
        List<Move> fits;
        try {
            fits = game.position().movesMatching(t);
        } catch (IllegalArgumentException e) {
            return new Refused(Reason.UNREADABLE, t, legalNotations());
        }
        List<Move> allowed = game.legalMoves();
        fits = fits.stream().filter(m -> allowed.stream().anyMatch(m::sameEffect)).toList();
        if (fits.isEmpty()) {
            return new Refused(Reason.ILLEGAL, t, legalNotations());
        }
        if (fits.size() > 1) {
            return new Ambiguous(fits.stream().map(m -> m.longNotation(variant.board())).toList());
        }
        Move m = fits.get(0);
        String notation = game.position().notation(m);
        try {
            game.play(m);
        } catch (IllegalMoveException e) {
            return new Refused(Reason.ILLEGAL, t, legalNotations());
        }
        return new Played(m, notation);
    }

    /** Takes back the last ply; false when there is none. */
    public boolean undo() {
        if (game.ply() == 0) {
            return false;
        }
        List<Move> moves = new ArrayList<>(game.moves());
        moves.remove(moves.size() - 1);
        Game g = Game.start(variant.initialPosition());
        moves.forEach(g::play);
        game = g;
        return true;
    }

    /**
     * Replaces ply {@code ply} (from 1) with the move a text names; the plies after it are replayed and kept while
     * they stay legal, the first that does not and all after it are dropped. Nothing changes when the new move is
     * refused or ambiguous.
     */
    public Correction correct(int ply, String text) {
        if (ply < 1 || ply > game.ply()) {
            throw new IllegalArgumentException("no ply " + ply + " in a game of " + game.ply() + " plies");
        }
        List<Move> moves = game.moves();
        List<Move> before = List.copyOf(moves.subList(0, ply - 1));
        List<Move> after = List.copyOf(moves.subList(ply, moves.size()));
        Game saved = game;
        Game g = Game.start(variant.initialPosition());
        before.forEach(g::play);
        game = g;
        Entry e = play(text);
        if (!(e instanceof Played)) {
            game = saved;
            return new Correction(e, 0, 0);
        }
        int kept = 0;
        for (Move m : after) {
            if (game.isOver() || game.legalMoves().stream().noneMatch(m::sameEffect)) {
                break;
            }
            game.play(game.legalMoves().stream().filter(m::sameEffect).findFirst().orElseThrow());
            kept++;
        }
        return new Correction(e, kept, after.size() - kept);
    }

    public int plies() {
        return game.ply();
    }

    public Position position() {
        return game.position();
    }

    /** The position before each ply and the position now: the start first, one more than {@link #plies()}. */
    public List<Position> positions() {
        return game.positions();
    }

    /** The last ply, if any. */
    public Optional<Move> lastMove() {
        List<Move> moves = game.moves();
        return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(moves.size() - 1));
    }

    /** Where the rules ended the game, empty while it goes on. */
    public Optional<Outcome> outcome() {
        return game.outcome();
    }

    /** The moves allowed now (none once the rules ended the game). */
    public List<Move> legalMoves() {
        return game.legalMoves();
    }

    /** The legal moves now, as the recorder writes them (short form unless ambiguous). */
    public List<String> legalNotations() {
        Position p = game.position();
        return game.legalMoves().stream().map(p::notation).distinct().toList();
    }

    /** The stored form of the plies: long notation, separated by spaces. */
    public String stored() {
        StringBuilder out = new StringBuilder();
        for (Move m : game.moves()) {
            out.append(out.isEmpty() ? "" : " ").append(m.longNotation(variant.board()));
        }
        return out.toString();
    }

    /** The plies in the variant's usual notation, as a score sheet writes them. */
    public List<String> notations() {
        List<String> out = new ArrayList<>();
        List<Position> positions = game.positions();
        List<Move> moves = game.moves();
        for (int i = 0; i < moves.size(); i++) {
            out.add(positions.get(i).notation(moves.get(i)));
        }
        return out;
    }

    /**
     * The moves as PDN movetext: move numbers, the plies in the variant's notation (a capture in long form only where
     * another shares its origin and destination), then {@code result} ({@code *} while the game goes on).
     */
    public String movetext(String result) {
        StringBuilder out = new StringBuilder();
        List<String> n = notations();
        for (int i = 0; i < n.size(); i++) {
            if (i % 2 == 0) { // a move number before each pair: the side that starts, then the other
                out.append(i / 2 + 1).append(". ");
            }
            out.append(n.get(i)).append(' ');
        }
        return out.append(result == null ? "*" : result).toString();
    }
}
