package org.hakem.archive.application;

import java.util.ArrayList;
import java.util.List;
import org.hakem.archive.domain.GameLine;
import org.hakem.pdn.GameType;
import org.hakem.pdn.MoveText;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnLine;
import org.hakem.pdn.PdnMove;
import org.hakem.pdn.PdnNode;
import org.hakem.pdn.PdnTag;
import org.hakem.pdn.replay.EngineMoves;
import org.hakem.pdn.replay.LegalMove;
import org.hakem.pdn.replay.ShortNotation;
import org.hakem.rules.Board;
import org.hakem.rules.Position;
import org.hakem.rules.Variant;

/**
 * A line the engine played, as a PDN game that the archive's import reads back to the same line: the tags
 * given, then GameType (the variant's number) and, when the line does not start from the variant's initial
 * position, its FEN; the moves in PDN 3.0 short notation (origin and destination, every landing square where
 * two captures share both), numbered from the side the variant starts with. Written with
 * {@link org.hakem.pdn.PdnWriter}, this is how engine-made games (benchmark filler) enter the archive through
 * the real import rather than beside it.
 */
public final class GamePdn {

    private GamePdn() {
    }

    /**
     * @param tags the game's tags (Event, Site, Date, Round, White, Black, Result ...); without GameType and FEN,
     *             which come from the line. The Result tag, if any, also ends the movetext.
     * @throws IllegalArgumentException for obstacle checkers, whose obstacles the archive's import does not read
     */
    public static PdnGame of(GameLine line, List<PdnTag> tags) {
        Variant variant = line.variant();
        if (variant.obstacleCount() > 0) {
            throw new IllegalArgumentException(variant.name() + ": the archive does not import obstacle games");
        }
        List<PdnTag> all = new ArrayList<>(tags);
        all.add(new PdnTag("GameType", Integer.toString(variant.gameType())));
        if (!line.start().equals(variant.initialPosition())) {
            all.add(new PdnTag("FEN", line.start().toFen()));
        }
        // the squares as the import will read them: names on an algebraic board, numbers otherwise
        EngineMoves.Positions squares = EngineMoves.positions(variant, variant.board().notation() == Board.Notation.ALGEBRAIC);
        char separator = GameType.parse(Integer.toString(variant.gameType())).captureSeparator();
        boolean secondMoverFirst = line.start().sideToMove() != variant.firstToMove();
        List<PdnNode> nodes = new ArrayList<>(line.moves().size());
        for (int ply = 0; ply < line.moves().size(); ply++) {
            Position p = line.positions().get(ply);
            List<LegalMove> legal = squares.legalMoves(p); // in the order of p.legalMoves()
            LegalMove played = legal.get(p.legalMoves().indexOf(line.moves().get(ply)));
            int half = ply + (secondMoverFirst ? 1 : 0);
            MoveText text = MoveText.parse(ShortNotation.write(played, legal, separator)).orElseThrow();
            nodes.add(new PdnMove(half / 2 + 1, half % 2 == 1, text, null, List.of(), List.of(), List.of(), List.of(), 0, 0));
        }
        String result = tags.stream().filter(t -> t.name().equals("Result")).map(PdnTag::value).findFirst().orElse("*");
        return new PdnGame("engine", 1, 1, all, new PdnLine(nodes, List.of()), result, List.of());
    }
}
