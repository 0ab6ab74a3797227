package org.hakem.tournament.interfaces.web;

import java.util.ArrayList;
import java.util.List;
import org.hakem.tournament.application.Snapshot;
import org.hakem.event.domain.BoardResult;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EventRound;
import org.hakem.event.domain.EventStatus;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.TournamentEvent;

/**
 * What is left to do in a tournament, as the arbiter's dashboard shows it at the top of the management page:
 * players to enter, the next round to pair, pairings to publish, boards without a result (by round and board),
 * withdrawn players still on a board without a result, played games without their PDN or whose verification
 * found a contradiction, and the tournament to close. {@link #next()} is the one step to take now.
 */
public record ArbiterDashboard(boolean needsPlayers, Integer roundToPair, List<Integer> unpublished,
                               List<BoardRef> missing, List<Withdrawn> withdrawn, List<BoardRef> gamesMissing,
                               List<BoardRef> gamesFlagged, boolean finishable, Step next, Integer nextRound) {

    /** The next step, one button on the dashboard. */
    public enum Step { ENTER_PLAYERS, DECIDE_WITHDRAWN, ENTER_RESULTS, PUBLISH, PAIR, FINISH, NONE }

    /** A withdrawn player still on a board without a result, in a round from his withdrawal on. */
    public record Withdrawn(Entry entry, int round, Pairing board) {
    }

    /** A board of a round. */
    public record BoardRef(int round, Pairing board) {
    }

    /** The played results whose game can be attached (forfeits and byes have none). */
    private static boolean playedOverTheBoard(BoardResult r) {
        return r == BoardResult.WHITE_WINS || r == BoardResult.DRAW || r == BoardResult.BLACK_WINS;
    }

    static ArbiterDashboard of(Snapshot s) {
        TournamentEvent e = s.event();
        List<EventRound> rounds = s.rounds();
        boolean needsPlayers = e.entries().size() < 2;
        int planned = e.plannedRounds();
        EventRound last = rounds.isEmpty() ? null : rounds.get(rounds.size() - 1);
        Integer toPair = !needsPlayers && rounds.size() < planned && (last == null || last.complete())
                ? rounds.size() + 1 : null;
        List<Integer> unpublished = new ArrayList<>();
        List<BoardRef> missing = new ArrayList<>();
        List<Withdrawn> withdrawn = new ArrayList<>();
        List<BoardRef> gamesMissing = new ArrayList<>();
        List<BoardRef> gamesFlagged = new ArrayList<>();
        for (EventRound r : rounds) {
            if (!r.published()) {
                unpublished.add(r.number());
                continue;
            }
            for (Pairing p : r.boards()) {
                if (!p.result().decided()) {
                    missing.add(new BoardRef(r.number(), p));
                    for (Entry x : p.black() == null ? List.of(p.white()) : List.of(p.white(), p.black())) {
                        if (x.withdrawnFrom() != null && x.withdrawnFrom() <= r.number()) {
                            withdrawn.add(new Withdrawn(x, r.number(), p));
                        }
                    }
                }
                if (!p.isBye() && playedOverTheBoard(p.result()) && e.recordsGames()) {
                    if (p.pdn() == null) {
                        gamesMissing.add(new BoardRef(r.number(), p));
                    } else if (p.pdnFlagged()) {
                        gamesFlagged.add(new BoardRef(r.number(), p));
                    }
                }
            }
        }
        boolean allDone = planned > 0 && rounds.size() >= planned && unpublished.isEmpty() && missing.isEmpty();
        boolean finishable = allDone && e.status() != EventStatus.FINISHED;
        Step next;
        Integer nextRound = null;
        if (needsPlayers && rounds.isEmpty()) {
            next = Step.ENTER_PLAYERS;
        } else if (!withdrawn.isEmpty()) {
            next = Step.DECIDE_WITHDRAWN;
            nextRound = withdrawn.get(0).round();
        } else if (!missing.isEmpty()) {
            next = Step.ENTER_RESULTS;
            nextRound = missing.get(0).round();
        } else if (!unpublished.isEmpty()) {
            next = Step.PUBLISH;
            nextRound = unpublished.get(0);
        } else if (toPair != null) {
            next = Step.PAIR;
            nextRound = toPair;
        } else if (finishable) {
            next = Step.FINISH;
        } else {
            next = Step.NONE;
        }
        return new ArbiterDashboard(needsPlayers, toPair, List.copyOf(unpublished), List.copyOf(missing),
                List.copyOf(withdrawn), List.copyOf(gamesMissing), List.copyOf(gamesFlagged), finishable, next, nextRound);
    }

    /** True when nothing is left to do. */
    public boolean done() {
        return !needsPlayers && roundToPair == null && unpublished.isEmpty() && missing.isEmpty() && withdrawn.isEmpty()
                && gamesFlagged.isEmpty() && !finishable;
    }

    /** The rounds not yet published, as the arbiter reads them ({@code 3, 4, 5}). */
    public String unpublishedList() {
        return String.join(", ", unpublished.stream().map(String::valueOf).toList());
    }
}
