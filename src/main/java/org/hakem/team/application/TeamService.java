package org.hakem.team.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.hakem.crosstable.Colour;
import org.hakem.event.application.EventAccess;
import org.hakem.event.application.EventLifecycle;
import org.hakem.event.domain.EventArbiters;
import org.hakem.pairing.PairingException;
import org.hakem.pairing.team.TeamFixture;
import org.hakem.pairing.team.TeamInitialOrder;
import org.hakem.pairing.team.TeamRoundPairing;
import org.hakem.pairing.team.TeamRoundRobin;
import org.hakem.pairing.team.TeamSwissPairer;
import org.hakem.pairing.team.TeamSwissRequests;
import org.hakem.pairing.team.TeamSwissRules;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.player.application.PlayerLines;
import org.hakem.player.application.PlayerService;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.event.domain.InvalidEventException;
import org.hakem.team.domain.Team;
import org.hakem.team.domain.TeamAudit;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamEventDetails;
import org.hakem.team.domain.TeamEventRepository;
import org.hakem.event.domain.EventStatus;
import org.hakem.team.domain.TeamMember;
import org.hakem.team.domain.TeamRound;
import org.hakem.event.application.Actor;

/**
 * Use cases of running a team event: settings, teams and their rosters, pairing and publishing rounds (through the
 * pure pairers: {@link TeamRoundRobin} for leagues, {@link TeamSwissPairer} for a team Swiss). Each method is one
 * transaction; every change is written to the audit trail. Line-ups, results, games and forfeits go through
 * {@link TeamResultService}.
 */
@ApplicationScoped
@Transactional
public class TeamService extends EventLifecycle<TeamEvent, TeamEventDetails, TeamSnapshot, TeamRound, TeamAudit> {

    private static final Kind KIND = new Kind(TeamResultService.ARCHIVE_KIND,
            id -> Problem.of("team.event.not-found", id), Problem.of("team.event.changed"),
            (id, round) -> Problem.of("team.round.not-found", id, round));

    public TeamService() {
        super(KIND, TeamEvent::new, TeamEvent::correct, TeamEvent::details);
    }

    private static final SecureRandom LOT = new SecureRandom();

    @Inject
    TeamEventRepository events;

    @Inject
    PlayerService players;

    @Inject
    PlayerLines playerLines;

    @Override
    protected TeamEventRepository store() {
        return events;
    }

    @Override
    protected TeamSnapshot load(TeamEvent e) {
        e.teams().forEach(t -> t.members().forEach(TeamMember::name));
        List<TeamRound> rounds = events.rounds(e.id());
        rounds.forEach(r -> r.matches().forEach(m -> m.boards().forEach(b -> b.result())));
        return new TeamSnapshot(e, rounds);
    }

    @Override
    protected TeamAudit auditRow(long eventId, String actor, String action, Integer round, String oldValue,
                                 String newValue) {
        return new TeamAudit(eventId, actor, action, round, null, null, oldValue, newValue);
    }

    @Override
    protected void submitGames(TeamEvent e, TeamRound round) {
        round.matches().forEach(m -> m.boards().stream().filter(b -> b.pdn() != null)
                .forEach(b -> TeamResultService.submit(archive, e, round.number(), b)));
    }

    /** Makes the creator of a new event (not yet stored: audit the changes once it is) its chief arbiter. */
    List<EventAccess.Change> created(TeamEvent made, String names, Actor actor) {
        return access.created(made.arbiterPanel(), actor.name(), !actor.system(), names);
    }

    /** Audits the arbiters given a stored event ({@link #created}). */
    void audited(TeamEvent e, Actor actor, List<EventAccess.Change> given) {
        given.forEach(c -> audit(e, actor, c));
    }

    /** Enters a team with the next number. */
    public Team addTeam(long id, String name, String club, String federation, Actor actor) {
        TeamEvent e = writable(id, actor);
        Team t = e.enter(name, club, federation, events.rounds(id).size());
        events.flush();
        audit(e, actor, "team", null, null, t.number() + " " + t.name());
        return t;
    }

    /** Renames a team (its name, club and federation). */
    public Team renameTeam(long id, long teamId, String name, String club, String federation, Actor actor) {
        TeamEvent e = writable(id, actor);
        Team t = team(e, teamId);
        String before = t.name();
        e.rename(t, name, club, federation);
        events.flush();
        audit(e, actor, "team renamed", null, before, t.name());
        t.members().forEach(TeamMember::name); // the roster is shown after the transaction
        return t;
    }

    public void removeTeam(long id, long teamId, Actor actor) {
        TeamEvent e = writable(id, actor);
        Team t = team(e, teamId);
        e.remove(t, events.rounds(id).size());
        audit(e, actor, "team removed", null, t.number() + " " + t.name(), null);
    }

    /** Puts a registered player at the end of a team's roster (name, rating and federation copied). */
    public TeamMember addMember(long id, long teamId, long playerId, Actor actor) {
        TeamEvent e = writable(id, actor);
        Team t = team(e, teamId);
        for (Team other : e.teams()) {
            if (other != t && other.members().stream().anyMatch(m -> Long.valueOf(playerId).equals(m.playerId()))) {
                throw new ConflictException(Problem.of("team.roster.other-team", other.name()), e.version());
            }
        }
        Player p = players.get(playerId);
        PlayerDetails d = p.details();
        TeamMember m = t.addMember(p.id(), p.name(), d.rating(), d.federation(), !events.rounds(id).isEmpty());
        events.flush();
        audit(e, actor, "roster", null, null, t.name() + ": " + m.position() + " " + m.name());
        return m;
    }

    /**
     * Adds many players to the end of a team's roster at once (#33), one line each and in the order given (the board
     * order): {@code #12}, an FMJD or national id, or a registered name, looked up as a tournament's pasted entries are
     * ({@link PlayerLines}); with {@code create}, a name found nowhere is registered first. Each line is added or
     * refused on its own and the result says which and why; ambiguous lines add nobody.
     */
    public RosterBatch addMany(long id, long teamId, List<String> lines, boolean create, Actor actor) {
        TeamEvent e = writable(id, actor);
        Team t = team(e, teamId);
        List<PlayerLines.Pasted> pasted = PlayerLines.pasted(lines);
        boolean paired = !events.rounds(id).isEmpty();
        List<RosterBatch.Line> out = new ArrayList<>();
        for (PlayerLines.Pasted line : pasted) {
            out.add(addLine(e, t, line.line(), line.text(), create, paired, actor));
        }
        return new RosterBatch(out);
    }

    private RosterBatch.Line addLine(TeamEvent e, Team t, int n, String text, boolean create, boolean paired,
                                     Actor actor) {
        PlayerLines.Named named = playerLines.resolve(text, List.of(), create);
        switch (named.kind()) {
            case AMBIGUOUS -> {
                return new RosterBatch.Line(n, text, RosterBatch.Outcome.AMBIGUOUS, null, t.name(), named.names(), null);
            }
            case UNKNOWN, ON_LIST -> {
                return new RosterBatch.Line(n, text, RosterBatch.Outcome.UNKNOWN, null, t.name(), "", null);
            }
            case INVALID -> {
                return new RosterBatch.Line(n, text, RosterBatch.Outcome.REFUSED, null, t.name(), "", named.cause());
            }
            default -> { }
        }
        if (named.player() != null) {
            long playerId = named.player().id();
            Optional<TeamMember> already = t.members().stream()
                    .filter(m -> Long.valueOf(playerId).equals(m.playerId())).findFirst();
            if (already.isPresent()) {
                return new RosterBatch.Line(n, text, RosterBatch.Outcome.ALREADY, already.get(), t.name(), "", null);
            }
            for (Team other : e.teams()) {
                if (other != t && other.members().stream().anyMatch(m -> Long.valueOf(playerId).equals(m.playerId()))) {
                    return new RosterBatch.Line(n, text, RosterBatch.Outcome.REFUSED, null, t.name(), "",
                            Problem.of("team.roster.other-team", other.name()));
                }
            }
        }
        try {
            t.requireRoom(paired);
        } catch (ValidationException refused) {
            return new RosterBatch.Line(n, text, RosterBatch.Outcome.REFUSED, null, t.name(), "",
                    refused.problems().values().iterator().next());
        }
        Player p = playerLines.player(named);
        PlayerDetails d = p.details();
        TeamMember m = t.addMember(p.id(), p.name(), d.rating(), d.federation(), paired);
        events.flush();
        audit(e, actor, "roster", null, null, t.name() + ": " + m.position() + " " + m.name());
        return new RosterBatch.Line(n, text, named.details() == null ? RosterBatch.Outcome.ADDED
                : RosterBatch.Outcome.CREATED, m, t.name(), "", null);
    }

    public void removeMember(long id, long teamId, long memberId, Actor actor) {
        TeamEvent e = writable(id, actor);
        Team t = team(e, teamId);
        TeamMember m = t.member(memberId).orElseThrow(() -> new NotFoundException(
                Problem.of("team.member.not-found", memberId, t.name())));
        t.removeMember(m, !events.rounds(id).isEmpty());
        audit(e, actor, "roster removed", null, t.name() + ": " + m.name(), null);
    }

    /** Puts a roster in board order (member ids, first board first). */
    public Team reorder(long id, long teamId, List<Long> memberIds, Actor actor) {
        TeamEvent e = writable(id, actor);
        Team t = team(e, teamId);
        String before = names(t);
        t.reorder(memberIds, !events.rounds(id).isEmpty());
        audit(e, actor, "roster order", null, before, names(t));
        return t;
    }

    private static String names(Team t) {
        return String.join(", ", t.members().stream().map(TeamMember::name).toList());
    }

    static Team team(TeamEvent e, long teamId) {
        return e.teamById(teamId).orElseThrow(() -> new NotFoundException(Problem.of("team.not-found", teamId, e.name())));
    }

    /**
     * Pairs the next round: a league from the Berger tables (home and away as the table gives them, the second
     * cycle reversed), a team Swiss by C.04.6 from the finished rounds before it (the initial colour drawn by lot
     * when round 1 is paired). The round is a draft until published.
     */
    public TeamRound pairNext(long id, Actor actor) {
        TeamEvent e = writable(id, actor);
        List<TeamRound> rounds = events.rounds(id);
        int next = rounds.size() + 1;
        int planned = e.plannedRounds();
        if (e.teams().size() < 2) {
            throw new InvalidEventException("round", Problem.of("team.pair.two-teams"));
        }
        if (planned > 0 && next > planned) {
            throw new InvalidEventException("round", Problem.of("event.round.beyond", e.name(), planned, next));
        }
        TeamRoundPairing pairing;
        if (e.system().roundRobin()) {
            List<TeamRoundPairing> schedule = TeamRoundRobin.schedule(e.teams().size(), e.system().cycles(), false);
            if (next > schedule.size()) {
                throw new InvalidEventException("round", Problem.of("event.round.beyond", e.name(), schedule.size(), next));
            }
            pairing = schedule.get(next - 1);
        } else {
            for (TeamRound r : rounds) {
                if (!r.matches().stream().allMatch(m -> m.isBye() || m.score(e.gamePoints()).decided())) {
                    throw new InvalidEventException("round", Problem.of("team.pair.unfinished", r.number()));
                }
            }
            if (next == 1) {
                // C.04.6 leaves the initial order to the competition: Hakem's default (TeamInitialOrder), strongest first
                TeamModel model = TeamModel.of(e, rounds);
                Map<Integer, Integer> ratings = new HashMap<>();
                model.crosstable().players().forEach(p -> ratings.put(p.startNumber(), p.rating()));
                List<Integer> order = TeamInitialOrder.order(model.crosstable().teams(), ratings, e.boards());
                String before = String.join(", ", e.teams().stream().map(t -> t.number() + " " + t.name()).toList());
                e.renumber(order);
                events.flush();
                String after = String.join(", ", e.teams().stream().map(t -> t.number() + " " + t.name()).toList());
                if (!before.equals(after)) {
                    audit(e, actor, "initial order", null, before, after);
                }
            }
            if (e.initialColour().isEmpty()) {
                e.fixInitialColour(LOT.nextBoolean() ? Colour.WHITE : Colour.BLACK);
                audit(e, actor, "initial colour", null, null, e.initialColour().get().name().toLowerCase(java.util.Locale.ROOT)
                        + " (by lot)");
            }
            TeamSwissRules rules = new TeamSwissRules(e.primaryScore(), true, e.colourPreferences(),
                    e.initialColour().get(), planned, e.colourRule());
            try {
                pairing = TeamSwissPairer.pair(TeamSwissRequests.of(TeamModel.of(e, rounds).crosstable(), next,
                        Set.of(), rules));
            } catch (PairingException ex) {
                throw new ValidationException("round", Problem.of("team.pair.failed", ex.getMessage()));
            }
        }
        List<TeamRound.PlannedMatch> planned2 = new ArrayList<>();
        for (TeamFixture f : pairing.fixtures()) {
            planned2.add(new TeamRound.PlannedMatch(numbered(e, f.home()), numbered(e, f.away())));
        }
        if (pairing.bye().isPresent()) {
            planned2.add(new TeamRound.PlannedMatch(numbered(e, pairing.bye().getAsInt()), null));
        }
        TeamRound r = events.addRound(new TeamRound(e, next, planned2,
                board -> e.colourRule().colour(board, true) == Colour.WHITE));
        audit(e, actor, "pair", next, null, pairingText(r));
        return r;
    }

    private static Team numbered(TeamEvent e, int number) {
        return e.teamByNumber(number).orElseThrow(() -> new IllegalStateException("no team " + number));
    }

    @Override
    protected String pairingText(TeamRound r) {
        StringBuilder b = new StringBuilder();
        for (org.hakem.team.domain.TeamMatch m : r.matches()) {
            if (b.length() > 0) {
                b.append("; ");
            }
            b.append(m.number()).append(": ").append(m.home().name()).append(m.isBye() ? " bye" : " – " + m.away().name());
        }
        return b.toString();
    }
}
