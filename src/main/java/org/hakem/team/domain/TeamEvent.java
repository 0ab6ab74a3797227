package org.hakem.team.domain;

import org.hakem.event.domain.InvalidEventException;

import org.hakem.event.domain.EventStatus;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.MatchPoints;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.event.domain.ArbitratedEvent;
import org.hakem.event.domain.EventArbiter;
import org.hakem.event.domain.EventArbiters;
import org.hakem.event.domain.EventTieBreakRules;
import org.hakem.pairing.team.ColourPreferenceType;
import org.hakem.standings.TeamTieBreak;
import org.hakem.platform.ConflictException;
import org.hakem.platform.Problem;

/**
 * A team event as arbiters run it: its settings and its teams in starting order. Rounds with their matches and
 * boards are separate aggregates ({@link TeamRound}) so that results on different boards never contend for this row.
 *
 * <p>Invariants: team numbers are 1..n without gaps in the order the teams were entered; a team's name is unique in
 * the event; a round robin takes no team once paired; the system, variant and boards per match no longer change
 * once a round is paired.
 */
@Entity
@Table(name = "team_event")
public class TeamEvent extends ArbitratedEvent {

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private TeamSystem system;

    @Column(nullable = false)
    private int boards;

    @Column(nullable = false)
    private int reserves;

    @Enumerated(EnumType.STRING)
    @Column(name = "primary_score", nullable = false)
    private PrimaryScore primaryScore;

    @Column(name = "match_win", nullable = false)
    private BigDecimal matchWin;

    @Column(name = "match_draw", nullable = false)
    private BigDecimal matchDraw;

    @Column(name = "match_loss", nullable = false)
    private BigDecimal matchLoss;

    @Column(name = "game_win", nullable = false)
    private BigDecimal gameWin;

    @Column(name = "game_draw", nullable = false)
    private BigDecimal gameDraw;

    @Column(name = "game_loss", nullable = false)
    private BigDecimal gameLoss;

    @Enumerated(EnumType.STRING)
    @Column(name = "colour_rule", nullable = false)
    private BoardColours colourRule;

    @Enumerated(EnumType.STRING)
    @Column(name = "colour_preferences", nullable = false)
    private ColourPreferenceType colourPreferences;

    /** The arbiters of the event (#30): the relation shared with tournaments; none means admins only. */
    @OneToMany(cascade = CascadeType.ALL, orphanRemoval = true, fetch = FetchType.EAGER)
    @OrderBy("id")
    @JoinColumn(name = "team_event_id")
    private List<EventArbiter> arbiterRows = new ArrayList<>();

    @Column(nullable = false)
    private boolean imported;

    @OneToMany(mappedBy = "event", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderBy("number")
    private List<Team> teams = new ArrayList<>();

    protected TeamEvent() {
        // for JPA
    }

    public TeamEvent(TeamEventDetails details) {
        super(Instant.now());
        apply(details, false);
    }

    /** An event made from a PDN file: its line-ups are what was played, so the roster order is not checked. */
    public static TeamEvent imported(TeamEventDetails details) {
        TeamEvent e = new TeamEvent(details);
        e.imported = true;
        return e;
    }

    /**
     * Changes the settings. Once a round is paired the system, the variant and the boards per match no longer
     * change (the matches depend on them).
     */
    public void correct(TeamEventDetails details, boolean paired) {
        apply(details, paired);
    }

    private void apply(TeamEventDetails raw, boolean paired) {
        TeamEventDetails d = raw.normalised();
        Map<String, Problem> errors = d.validate();
        if (!errors.isEmpty()) {
            throw new InvalidEventException(errors);
        }
        fixedOncePaired(paired, "system", system, d.system());
        fixedOncePaired(paired, "variant", variant(), d.variant());
        fixedOncePaired(paired, "boards", boards, d.boards());
        fixedOncePaired(paired, "colourRule", colourRule, d.colourRule());
        MatchPoints m = MatchPoints.parse(d.matchPoints());
        PointSystem g = PointSystem.parse(d.gamePoints());
        this.system = d.system();
        this.boards = d.boards();
        this.reserves = d.reserves();
        this.primaryScore = d.primaryScore();
        this.matchWin = PointSystem.decimal(m.win());
        this.matchDraw = PointSystem.decimal(m.draw());
        this.matchLoss = PointSystem.decimal(m.loss());
        this.gameWin = PointSystem.decimal(g.win());
        this.gameDraw = PointSystem.decimal(g.draw());
        this.gameLoss = PointSystem.decimal(g.loss());
        this.colourRule = d.colourRule();
        this.colourPreferences = d.colourPreferences();
        apply(d.basics(), String.join(",", TeamTieBreak.parseList(d.tieBreaks()).stream().map(TeamTieBreak::code).toList()));
    }

    /**
     * Enters a team with the next number.
     *
     * @param pairedRounds the number of rounds already paired
     */
    public Team enter(String teamName, String club, String federation, int pairedRounds) {
        String n = teamName == null ? "" : teamName.strip();
        if (n.isEmpty()) {
            throw new InvalidEventException("name", Problem.of("field.required"));
        }
        text("name", n, 200);
        if (team(n).isPresent()) {
            throw new ConflictException(Problem.of("team.twice", n, name()), version());
        }
        if (pairedRounds > 0 && system.roundRobin()) {
            throw new InvalidEventException("name", Problem.of("team.round-robin-paired"));
        }
        String fed = federation == null || federation.isBlank() ? null : federation.strip().toUpperCase(java.util.Locale.ROOT);
        if (fed != null && !fed.matches("[A-Z]{3}")) {
            throw new InvalidEventException("federation", Problem.of("player.federation.format"));
        }
        String c = club == null || club.isBlank() ? null : club.strip();
        text("club", c, 200);
        Team t = new Team(this, teams.size() + 1, n, c, fed);
        teams.add(t);
        touch();
        return t;
    }

    /**
     * Renames a team, or changes its club or federation (an imported team is named "Team 1"... until the arbiter
     * says who it is). The name stays unique in the event.
     */
    public void rename(Team t, String teamName, String club, String federation) {
        String n = teamName == null ? "" : teamName.strip();
        if (n.isEmpty()) {
            throw new InvalidEventException("name", Problem.of("field.required"));
        }
        text("name", n, 200);
        if (team(n).filter(other -> other != t).isPresent()) {
            throw new ConflictException(Problem.of("team.twice", n, name()), version());
        }
        String fed = federation == null || federation.isBlank() ? null : federation.strip().toUpperCase(java.util.Locale.ROOT);
        if (fed != null && !fed.matches("[A-Z]{3}")) {
            throw new InvalidEventException("federation", Problem.of("player.federation.format"));
        }
        String c = club == null || club.isBlank() ? null : club.strip();
        text("club", c, 200);
        t.rename(n, c, fed);
        touch();
    }

    /** Refuses a team's one-line text that is too long or not one line ({@link org.hakem.platform.TextField}). */
    private static void text(String field, String value, int max) {
        Problem p = org.hakem.platform.TextField.problem(value, max);
        if (p != null) {
            throw new InvalidEventException(field, p);
        }
    }

    /** Removes a team that has not been paired yet; the teams after it move up one number. */
    public void remove(Team t, int pairedRounds) {
        if (pairedRounds > 0) {
            throw new InvalidEventException("team", Problem.of("team.remove-paired"));
        }
        teams.remove(t);
        teams.sort(Comparator.comparingInt(Team::number));
        for (int i = 0; i < teams.size(); i++) {
            teams.get(i).number(i + 1);
        }
        touch();
    }

    /**
     * Gives the teams the numbers of an initial order (before the first round of a team Swiss): the team now numbered
     * {@code order.get(0)} becomes 1, and so on. Every team once.
     */
    public void renumber(List<Integer> order) {
        List<Team> now = teams();
        if (order.size() != now.size() || !new java.util.HashSet<>(order).equals(new java.util.HashSet<>(
                now.stream().map(Team::number).toList()))) {
            throw new IllegalArgumentException("an initial order names every team once: " + order);
        }
        List<Team> ordered = order.stream().map(n -> teamByNumber(n).orElseThrow()).toList();
        for (int i = 0; i < ordered.size(); i++) {
            ordered.get(i).number(i + 1);
        }
        touch();
    }

    /** The most players a roster may hold: the boards and the reserves. */
    public int rosterLimit() {
        return boards + reserves;
    }

    @Override
    protected int entrantCount() {
        return teams.size();
    }

    public Optional<Team> team(String teamName) {
        return teams.stream().filter(t -> t.name().equalsIgnoreCase(teamName)).findFirst();
    }

    public Optional<Team> teamById(long teamId) {
        return teams.stream().filter(t -> t.id() != null && t.id() == teamId).findFirst();
    }

    public Optional<Team> teamByNumber(int number) {
        return teams.stream().filter(t -> t.number() == number).findFirst();
    }

    /** Match points of a won, drawn and lost match. */
    public MatchPoints matchPoints() {
        return new MatchPoints(matchWin.doubleValue(), matchDraw.doubleValue(), matchLoss.doubleValue());
    }

    /** The tie-breaks in order. */
    public List<TeamTieBreak> tieBreakList() {
        return TeamTieBreak.parseList(tieBreaks());
    }

    public ColourPreferenceType colourPreferences() {
        return colourPreferences;
    }

    /** Game points of a won, drawn and lost game. */
    public PointSystem gamePoints() {
        return PointSystem.of(gameWin.doubleValue(), gameDraw.doubleValue(), gameLoss.doubleValue());
    }

    /** The arbiters of the event; changes to it are the event's. */
    @Override
    public EventArbiters arbiterPanel() {
        return new EventArbiters(arbiterRows);
    }

    public TeamEventDetails details() {
        return new TeamEventDetails(name(), place(), startDate(), endDate(), variant(), system, rounds(), boards,
                reserves, primaryScore, matchPoints().text(), gamePoints().text(), colourRule, colourPreferences,
                tieBreaks(), arbiters(), status(), publicEvent(), EventTieBreakRules.setting(chosenTieBreakRules()));
    }

    @Override
    public TeamSystem system() {
        return system;
    }

    public int boards() {
        return boards;
    }

    public int reserves() {
        return reserves;
    }

    public PrimaryScore primaryScore() {
        return primaryScore;
    }

    public BoardColours colourRule() {
        return colourRule;
    }

    public boolean imported() {
        return imported;
    }

    /** Teams by number. */
    public List<Team> teams() {
        List<Team> out = new ArrayList<>(teams);
        out.sort(Comparator.comparingInt(Team::number));
        return out;
    }
}
