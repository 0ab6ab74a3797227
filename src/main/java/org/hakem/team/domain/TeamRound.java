package org.hakem.team.domain;

import org.hakem.event.domain.InvalidEventException;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Entity;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import org.hakem.platform.Problem;
import org.hakem.event.domain.PairedRound;

/**
 * A paired round of a team event and its matches. It is a draft until published: only a published round takes
 * line-ups and results. Its pairings may be replaced while no board has a result.
 */
@Entity
@Table(name = "team_round")
public class TeamRound extends PairedRound {

    @OneToMany(mappedBy = "round", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderBy("number")
    private List<TeamMatch> matches = new ArrayList<>();

    protected TeamRound() {
        // for JPA
    }

    /**
     * One match to create: home and away (null for a bye), and who has White on which board when it is not what the
     * event's colour rule says (an imported match as it was played), else null.
     */
    public record PlannedMatch(Team home, Team away, IntPredicate homeWhite) {

        public PlannedMatch(Team home, Team away) {
            this(home, away, null);
        }
    }

    /**
     * A round with the matches given, in that order, byes last; every team at most once.
     *
     * @param homeWhite whether the home team has White on a board, as the event's colour rule says for this round
     */
    public TeamRound(TeamEvent event, int number, List<PlannedMatch> planned, IntPredicate homeWhite) {
        super(event.id(), number);
        for (PlannedMatch p : gamesThenByes(planned, PlannedMatch::home, PlannedMatch::away, Team::id,
                t -> new InvalidEventException("matches", Problem.of("team.round.paired-twice", t.name(), number)))) {
            matches.add(new TeamMatch(this, matches.size() + 1, p.home(), p.away(), event.boards(),
                    p.homeWhite() == null ? homeWhite : p.homeWhite()));
        }
    }

    /** True when any board of the round has a result. */
    @Override
    public boolean hasGameResults() {
        return matches.stream().anyMatch(TeamMatch::hasResults);
    }

    public Optional<TeamMatch> match(int match) {
        return matches.stream().filter(m -> m.number() == match).findFirst();
    }

    /** The match of a team this round, if it is paired. */
    public Optional<TeamMatch> matchOf(Team t) {
        return matches.stream().filter(m -> m.involves(t)).findFirst();
    }

    public List<TeamMatch> matches() {
        return List.copyOf(matches);
    }
}
