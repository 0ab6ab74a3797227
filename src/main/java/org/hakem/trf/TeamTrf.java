package org.hakem.trf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.team.BoardColours;
import org.hakem.crosstable.team.BoardGame;
import org.hakem.crosstable.team.MatchForfeit;
import org.hakem.crosstable.team.MatchPoints;
import org.hakem.crosstable.team.PrimaryScore;
import org.hakem.crosstable.team.Team;
import org.hakem.crosstable.team.TeamBye;
import org.hakem.crosstable.team.TeamCrosstable;
import org.hakem.crosstable.team.TeamMatch;
import org.hakem.crosstable.team.TeamPlayer;

/**
 * Reads and writes TRF-2026 files of team events: the team records (310, or the older 013), line-ups out of the
 * default order (300), pairing-allocated byes (320), forfeited matches (330), board colours (352), match points
 * (362), beside the player records (001) that hold the board games. See docs/teams.md.
 *
 * <p>How a round's matches are found: the teams of two players who met in 001 met; a 330 record is a match not
 * played; a 300 record names a team's opponent and its players board by board ({@code 0000} an empty board).
 * Without a 300 record a team's line-up is its roster's players who sat at a board that round (met an opponent, or
 * won or lost by forfeit against an empty board), in roster order, from board 1. The home team is the one whose
 * player has the home colour of record 352 on a board where both sides sat; when no board tells, the team of the
 * round's first 300 record of the match.
 */
public final class TeamTrf {

    private TeamTrf() {
    }

    private static final Pattern TEAM_POINTS = Pattern.compile("\\b(TW|TD|TL)\\s*([0-9]+(?:\\.[0-9]+)?)");

    /** True when the text has team records (310 or 013): a team event. */
    public static boolean isTeamFile(String text) {
        for (String line : TrfReader.lines(text)) {
            if (line.startsWith("310") || line.startsWith("013")) {
                return true;
            }
        }
        return false;
    }

    /** Reads a file (UTF-8, or ISO-8859-1 when not valid UTF-8, as {@link TrfReader}). */
    public static TeamTrfDocument read(Path file) throws IOException {
        return read(decode(Files.readAllBytes(file)), file.getFileName().toString());
    }

    /** The text of a file as {@link TrfReader} decodes it. */
    public static String decode(byte[] bytes) {
        return TrfReader.decode(bytes);
    }

    /**
     * Reads a team TRF text.
     *
     * @param source a label for messages (e.g. the file name)
     * @throws TrfFormatException naming the line and column of what is wrong
     */
    public static TeamTrfDocument read(String text, String source) {
        return new Reader(source).read(text);
    }

    // ---- reading

    private record LineUp(int round, int team, int opponent, List<Integer> players, int line) {
    }

    private record Forfeit(int round, int white, int black, String type, int line) {
    }

    private static final class Reader {
        private final String source;
        private final Map<Integer, Integer> playerLine = new HashMap<>();

        Reader(String source) {
            this.source = source;
        }

        private TrfLine line(int number, String text) {
            return new TrfLine(source, number, text);
        }

        private TrfFormatException error(TrfLine l, int column, String message) {
            return new TrfFormatException(source, l == null ? 0 : l.number(), column, message);
        }

        private int intField(TrfLine l, int from, int to, String what, boolean required) {
            return required ? l.requiredInt(from, to, what) : l.optionalInt(from, to, what);
        }

        private double decimalField(TrfLine l, int from, int to, String what) {
            return l.optionalDecimal(from, to, what);
        }

        /** Numbers of 4 columns every 5 columns from {@code from}. */
        private List<Integer> numbersEvery5(TrfLine l, int from, String what) {
            List<Integer> out = new ArrayList<>();
            for (int c = from; c <= l.text().length(); c += 5) {
                out.add(intField(l, c, c + 3, what, false));
            }
            while (!out.isEmpty() && out.get(out.size() - 1) == 0) {
                out.remove(out.size() - 1);
            }
            return out;
        }

        TeamTrfDocument read(String text) {
            try {
                return readTeams(text);
            } catch (IllegalArgumentException e) {
                // a model's own check that the reader did not make first: still the file's fault
                throw new TrfFormatException(source, 0, 0, e.getMessage());
            }
        }

        private TeamTrfDocument readTeams(String text) {
            TrfDocument base = TrfReader.read(text, source);
            List<String> raw = TrfReader.lines(text);
            List<Team> teams = new ArrayList<>();
            List<LineUp> lineUps = new ArrayList<>();
            List<Forfeit> forfeits = new ArrayList<>();
            TrfLine pab = null;
            String sequence = null;
            MatchPoints matchPoints = MatchPoints.DEFAULT;
            int legacy = 0;
            for (int i = 0; i < raw.size(); i++) {
                TrfLine l = line(i + 1, raw.get(i));
                if (l.text().length() < 3) {
                    continue;
                }
                switch (l.text().substring(0, 3)) {
                    case "001" -> playerLine.put(intField(l, 5, 8, "start number", true), l.number());
                    case "310" -> teams.add(new Team(positive(l, 5, 7, "310: team pairing number"),
                            l.field(9, 40).strip(), l.field(42, 46).strip(), intField(l, 48, 53, "310: strength", false),
                            numbersEvery5(l, 74, "310: start number")));
                    case "013" -> teams.add(new Team(++legacy, l.field(5, 36).strip(), "", 0,
                            numbersEvery5(l, 37, "013: start number")));
                    case "300" -> {
                        List<Integer> players = new ArrayList<>();
                        for (int c = 17; c <= l.text().length(); c += 5) {
                            players.add(intField(l, c, c + 3, "300: start number (or 0000)", false));
                        }
                        lineUps.add(new LineUp(positive(l, 5, 7, "300: round"), positive(l, 9, 11, "300: team"),
                                positive(l, 13, 15, "300: opponent team"), players, l.number()));
                    }
                    case "320" -> pab = l;
                    case "330" -> {
                        String type = l.field(5, 6);
                        if (!type.equals("+-") && !type.equals("-+") && !type.equals("--")) {
                            throw error(l, 5, "330: type of forfeit must be +-, -+ or --, found '" + type + "'");
                        }
                        forfeits.add(new Forfeit(positive(l, 8, 10, "330: round"), positive(l, 12, 14, "330: white team"),
                                positive(l, 16, 18, "330: black team"), type, l.number()));
                    }
                    case "352" -> {
                        sequence = l.field(5, l.text().length()).strip();
                        try {
                            BoardColours.fromSequence(sequence);
                        } catch (IllegalArgumentException e) {
                            throw error(l, 5, "352: " + e.getMessage());
                        }
                    }
                    case "362" -> matchPoints = teamPoints(l);
                    default -> {
                    }
                }
            }
            if (teams.isEmpty()) {
                throw new TrfFormatException(source, 0, 0, "no team records (310 or 013): not a team event");
            }
            Crosstable players = base.tournament();
            BoardColours colours = sequence == null ? BoardColours.HOME_WHITE_ON_FIRST_BOARD
                    : BoardColours.fromSequence(sequence);
            Map<Integer, Integer> teamOf = new HashMap<>();
            for (Team t : teams) {
                for (int p : t.roster()) {
                    if (!playerLine.containsKey(p)) {
                        throw new TrfFormatException(source, 0, 0, "team " + t.number() + " names player " + p
                                + ", who has no 001 record");
                    }
                    if (teamOf.put(p, t.number()) != null) {
                        throw new TrfFormatException(source, 0, 0, "player " + p + " is on two teams");
                    }
                }
            }
            int rounds = players.roundsRecorded();
            for (LineUp u : lineUps) {
                rounds = Math.max(rounds, u.round());
            }
            for (Forfeit f : forfeits) {
                rounds = Math.max(rounds, f.round());
            }
            for (TrfBye b : base.byes()) {
                rounds = Math.max(rounds, b.round());
            }
            List<Integer> pabTeams = new ArrayList<>();
            double pabMp = matchPoints.draw();
            double pabGp = Double.NaN;
            if (pab != null) {
                pabMp = decimalField(pab, 5, 8, "320: match points");
                pabGp = decimalField(pab, 10, 13, "320: game points");
                for (int c = 15; c <= pab.text().length(); c += 4) {
                    pabTeams.add(intField(pab, c, c + 2, "320: team pairing number (or 000)", false));
                }
                rounds = Math.max(rounds, pabTeams.size());
            }
            int boards = sequence != null ? sequence.length() : boardsFromRounds(players, teams, lineUps, rounds);
            if (Double.isNaN(pabGp)) {
                pabGp = boards * players.points().draw();
            }
            List<TeamMatch> matches = new ArrayList<>();
            for (int r = 1; r <= rounds; r++) {
                matches.addAll(round(r, players, teams, teamOf, lineUps, forfeits, colours, boards));
            }
            List<TeamBye> byes = new ArrayList<>();
            for (int r = 1; r <= pabTeams.size(); r++) {
                if (pabTeams.get(r - 1) != 0) {
                    byes.add(new TeamBye(r, pabTeams.get(r - 1), TeamBye.Kind.PAIRING_ALLOCATED));
                }
            }
            for (TrfBye b : base.byes()) {
                TeamBye.Kind kind = switch (b.type()) {
                    case 'F' -> TeamBye.Kind.FULL_POINT;
                    case 'H' -> TeamBye.Kind.HALF_POINT;
                    default -> TeamBye.Kind.ZERO_POINT;
                };
                for (int t : b.players()) {
                    byes.add(new TeamBye(b.round(), t, kind));
                }
            }
            List<TeamPlayer> teamPlayers = new ArrayList<>();
            for (Entrant e : players.players()) {
                teamPlayers.add(new TeamPlayer(e.startNumber(), e.name(), e.rating(), e.federation(), e.id()));
            }
            TeamCrosstable event;
            try {
                event = new TeamCrosstable(players.name(), boards, players.points(), matchPoints, pabMp, pabGp,
                        players.plannedRounds(), colours, teams, teamPlayers, matches, byes);
            } catch (IllegalArgumentException e) {
                throw new TrfFormatException(source, 0, 0, e.getMessage());
            }
            String typeCode = "";
            List<TrfRecord> header = new ArrayList<>();
            for (TrfRecord h : base.headerRecords()) {
                if (h.tag().equals("192")) {
                    typeCode = h.value().strip();
                } else if (!h.tag().equals("352") && !h.tag().equals("362")) {
                    header.add(h);
                }
            }
            List<TrfRecord> others = new ArrayList<>();
            for (String line : raw) {
                if (line.startsWith("250")) {
                    others.add(new TrfRecord("250", line.stripTrailing())); // kept, not applied to teams
                }
            }
            for (TrfProhibitedPairing pp : base.prohibitedPairings()) {
                for (int t : pp.players()) {
                    if (teams.stream().noneMatch(x -> x.number() == t)) {
                        throw new TrfFormatException(source, 0, 0, "260: team " + t + " is not defined by a 310 or"
                                + " 013 record");
                    }
                }
            }
            for (TrfRecord o : base.otherRecords()) {
                if (!List.of("310", "013", "300", "320", "330", "352", "362", "801", "802").contains(o.tag())) {
                    others.add(o);
                }
            }
            Colour initial = players.initialColour().orElse(Colour.NONE);
            return new TeamTrfDocument(event, typeCode, initial, header, others, base.prohibitedPairings());
        }

        private int positive(TrfLine l, int from, int to, String what) {
            int n = intField(l, from, to, what, true);
            if (n < 1) {
                throw error(l, from, what + " must be at least 1, found " + n);
            }
            return n;
        }

        private MatchPoints teamPoints(TrfLine l) {
            Matcher m = TEAM_POINTS.matcher(l.text().substring(3).toUpperCase(Locale.ROOT));
            double w = MatchPoints.DEFAULT.win();
            double d = MatchPoints.DEFAULT.draw();
            double lo = MatchPoints.DEFAULT.loss();
            boolean any = false;
            while (m.find()) {
                any = true;
                double v = Double.parseDouble(m.group(2));
                switch (m.group(1)) {
                    case "TW" -> w = v;
                    case "TD" -> d = v;
                    default -> lo = v;
                }
            }
            if (!any) {
                throw error(l, 5, "362: expected match points such as 'TW 2.0 TD 1.0 TL 0.0'");
            }
            try {
                return new MatchPoints(w, d, lo);
            } catch (IllegalArgumentException e) {
                throw error(l, 5, "362: " + e.getMessage());
            }
        }

        /** Without 352: the most players a team seated in one round (at least 1). */
        private static int boardsFromRounds(Crosstable players, List<Team> teams, List<LineUp> lineUps, int rounds) {
            int most = 1;
            for (LineUp u : lineUps) {
                most = Math.max(most, u.players().size());
            }
            for (Team t : teams) {
                for (int r = 1; r <= rounds; r++) {
                    most = Math.max(most, seated(players, t, r).size());
                }
            }
            return most;
        }

        /** A player who sat at a board: met an opponent, or a forfeit against an empty board. */
        private static boolean sat(RoundEntry e) {
            return e.hasOpponent() || e.result().forfeit();
        }

        private static List<Integer> seated(Crosstable players, Team t, int round) {
            List<Integer> out = new ArrayList<>();
            for (int p : t.roster()) {
                if (sat(players.player(p).round(round))) {
                    out.add(p);
                }
            }
            return out;
        }

        private List<TeamMatch> round(int r, Crosstable players, List<Team> teams, Map<Integer, Integer> teamOf,
                                      List<LineUp> lineUps, List<Forfeit> forfeits, BoardColours colours, int boards) {
            Map<Integer, Team> byNumber = new HashMap<>();
            for (Team t : teams) {
                byNumber.put(t.number(), t);
            }
            Map<Integer, Integer> opponent = new TreeMap<>();
            Map<Integer, Integer> firstLineUp = new LinkedHashMap<>();
            Map<Integer, LineUp> lineUpOf = new HashMap<>();
            List<TeamMatch> out = new ArrayList<>();
            for (Forfeit f : forfeits) {
                if (f.round() != r) {
                    continue;
                }
                TrfLine l = line(f.line(), "");
                pair(opponent, f.white(), f.black(), l, byNumber);
                boolean homeIsWhite = colours.colour(1, true) == Colour.WHITE;
                int home = homeIsWhite ? f.white() : f.black();
                int away = homeIsWhite ? f.black() : f.white();
                MatchForfeit kind = f.type().equals("--") ? MatchForfeit.DOUBLE
                        : (f.type().equals("+-") == homeIsWhite) ? MatchForfeit.HOME_WINS : MatchForfeit.AWAY_WINS;
                out.add(new TeamMatch(r, home, away, List.of(), kind));
            }
            for (LineUp u : lineUps) {
                if (u.round() != r) {
                    continue;
                }
                TrfLine l = line(u.line(), "");
                pair(opponent, u.team(), u.opponent(), l, byNumber);
                if (lineUpOf.put(u.team(), u) != null) {
                    throw error(l, 9, "300: team " + u.team() + " has two line-ups in round " + r);
                }
                firstLineUp.putIfAbsent(Math.min(u.team(), u.opponent()) * 1000 + Math.max(u.team(), u.opponent()),
                        u.team());
            }
            for (Entrant p : players.players()) {
                RoundEntry e = p.round(r);
                if (!e.hasOpponent()) {
                    continue;
                }
                Integer tp = teamOf.get(p.startNumber());
                Integer tq = teamOf.get(e.opponent());
                TrfLine l = line(playerLine.getOrDefault(p.startNumber(), 0), "");
                if (tp == null || tq == null) {
                    throw error(l, 5, "round " + r + ": player " + (tp == null ? p.startNumber() : e.opponent())
                            + " plays but is on no team (310/013)");
                }
                if (tp.equals(tq)) {
                    throw error(l, 5, "round " + r + ": players " + p.startNumber() + " and " + e.opponent()
                            + " of team " + tp + " meet each other");
                }
                pair(opponent, tp, tq, l, byNumber);
            }
            for (Team t : teams) {
                if (!opponent.containsKey(t.number()) && !seated(players, t, r).isEmpty()) {
                    throw new TrfFormatException(source, playerLine.getOrDefault(seated(players, t, r).get(0), 0), 92,
                            "round " + r + ": team " + t.number() + " has players at the boards but no opponent"
                                    + " (a 300 record names it)");
                }
            }
            for (var entry : opponent.entrySet()) {
                int a = entry.getKey();
                int b = entry.getValue();
                if (a > b || out.stream().anyMatch(m -> m.involves(a))) {
                    continue;
                }
                List<Integer> seatsA = lineUpOf.containsKey(a) ? lineUpOf.get(a).players()
                        : seated(players, byNumber.get(a), r);
                List<Integer> seatsB = lineUpOf.containsKey(b) ? lineUpOf.get(b).players()
                        : seated(players, byNumber.get(b), r);
                int home = homeTeam(players, a, b, seatsA, seatsB, colours, r);
                if (home == 0) {
                    Integer first = firstLineUp.get(a * 1000 + b);
                    home = first != null ? first : a;
                }
                List<Integer> homeSeats = home == a ? seatsA : seatsB;
                List<Integer> awaySeats = home == a ? seatsB : seatsA;
                int away = home == a ? b : a;
                int n = Math.max(homeSeats.size(), awaySeats.size());
                if (n > boards) {
                    throw error(line(playerLine.getOrDefault(homeSeats.isEmpty() ? 0 : homeSeats.get(0), 0), ""),
                            92, "round " + r + ": match " + home + "-" + away + " has " + n + " players a side, more than "
                                    + boards + " boards");
                }
                List<BoardGame> games = new ArrayList<>();
                for (int k = 1; k <= n; k++) {
                    int hp = k <= homeSeats.size() ? homeSeats.get(k - 1) : 0;
                    int ap = k <= awaySeats.size() ? awaySeats.get(k - 1) : 0;
                    if (hp == 0 && ap == 0) {
                        continue;
                    }
                    RoundEntry he = hp == 0 ? null : players.player(hp).round(r);
                    RoundEntry ae = ap == 0 ? null : players.player(ap).round(r);
                    TrfLine l = line(playerLine.getOrDefault(hp != 0 ? hp : ap, 0), "");
                    if (hp != 0 && ap != 0 && he.opponent() != ap) {
                        throw error(l, 92, "round " + r + ", board " + k + " of " + home + "-" + away + ": player " + hp
                                + " met " + he.opponent() + ", not " + ap + " (a line-up out of roster order needs a"
                                + " 300 record)");
                    }
                    if ((hp != 0 && !sat(he)) || (ap != 0 && !sat(ae))) {
                        throw error(l, 92, "round " + r + ", board " + k + ": a player of the line-up has no result");
                    }
                    Colour hc = he != null && he.colour() != Colour.NONE ? he.colour()
                            : ae != null && ae.colour() != Colour.NONE ? ae.colour().opposite()
                            : colours.colour(k, true);
                    try {
                        games.add(new BoardGame(k, hp, ap, hc, he == null ? ResultCode.FORFEIT_LOSS : he.result(),
                                ae == null ? ResultCode.FORFEIT_LOSS : ae.result()));
                    } catch (IllegalArgumentException e) {
                        throw error(l, 92, "round " + r + ": " + e.getMessage());
                    }
                }
                out.add(new TeamMatch(r, home, away, games, MatchForfeit.NONE));
            }
            out.sort((x, y) -> Integer.compare(Math.min(x.home(), x.away()), Math.min(y.home(), y.away())));
            return out;
        }

        private void pair(Map<Integer, Integer> opponent, int a, int b, TrfLine l, Map<Integer, Team> teams) {
            if (a == b) {
                throw error(l, 1, "team " + a + " cannot meet itself");
            }
            for (int t : new int[] {a, b}) {
                if (!teams.containsKey(t)) {
                    throw error(l, 1, "team " + t + " is not defined by a 310 or 013 record");
                }
            }
            Integer oa = opponent.get(a);
            Integer ob = opponent.get(b);
            if ((oa != null && oa != b) || (ob != null && ob != a)) {
                throw error(l, 1, "team " + (oa != null && oa != b ? a : b) + " meets two teams in one round");
            }
            opponent.put(a, b);
            opponent.put(b, a);
        }

        /** The team whose player has the home colour on a board where both sides sat; 0 when none tells. */
        private static int homeTeam(Crosstable players, int a, int b, List<Integer> seatsA, List<Integer> seatsB,
                                    BoardColours colours, int r) {
            for (int k = 1; k <= Math.min(seatsA.size(), seatsB.size()); k++) {
                int pa = seatsA.get(k - 1);
                int pb = seatsB.get(k - 1);
                if (pa == 0 || pb == 0) {
                    continue;
                }
                Colour c = players.player(pa).round(r).colour();
                if (c != Colour.NONE) {
                    return c == colours.colour(k, true) ? a : b;
                }
            }
            return 0;
        }
    }

    // ---- writing

    /** Writes a team event as TRF-2026 (LF line endings). Reading the result gives back the same event. */
    public static String write(TeamTrfDocument document) {
        TeamCrosstable event = document.event();
        Crosstable players = event.playerCrosstable();
        List<Entrant> entrants = new ArrayList<>();
        for (Entrant e : players.players()) {
            entrants.add(e.withDeclared(players.score(e), 0));
        }
        StringBuilder out = new StringBuilder();
        line(out, "012 " + event.name());
        for (TrfRecord r : document.headerRecords()) {
            line(out, r.text());
        }
        for (Entrant e : entrants) {
            line(out, TrfWriter.playerLine(e));
        }
        out.append('\n');
        if (!document.typeCode().isEmpty()) {
            line(out, "192 " + document.typeCode());
        }
        if (!event.gamePoints().isDefault()) {
            line(out, TrfWriter.pointSystemLine(event.gamePoints()));
        }
        if (event.plannedRounds() > 0) {
            line(out, "142 " + event.plannedRounds());
        }
        if (document.initialColour() != Colour.NONE) {
            line(out, "152 " + (document.initialColour() == Colour.WHITE ? "W" : "B"));
        }
        line(out, "352 " + event.boardColours().sequence(event.boards()));
        if (!event.matchPoints().equals(MatchPoints.DEFAULT)) {
            line(out, "362 TW " + TrfWriter.decimal(event.matchPoints().win(), 4).strip() + " TD "
                    + TrfWriter.decimal(event.matchPoints().draw(), 4).strip() + " TL "
                    + TrfWriter.decimal(event.matchPoints().loss(), 4).strip());
        }
        PrimaryScore primary = document.primaryScore();
        int rounds = event.roundsRecorded();
        for (Team t : event.teams()) {
            line(out, teamLine(event, t, rounds, rank(event, t.number(), primary, rounds)));
        }
        boolean anyPab = event.byes().stream().anyMatch(b -> b.kind() == TeamBye.Kind.PAIRING_ALLOCATED);
        if (anyPab || event.pabMatchPoints() != event.matchPoints().draw()
                || event.pabGamePoints() != event.boards() * event.gamePoints().draw()) {
            StringBuilder s = new StringBuilder("320 ").append(TrfWriter.decimal(event.pabMatchPoints(), 4)).append(' ')
                    .append(TrfWriter.decimal(event.pabGamePoints(), 4));
            for (int r = 1; r <= rounds; r++) {
                int team = 0;
                for (TeamBye b : event.byes(r)) {
                    if (b.kind() == TeamBye.Kind.PAIRING_ALLOCATED) {
                        team = b.team();
                    }
                }
                s.append(' ').append(String.format(Locale.ROOT, "%03d", team));
            }
            line(out, s.toString());
        }
        for (int r = 1; r <= rounds; r++) {
            for (TeamBye.Kind kind : List.of(TeamBye.Kind.FULL_POINT, TeamBye.Kind.HALF_POINT, TeamBye.Kind.ZERO_POINT)) {
                StringBuilder s = new StringBuilder();
                for (TeamBye b : event.byes(r)) {
                    if (b.kind() == kind) {
                        s.append(' ').append(String.format(Locale.ROOT, "%4d", b.team()));
                    }
                }
                if (!s.isEmpty()) {
                    char code = kind == TeamBye.Kind.FULL_POINT ? 'F' : kind == TeamBye.Kind.HALF_POINT ? 'H' : 'Z';
                    line(out, "240 " + code + " " + String.format(Locale.ROOT, "%03d", r) + s);
                }
            }
        }
        boolean homeIsWhite = event.boardColours().colour(1, true) == Colour.WHITE;
        // records in a fixed order (round, then the match's lower team number): a file does not keep match order
        List<TeamMatch> matches = new ArrayList<>(event.matches());
        matches.sort((x, y) -> x.round() != y.round() ? Integer.compare(x.round(), y.round())
                : Integer.compare(Math.min(x.home(), x.away()), Math.min(y.home(), y.away())));
        for (TeamMatch m : matches) {
            if (m.forfeit() == MatchForfeit.NONE) {
                continue;
            }
            int white = homeIsWhite ? m.home() : m.away();
            int black = homeIsWhite ? m.away() : m.home();
            String type = switch (m.forfeit()) {
                case DOUBLE -> "--";
                case HOME_WINS -> homeIsWhite ? "+-" : "-+";
                default -> homeIsWhite ? "-+" : "+-";
            };
            line(out, String.format(Locale.ROOT, "330 %s %03d %3d %3d", type, m.round(), white, black));
        }
        for (TeamMatch m : matches) {
            if (m.forfeit() != MatchForfeit.NONE) {
                continue;
            }
            boolean homeTold = m.boards().stream().anyMatch(g -> g.homePlayer() != 0 && g.awayPlayer() != 0);
            for (boolean home : new boolean[] {true, false}) {
                int team = home ? m.home() : m.away();
                List<Integer> seats = seats(event, m, home);
                List<Integer> byDefault = new ArrayList<>();
                for (int p : event.team(team).roster()) {
                    if (seats.contains(p)) {
                        byDefault.add(p);
                    }
                }
                if (!seats.equals(byDefault) || (home && !homeTold)) {
                    StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "300 %03d %3d %3d", m.round(), team,
                            m.opponent(team)));
                    for (int p : seats) {
                        s.append(' ').append(String.format(Locale.ROOT, "%04d", p));
                    }
                    line(out, s.toString());
                }
            }
        }
        for (TrfProhibitedPairing pp : document.prohibitedPairings()) {
            StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "260 %03d %03d", pp.firstRound(),
                    pp.lastRound()));
            pp.players().forEach(n -> s.append(String.format(Locale.ROOT, " %4d", n)));
            line(out, s.toString());
        }
        for (TrfRecord r : document.otherRecords()) {
            line(out, r.text());
        }
        return out.toString();
    }

    /** A side's players board by board, 0 for an empty board, trailing empty boards left out. */
    private static List<Integer> seats(TeamCrosstable event, TeamMatch m, boolean home) {
        List<Integer> seats = new ArrayList<>();
        for (int k = 1; k <= event.boards(); k++) {
            int board = k;
            Optional<BoardGame> g = m.boards().stream().filter(x -> x.board() == board).findFirst();
            seats.add(g.map(x -> home ? x.homePlayer() : x.awayPlayer()).orElse(0));
        }
        while (!seats.isEmpty() && seats.get(seats.size() - 1) == 0) {
            seats.remove(seats.size() - 1);
        }
        return seats;
    }

    private static int rank(TeamCrosstable event, int team, PrimaryScore primary, int rounds) {
        double own1 = event.score(team, primary, rounds);
        double own2 = event.score(team, primary.secondary(), rounds);
        int better = 0;
        for (Team t : event.teams()) {
            double s1 = event.score(t.number(), primary, rounds);
            double s2 = event.score(t.number(), primary.secondary(), rounds);
            if (s1 > own1 || (s1 == own1 && s2 > own2)) {
                better++;
            }
        }
        return better + 1;
    }

    private static String teamLine(TeamCrosstable event, Team t, int rounds, int rank) {
        char[] c = new char[73 + 5 * Math.max(1, t.roster().size())];
        java.util.Arrays.fill(c, ' ');
        TrfWriter.put(c, 1, "310");
        TrfWriter.putRight(c, 5, 7, Integer.toString(t.number()));
        TrfWriter.put(c, 9, t.name(), 32);
        TrfWriter.put(c, 42, t.nickname(), 5);
        if (t.strength() > 0) {
            TrfWriter.putRight(c, 48, 53, Integer.toString(t.strength()));
        }
        TrfWriter.putRight(c, 55, 60, TrfWriter.decimal(event.matchPoints(t.number(), rounds), 6).strip());
        TrfWriter.putRight(c, 62, 67, TrfWriter.decimal(event.gamePoints(t.number(), rounds), 6).strip());
        TrfWriter.putRight(c, 69, 71, Integer.toString(rank));
        for (int k = 0; k < t.roster().size(); k++) {
            TrfWriter.putRight(c, 74 + 5 * k, 77 + 5 * k, Integer.toString(t.roster().get(k)));
        }
        return new String(c).stripTrailing();
    }

    private static void line(StringBuilder out, String s) {
        TrfWriter.line(out, s);
    }

}
