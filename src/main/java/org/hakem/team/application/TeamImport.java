package org.hakem.team.application;

import jakarta.enterprise.context.ApplicationScoped;
import org.hakem.archive.application.GameSubmissions;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.event.application.EventAccess;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnWriter;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Variant;
import org.hakem.team.domain.MatchBoard;
import org.hakem.team.domain.Team;
import org.hakem.team.domain.TeamAudit;
import org.hakem.team.domain.TeamEvent;
import org.hakem.team.domain.TeamEventDetails;
import org.hakem.team.domain.TeamEventRepository;
import org.hakem.event.domain.EventStatus;
import org.hakem.team.domain.TeamMatch;
import org.hakem.team.domain.TeamMember;
import org.hakem.team.domain.TeamRound;
import org.hakem.team.domain.TeamSystem;
import org.hakem.event.application.Actor;
import org.hakem.event.application.GameVerifier;
import org.hakem.event.domain.BoardResult;

/**
 * Makes a team event from a PDN file of a team competition, when the arbiter asks for it. Everything comes from the
 * games' tags:
 * <ul>
 * <li>the event: {@code Event} (or the name given), {@code Site}, the first {@code Date}; the variant given, else the
 * games' {@code GameType};</li>
 * <li>rounds: {@code Round} ({@code R} or {@code R.M}, match M of round R, as Hakem's own PDN export writes it);</li>
 * <li>matches and boards: {@code Board} where present; otherwise the games of a round, in file order, are its matches
 * one after another, {@code boards} games each (board 1 first);</li>
 * <li>teams: {@code WhiteTeam} and {@code BlackTeam} where every game has them. Otherwise they are derived: the home
 * team of a match is the side of White on board 1 and colours alternate by board (the usual regulation); players who
 * sat on the same side of some match are one team. A name seen twice in one round, or on both sides of a match,
 * belongs to two players (namesakes, such as the two "Zeleny,M." of the Czech team championship 2008) and links no
 * sides; each of them is a member of the team whose side he sat on.</li>
 * </ul>
 * Rosters list the players by the lowest board they played, then by first appearance; line-ups are what was played
 * and are not checked against them ({@link TeamEvent#imported()}). A team that does not play in a round has no
 * opponent that round. Every game is replayed and checked against its result as an attached game, and archived.
 */
@ApplicationScoped
@Transactional
public class TeamImport {

    @Inject
    TeamEventRepository events;

    @Inject
    TeamService teams;

    @Inject
    GameSubmissions archive;

    /** One game of the file where it goes: round, match (1-based), board, its players and the sides. */
    record Placed(PdnGame game, int round, int match, int board, String white, String black) {
    }

    public TeamSnapshot importPdn(String pdn, String variantId, int boardsGiven, String nameGiven, Actor actor) {
        List<PdnGame> games = PdnReader.readAll(pdn == null ? "" : pdn, "team import").stream()
                .filter(g -> !g.isEmpty()).toList();
        if (games.isEmpty()) {
            throw new ValidationException("pdn", Problem.of("event.pdn.none"));
        }
        String variant = variant(games, variantId);
        int boards = boardsGiven > 0 ? boardsGiven : games.stream().mapToInt(g -> intTag(g, "Board", 0)).max()
                .orElse(0);
        if (boards <= 0) {
            boards = 4;
        }
        List<Placed> placed = place(games, boards);
        boolean tagged = games.stream().allMatch(g -> g.tag("WhiteTeam").isPresent() && g.tag("BlackTeam").isPresent());
        Map<String, List<Placed>> matches = matches(placed);
        // each match has two sides; a side is (match key, home?)
        Sides sides = tagged ? taggedSides(matches) : derivedSides(matches);

        PdnGame first = games.get(0);
        String name = nameGiven != null && !nameGiven.isBlank() ? nameGiven.strip()
                : first.tag("Event").filter(s -> !s.isBlank()).orElse("Imported team event");
        LocalDate start = games.stream().map(g -> date(g.tag("Date").orElse(""))).filter(d -> d != null)
                .min(Comparator.naturalOrder()).orElse(null);
        int rounds = placed.stream().mapToInt(Placed::round).max().orElse(1);
        TeamEventDetails details = new TeamEventDetails(name, first.tag("Site").filter(s -> !s.isBlank()).orElse(null),
                start, null, variant, TeamSystem.ROUND_ROBIN, rounds, boards, 0, PrimaryScore.MATCH_POINTS, null, null,
                BoardColours.HOME_WHITE_ON_FIRST_BOARD, null, null, null, EventStatus.FINISHED, true);
        TeamEvent imported = TeamEvent.imported(details);
        List<EventAccess.Change> given = teams.created(imported, null, actor); // the importer is its chief arbiter
        TeamEvent e = events.add(imported);
        // teams in order of first appearance, members by lowest board then first appearance
        Map<Integer, Team> teamOf = new LinkedHashMap<>();
        for (int t : sides.teamsInOrder()) {
            teamOf.put(t, e.enter(sides.name(t), null, null, 0));
        }
        Map<Integer, Map<String, int[]>> rosterKeys = new HashMap<>(); // team -> name -> {lowest board, first seen}
        int seen = 0;
        for (Map.Entry<String, List<Placed>> m : matches.entrySet()) {
            for (Placed p : m.getValue()) {
                for (boolean home : new boolean[]{true, false}) {
                    // the home player is White on this board when the home team has White there
                    String player = sides.homeWhite(m.getKey(), p.board()) == home ? p.white() : p.black();
                    int team = sides.team(m.getKey(), home);
                    int[] k = rosterKeys.computeIfAbsent(team, x -> new LinkedHashMap<>()).computeIfAbsent(player,
                            x -> new int[]{Integer.MAX_VALUE, 0});
                    if (k[1] == 0) {
                        k[1] = ++seen;
                    }
                    k[0] = Math.min(k[0], p.board());
                }
            }
        }
        for (Map.Entry<Integer, Team> t : teamOf.entrySet()) {
            rosterKeys.getOrDefault(t.getKey(), Map.of()).entrySet().stream()
                    .sorted(Comparator.comparingInt((Map.Entry<String, int[]> x) -> x.getValue()[0])
                            .thenComparingInt(x -> x.getValue()[1]))
                    .forEach(x -> t.getValue().addMember(null, x.getKey(), null, null, false));
        }
        events.flush();
        List<TeamRound> made = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            int round = r;
            List<TeamRound.PlannedMatch> planned = new ArrayList<>();
            Set<Team> playing = new HashSet<>();
            for (String key : matches.keySet()) {
                if (Integer.parseInt(key.split("\\.")[0]) != round) {
                    continue;
                }
                Team home = teamOf.get(sides.team(key, true));
                Team away = teamOf.get(sides.team(key, false));
                playing.add(home);
                playing.add(away);
                planned.add(new TeamRound.PlannedMatch(home, away, b -> sides.homeWhite(key, b)));
            }
            for (Team t : teamOf.values()) {
                if (!playing.contains(t)) {
                    planned.add(new TeamRound.PlannedMatch(t, null));
                }
            }
            TeamRound tr = events.addRound(new TeamRound(e, round, planned,
                    b -> BoardColours.HOME_WHITE_ON_FIRST_BOARD.colour(b, true) == org.hakem.crosstable.Colour.WHITE));
            tr.publish();
            made.add(tr);
            // line-ups, results and games of the round's matches, in the order planned
            int index = 0;
            for (String key : matches.keySet()) {
                if (Integer.parseInt(key.split("\\.")[0]) != round) {
                    continue;
                }
                TeamMatch tm = tr.matches().get(index++);
                List<Placed> ps = matches.get(key);
                List<TeamMember> home = new ArrayList<>();
                List<TeamMember> away = new ArrayList<>();
                for (int b = 1; b <= boards; b++) {
                    int board = b;
                    Optional<Placed> p = ps.stream().filter(x -> x.board() == board).findFirst();
                    boolean hw = sides.homeWhite(key, b);
                    home.add(p.map(x -> tm.home().memberByName(hw ? x.white() : x.black()).orElseThrow()).orElse(null));
                    away.add(p.map(x -> tm.away().memberByName(hw ? x.black() : x.white()).orElseThrow()).orElse(null));
                }
                tm.lineUp(tm.home(), home, false, actor.name());
                tm.lineUp(tm.away(), away, false, actor.name());
                for (Placed p : ps) {
                    MatchBoard b = tm.board(p.board()).orElseThrow();
                    BoardResult result = result(p.game());
                    if (result.decided()) {
                        b.record(result, actor.name());
                    }
                    String text = PdnWriter.toText(p.game());
                    GameVerifier.Verdict v = GameVerifier.verify(text, variant, b.result());
                    b.attachGame(text, v.text(), v.flagged(), actor.name());
                }
            }
        }
        events.flush();
        events.audit(new TeamAudit(e.id(), actor.name(), "import", null, null, null, null,
                games.size() + " games, " + teamOf.size() + " teams, " + rounds + " rounds"));
        teams.audited(e, actor, given);
        if (e.publicEvent()) {
            for (TeamRound tr : made) {
                for (TeamMatch m : tr.matches()) {
                    for (MatchBoard b : m.boards()) {
                        if (b.pdn() != null) {
                            TeamResultService.submit(archive, e, tr.number(), b);
                        }
                    }
                }
            }
        }
        return teams.load(e);
    }

    private static BoardResult result(PdnGame g) {
        try {
            return BoardResult.parseGame(g.tag("Result").orElse(g.terminator() == null ? "*" : g.terminator()));
        } catch (IllegalArgumentException ex) {
            return BoardResult.PENDING;
        }
    }

    private static String variant(List<PdnGame> games, String variantId) {
        if (variantId != null && !variantId.isBlank()) {
            String v = variantId.strip().toLowerCase(java.util.Locale.ROOT);
            if (Variant.byId(v).isEmpty()) {
                throw new ValidationException("variant", Problem.of("event.variant.unknown", String.join(", ", Variant.ids())));
            }
            return v;
        }
        return games.stream().map(g -> g.gameType().flatMap(t -> Variant.byGameType(t.type()))).filter(Optional::isPresent)
                .map(o -> o.get().id()).findFirst()
                .orElseThrow(() -> new ValidationException("variant", Problem.of("team.import.variant")));
    }

    /** Where each game goes: round and match from the Round tag (or consecutive groups), board from Board (or order). */
    static List<Placed> place(List<PdnGame> games, int boards) {
        List<Placed> out = new ArrayList<>();
        Map<Integer, Integer> inRound = new HashMap<>();
        for (PdnGame g : games) {
            String roundTag = g.tag("Round").orElse("").strip();
            int round;
            Integer match = null;
            try {
                String[] parts = roundTag.split("\\.");
                round = Integer.parseInt(parts[0]);
                if (parts.length > 1) {
                    match = Integer.parseInt(parts[1]);
                }
            } catch (NumberFormatException ex) {
                throw new ValidationException("pdn", Problem.of("team.import.round", g.line(), roundTag));
            }
            if (round < 1 || match != null && match < 1) {
                throw new ValidationException("pdn", Problem.of("team.import.round", g.line(), roundTag));
            }
            int i = inRound.merge(round, 1, Integer::sum) - 1;
            int m = match != null ? match : i / boards + 1;
            int board = intTag(g, "Board", match != null ? 0 : i % boards + 1);
            if (board < 1 || board > boards) {
                throw new ValidationException("pdn", Problem.of("team.import.board", g.line(), board, boards));
            }
            out.add(new Placed(g, round, m, board, g.tag("White").orElse("").strip(), g.tag("Black").orElse("").strip()));
        }
        return out;
    }

    /** The games by match ({@code "R.M"}), in round then match order. */
    static Map<String, List<Placed>> matches(List<Placed> placed) {
        Map<String, List<Placed>> matches = new TreeMap<>(Comparator.comparingInt((String k) -> Integer.parseInt(k.split("\\.")[0]))
                .thenComparingInt(k -> Integer.parseInt(k.split("\\.")[1])));
        for (Placed p : placed) {
            matches.computeIfAbsent(p.round() + "." + p.match(), k -> new ArrayList<>()).add(p);
        }
        return matches;
    }

    private static int intTag(PdnGame g, String tag, int otherwise) {
        try {
            return g.tag(tag).map(String::strip).map(Integer::parseInt).orElse(otherwise);
        } catch (NumberFormatException ex) {
            return otherwise;
        }
    }

    private static LocalDate date(String pdnDate) {
        try {
            return LocalDate.parse(pdnDate.strip().replace('.', '-'));
        } catch (RuntimeException ex) {
            return null;
        }
    }

    /** The teams of the sides of every match, and who has White on which board. */
    interface Sides {
        int team(String match, boolean home);

        boolean homeWhite(String match, int board);

        List<Integer> teamsInOrder();

        String name(int team);
    }

    /** Teams named by WhiteTeam / BlackTeam: the home team is the team of White on the lowest board. */
    static Sides taggedSides(Map<String, List<Placed>> matches) {
        Map<String, String> home = new HashMap<>();
        Map<String, String> away = new HashMap<>();
        Map<String, Boolean> white = new HashMap<>();
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, List<Placed>> m : matches.entrySet()) {
            Placed lowest = m.getValue().stream().min(Comparator.comparingInt(Placed::board)).orElseThrow();
            String h = lowest.game().tag("WhiteTeam").orElseThrow().strip();
            String a = lowest.game().tag("BlackTeam").orElseThrow().strip();
            home.put(m.getKey(), h);
            away.put(m.getKey(), a);
            for (Placed p : m.getValue()) {
                String w = p.game().tag("WhiteTeam").orElseThrow().strip();
                String b = p.game().tag("BlackTeam").orElseThrow().strip();
                if (!(w.equals(h) && b.equals(a) || w.equals(a) && b.equals(h)) || h.equals(a)) {
                    throw new ValidationException("pdn", Problem.of("team.import.teams", p.game().line(), w, b));
                }
                white.put(m.getKey() + "/" + p.board(), w.equals(h));
            }
            for (String n : List.of(h, a)) {
                if (!names.contains(n)) {
                    names.add(n);
                }
            }
        }
        return new Sides() {
            public int team(String match, boolean isHome) {
                return names.indexOf(isHome ? home.get(match) : away.get(match)) + 1;
            }

            public boolean homeWhite(String match, int board) {
                return white.getOrDefault(match + "/" + board, board % 2 == 1);
            }

            public List<Integer> teamsInOrder() {
                List<Integer> out = new ArrayList<>();
                for (int i = 1; i <= names.size(); i++) {
                    out.add(i);
                }
                return out;
            }

            public String name(int team) {
                return names.get(team - 1);
            }
        };
    }

    /** Teams derived from who sat on which side (see the class comment). */
    static Sides derivedSides(Map<String, List<Placed>> matches) {
        List<String> keys = new ArrayList<>(matches.keySet());
        // side index: 2 * match index + (home ? 0 : 1)
        int[] parent = new int[keys.size() * 2];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        Map<String, List<Integer>> sidesOfName = new LinkedHashMap<>();
        Set<String> namesakes = new HashSet<>();
        Map<String, Set<Integer>> roundsOfName = new HashMap<>();
        for (int mi = 0; mi < keys.size(); mi++) {
            int round = Integer.parseInt(keys.get(mi).split("\\.")[0]);
            Map<String, Integer> sideInMatch = new HashMap<>();
            for (Placed p : matches.get(keys.get(mi))) {
                boolean hw = p.board() % 2 == 1;
                for (boolean home : new boolean[]{true, false}) {
                    String player = hw == home ? p.white() : p.black();
                    int side = 2 * mi + (home ? 0 : 1);
                    Integer before = sideInMatch.put(player, side);
                    if (before != null) {
                        namesakes.add(player); // twice in one match
                    }
                    if (!roundsOfName.computeIfAbsent(player, x -> new HashSet<>()).add(round) && before == null) {
                        namesakes.add(player); // twice in one round
                    }
                    sidesOfName.computeIfAbsent(player, x -> new ArrayList<>()).add(side);
                }
            }
        }
        for (Map.Entry<String, List<Integer>> n : sidesOfName.entrySet()) {
            if (namesakes.contains(n.getKey())) {
                continue;
            }
            for (int s : n.getValue()) {
                union(parent, n.getValue().get(0), s);
            }
        }
        for (int mi = 0; mi < keys.size(); mi++) {
            if (find(parent, 2 * mi) == find(parent, 2 * mi + 1)) {
                throw new ValidationException("pdn", Problem.of("team.import.derive", keys.get(mi)));
            }
        }
        Map<Integer, Integer> teamOfRoot = new LinkedHashMap<>();
        for (int s = 0; s < parent.length; s++) {
            teamOfRoot.putIfAbsent(find(parent, s), teamOfRoot.size() + 1);
        }
        return new Sides() {
            public int team(String match, boolean home) {
                return teamOfRoot.get(find(parent, 2 * keys.indexOf(match) + (home ? 0 : 1)));
            }

            public boolean homeWhite(String match, int board) {
                return board % 2 == 1;
            }

            public List<Integer> teamsInOrder() {
                return new ArrayList<>(new java.util.TreeSet<>(teamOfRoot.values()));
            }

            public String name(int team) {
                return "Team " + team;
            }
        };
    }

    private static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    private static void union(int[] parent, int a, int b) {
        parent[find(parent, a)] = find(parent, b);
    }
}
