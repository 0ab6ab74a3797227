package org.hakem.tournament.domain;

import org.hakem.event.domain.InvalidEventException;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Entity;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hakem.platform.Problem;
import org.hakem.event.domain.BoardResult;
import org.hakem.event.domain.PairedRound;

/**
 * A paired round of a tournament and its boards. It is a draft until published: only arbiters see a
 * draft, and only a published round takes results. Pairings may be changed while no game of the round
 * has a result.
 */
@Entity
@Table(name = "tournament_round")
public class EventRound extends PairedRound {

    @OneToMany(mappedBy = "round", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderBy("board")
    private List<Pairing> boards = new ArrayList<>();

    protected EventRound() {
        // for JPA
    }

    /**
     * A round with the boards given: games first in the order given, then the byes. Every entry appears
     * at most once.
     */
    public EventRound(TournamentEvent event, int number, List<PlannedBoard> planned) {
        super(event.id(), number);
        for (PlannedBoard p : gamesThenByes(planned, PlannedBoard::white, PlannedBoard::black, Entry::id,
                e -> new InvalidEventException("boards", Problem.of("event.round.paired-twice",
                        e.startNumber() + " " + e.name(), number)))) {
            boards.add(new Pairing(this, boards.size() + 1, p.white(), p.black(), p.result()));
        }
    }

    /** One board to create: white and black (null for a bye) and the result it starts with. */
    public record PlannedBoard(Entry white, Entry black, BoardResult result) {
    }

    /**
     * Checks that the pairings may still change: no game of the round has a result. The service then
     * replaces the round by a new one with the same number.
     */
    @Override
    public boolean hasGameResults() {
        return boards.stream().anyMatch(b -> !b.isBye() && b.result().decided());
    }

    /** True when every board has a result. */
    public boolean complete() {
        return boards.stream().allMatch(b -> b.result().decided());
    }

    public Optional<Pairing> board(int board) {
        return boards.stream().filter(b -> b.board() == board).findFirst();
    }

    public List<Pairing> boards() {
        return List.copyOf(boards);
    }
}
