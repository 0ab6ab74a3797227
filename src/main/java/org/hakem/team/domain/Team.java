package org.hakem.team.domain;

import org.hakem.event.domain.InvalidEventException;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hakem.platform.ConflictException;
import org.hakem.platform.Problem;

/**
 * A team of an event and its roster in board order: the member at position 1 is the strongest and plays board 1 when
 * present. The roster holds at most the boards plus the reserves the event allows; its order is fixed once a round is
 * paired (a line-up is checked against it).
 */
@Entity
@Table(name = "team_team")
public class Team {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "event_id")
    private TeamEvent event;

    @Column(nullable = false)
    private int number;

    @Column(nullable = false, length = 200)
    private String name;

    private String club;

    private String federation;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Version
    private long version;

    @OneToMany(mappedBy = "team", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderBy("position")
    private List<TeamMember> members = new ArrayList<>();

    protected Team() {
        // for JPA
    }

    Team(TeamEvent event, int number, String name, String club, String federation) {
        this.event = event;
        this.number = number;
        this.name = name;
        this.club = club;
        this.federation = federation;
        this.createdAt = Instant.now();
    }

    void number(int n) {
        this.number = n;
    }

    void rename(String newName, String newClub, String newFederation) {
        this.name = newName;
        this.club = newClub;
        this.federation = newFederation;
    }

    /** Refuses one more member: the rounds are paired (an imported event excepted) or the roster is full. */
    public void requireRoom(boolean paired) {
        if (paired && !event.imported()) {
            throw new InvalidEventException("playerId", Problem.of("team.roster.paired"));
        }
        if (members.size() >= event.rosterLimit() && !event.imported()) {
            throw new InvalidEventException("playerId", Problem.of("team.roster.full", name, event.rosterLimit(),
                    event.boards(), event.reserves()));
        }
    }

    /**
     * Adds a player at the end of the roster.
     *
     * @param playerId the registered player, or null for a member known by name only (an imported event)
     */
    public TeamMember addMember(Long playerId, String memberName, Integer rating, String memberFederation,
                                boolean paired) {
        if (paired && !event.imported()) {
            throw new InvalidEventException("playerId", Problem.of("team.roster.paired"));
        }
        if (playerId != null && members.stream().anyMatch(m -> playerId.equals(m.playerId()))) {
            throw new ConflictException(Problem.of("team.roster.twice", memberName, name), version);
        }
        requireRoom(paired);
        TeamMember m = new TeamMember(this, members.size() + 1, playerId, memberName, rating, memberFederation);
        members.add(m);
        return m;
    }

    /** Removes a member while no round is paired; the members after it move up one board. */
    public void removeMember(TeamMember m, boolean paired) {
        if (paired) {
            throw new InvalidEventException("member", Problem.of("team.roster.paired"));
        }
        members.remove(m);
        renumber(members());
    }

    /** Puts the roster in the order given (every member once) while no round is paired. */
    public void reorder(List<Long> memberIds, boolean paired) {
        if (paired) {
            throw new InvalidEventException("members", Problem.of("team.roster.paired"));
        }
        Set<Long> given = new HashSet<>(memberIds);
        if (given.size() != memberIds.size() || given.size() != members.size()
                || !members.stream().allMatch(m -> given.contains(m.id()))) {
            throw new InvalidEventException("members", Problem.of("team.roster.order-all", name, members.size()));
        }
        List<TeamMember> ordered = new ArrayList<>();
        for (Long mid : memberIds) {
            ordered.add(member(mid).orElseThrow());
        }
        renumber(ordered);
    }

    private void renumber(List<TeamMember> ordered) {
        for (int i = 0; i < ordered.size(); i++) {
            ordered.get(i).position(i + 1);
        }
    }

    public Optional<TeamMember> member(long memberId) {
        return members.stream().filter(m -> m.id() != null && m.id() == memberId).findFirst();
    }

    public Optional<TeamMember> memberAt(int position) {
        return members.stream().filter(m -> m.position() == position).findFirst();
    }

    public Optional<TeamMember> memberByName(String memberName) {
        return members.stream().filter(m -> m.name().equals(memberName)).findFirst();
    }

    public Long id() {
        return id;
    }

    public TeamEvent event() {
        return event;
    }

    public int number() {
        return number;
    }

    public String name() {
        return name;
    }

    public String club() {
        return club;
    }

    public String federation() {
        return federation;
    }

    public long version() {
        return version;
    }

    /** The roster in board order. */
    public List<TeamMember> members() {
        List<TeamMember> out = new ArrayList<>(members);
        out.sort(Comparator.comparingInt(TeamMember::position));
        return out;
    }
}
