package org.hakem.pdn.replay;

import java.util.ArrayList;
import java.util.List;

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
     * @param ply      the ply of the first illegal move, from 1; 0 when the game is legal
     * @param reason   why that move is illegal, or null
     * @param line     where that move's text is in the file (0 when legal)
     * @param column   where that move's text is in the file (0 when legal)
     */
    public record Verdict(List<LegalMove> moves, int ply, String reason, int line, int column) {
        public Verdict {
            moves = List.copyOf(moves);
        }

        public boolean legal() {
            return reason == null;
        }

        /** {@code legal} or {@code illegal at ply 15: capture is compulsory} */
        @Override
        public String toString() {
            return legal() ? "legal" : "illegal at ply " + ply + ": " + reason;
        }
    }

    public static <P> Verdict replay(PdnGame game, LegalMoveSource<P> rules) {
        P position;
        try {
            position = game.setup().isPresent() ? rules.position(game.setup().get()) : rules.initialPosition();
        } catch (IllegalArgumentException e) {
            return new Verdict(List.of(), 1, "the FEN does not fit the variant: " + e.getMessage(), game.line(), 1);
        }
        List<LegalMove> played = new ArrayList<>();
        int ply = 0;
        for (PdnNode node : game.mainLine().nodes()) {
            if (node instanceof PdnSetup s) {
                try {
                    position = rules.position(s.fen());
                } catch (IllegalArgumentException e) {
                    return new Verdict(played, ply + 1, "the setup does not fit the variant: " + e.getMessage(),
                            game.line(), 1);
                }
                continue;
            }
            PdnMove m = (PdnMove) node;
            ply++;
            List<LegalMove> legal = rules.legalMoves(position);
            MoveMatcher.Match match = MoveMatcher.match(m.text(), legal);
            switch (match) {
                case MoveMatcher.Found f -> {
                    played.add(f.move());
                    position = rules.play(position, f.move());
                }
                case MoveMatcher.Ambiguous a -> {
                    return new Verdict(played, ply, m.text().raw() + " is ambiguous: " + a.candidates().size()
                            + " legal moves fit; write the landing squares", m.line(), m.column());
                }
                case MoveMatcher.NotFound n -> {
                    return new Verdict(played, ply, legal.isEmpty() ? "no legal move in this position"
                            : m.text().raw() + " is not a legal move", m.line(), m.column());
                }
            }
        }
        return new Verdict(played, 0, null, 0, 0);
    }
}
