package org.hakem.live.interfaces.rest;

import java.util.ArrayList;
import java.util.List;
import org.hakem.event.application.GameVerifier;
import org.hakem.live.application.GameRecording;
import org.hakem.live.domain.BoardRecording;
import org.hakem.live.domain.LiveBoard;
import org.hakem.live.domain.RecordedGame;
import org.hakem.rules.Board;
import org.hakem.rules.Move;
import org.hakem.rules.Position;

/**
 * A board with its recording, as the API answers it and the recording page's script reads it: where the board is,
 * who plays, the plies (each in the variant's notation, in long notation and the position after it as FEN), the
 * position now, the legal moves (with their squares, for clicks on the board), the version the next change names,
 * the recording's status, the board's result and what the verification of its game found.
 *
 * @param status  {@code NONE} before the first move, else the recording's ({@code RECORDING}, {@code FINISHED},
 *                {@code STOPPED})
 * @param result  the board's result ({@code 1-0}, {@code 0-1}, {@code ½-½}, {@code -} while none)
 * @param verdict what the verification of the attached game says, null without a game
 * @param flagged whether the result contradicts the attached game
 * @param side    who is to move, {@code white} or {@code black}
 * @param over    the rules ended the game (no legal move follows)
 */
public record RecordingJson(String kind, long event, int round, int match, int board, String eventName,
                            String variant, String white, String black, long version, String status, String result,
                            String verdict, boolean flagged, String note, String updatedBy, List<PlyJson> plies,
                            String start, String fen, String side, String lastMove, boolean over,
                            List<MoveJson> legal) {

    /** A ply: its number (from 1), the variant's notation, the long notation, the position after it. */
    public record PlyJson(int ply, String notation, String move, String fen) {
    }

    /**
     * A legal move now: the variant's notation (long where another capture shares origin and destination), the long
     * notation, the origin, the destination and every square it lands on (the destination last).
     */
    public record MoveJson(String notation, String move, String from, String to, List<String> path) {
    }

    public static RecordingJson of(GameRecording.Recorded r) {
        LiveBoard b = r.board();
        BoardRecording rec = r.recording();
        RecordedGame g = r.game();
        Board board = g.variant().board();
        List<String> notations = g.notations();
        List<String> stored = RecordedGame.split(g.stored());
        List<PlyJson> plies = new ArrayList<>();
        List<Position> positions = g.positions();
        for (int i = 0; i < notations.size(); i++) {
            plies.add(new PlyJson(i + 1, notations.get(i), stored.get(i), positions.get(i + 1).toFen()));
        }
        Position now = g.position();
        List<MoveJson> legal = new ArrayList<>();
        for (Move m : g.legalMoves()) {
            List<String> path = new ArrayList<>();
            for (int s : m.path()) {
                path.add(board.name(s));
            }
            legal.add(new MoveJson(now.notation(m), m.longNotation(board), board.name(m.from()), board.name(m.to()),
                    path));
        }
        GameVerifier.Verdict v = b.pdn() == null ? null : GameVerifier.verify(b.pdn(), b.variant(), b.result());
        return new RecordingJson(b.address().kind(), b.address().eventId(), b.address().round(), b.address().match(),
                b.address().board(), b.eventName(), b.variant(), b.white(), b.black(), r.version(),
                rec == null ? "NONE" : rec.status().name(), b.result().label(), v == null ? null : v.text(),
                v != null && v.flagged(), rec == null ? null : rec.note(), rec == null ? null : rec.updatedBy(), plies,
                positions.get(0).toFen(), now.toFen(), now.sideToMove().name().toLowerCase(java.util.Locale.ROOT),
                g.lastMove().map(m -> m.longNotation(board)).orElse(null), g.outcome().isPresent(), legal);
    }
}
