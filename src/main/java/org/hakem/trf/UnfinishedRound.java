package org.hakem.trf;

import java.util.ArrayList;
import java.util.List;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;

/**
 * The last round of a running event as the pairing programs expect it in a TRF ("in-tournament data exchange"):
 * TRF-2026 has no result code for a game paired but not played yet, and bbpPairings and TieBreakServer refuse a
 * paired round entry without result ({@code 6 w} and a blank). What JaVaFo, bbpPairings and TieBreakServer read is
 * the file of the rounds finished plus what is known of the next one: the players known not to play in it keep
 * their {@code 0000 - H}, {@code F} or {@code Z} entry, and everyone the pairing puts on a board (or gives the
 * pairing-allocated bye) has no entry, so that the program pairs that round itself (bbpPairings {@code -p}) or checks
 * the rounds before it.
 */
public final class UnfinishedRound {

    private UnfinishedRound() {
    }

    /**
     * True when the last recorded round has a game without result (an opponent and a blank result code).
     */
    public static boolean isUnfinished(Crosstable t) {
        int last = t.roundsRecorded();
        return last > 0 && t.players().stream().map(p -> p.round(last))
                .anyMatch(e -> e.hasOpponent() && e.result() == ResultCode.BLANK);
    }

    /**
     * The tournament with the pairing of its last round left out when that round is unfinished
     * ({@link #isUnfinished}): every entry of that round with an opponent (a game, with or without result) or with
     * the pairing-allocated bye ({@code U}) is removed, the byes and absences ({@code H F Z}, blank) stay, and the
     * declared points are recomputed (ranks cleared), and an initial colour that was only read from round 1 is stated
     * (round 1 may be the round left out). Otherwise the tournament as it is.
     */
    public static Crosstable leaveOut(Crosstable t) {
        if (!isUnfinished(t)) {
            return t;
        }
        int last = t.roundsRecorded();
        List<Entrant> out = new ArrayList<>();
        for (Entrant p : t.players()) {
            Entrant q = p;
            if (p.rounds().size() >= last) {
                RoundEntry e = p.round(last);
                if (e.hasOpponent() || e.result() == ResultCode.PAIRING_ALLOCATED_BYE) {
                    q = p.withRounds(p.rounds().subList(0, last - 1));
                }
            }
            out.add(q);
        }
        // the initial colour was read from round 1 (no XXC): when round 1 is the one left out, say it (XXC)
        Crosstable cut = new Crosstable(t.name(), t.systemName(), t.plannedRounds(), t.initialColourOrFromRound1(),
                t.points(), out);
        List<Entrant> scored = new ArrayList<>();
        for (Entrant p : cut.players()) {
            scored.add(p.withDeclared(cut.score(p), 0));
        }
        return cut.withPlayers(scored);
    }
}
