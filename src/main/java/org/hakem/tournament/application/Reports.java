package org.hakem.tournament.application;

import org.hakem.text.Csv;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hakem.pdn.PdnGame;
import org.hakem.pdn.PdnReader;
import org.hakem.pdn.PdnTag;
import org.hakem.pdn.PdnWriter;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.Crosstable;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.ModelMapper;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.event.application.BoardGames;
import org.hakem.standings.Standings;
import org.hakem.standings.TieBreak;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfWriter;
import org.hakem.trf.UnfinishedRound;

/**
 * Standings, crosstable and the text exports of a tournament, computed from its results every time
 * (nothing here is stored). The public sees published rounds only; arbiters see drafts too.
 */
public final class Reports {

    /** One cell of a player's round: opponent start number (0 none), colour, the result as printed. */
    public record Cell(int opponent, Colour colour, String result) {
        /** {@code 5w1}, {@code 3b½}, {@code -1} (bye), {@code 2w+}. */
        public String swissText() {
            if (opponent == 0) {
                return result.isEmpty() ? "" : "bye " + result;
            }
            return opponent + (colour == Colour.WHITE ? "w" : colour == Colour.BLACK ? "b" : "") + result;
        }
    }

    /** A line of the standings / crosstable. */
    public record Row(int rank, int startNumber, String name, String title, Integer rating, String federation,
                      String club, String points, List<String> tieBreaks, List<Cell> rounds, boolean withdrawn) {
    }

    /**
     * Standings after a round.
     *
     * @param afterRound the last round counted
     * @param tieBreaks  codes, PTS first
     * @param rows       by rank
     * @param ratings    the rating columns of a rated tournament (docs/ratings.md), null when it is not rated
     * @param categories the rankings of the categories the event ranks in (issue 33), null when it ranks in none
     */
    public record Table(String tournament, int afterRound, int rounds, List<String> tieBreaks, List<Row> rows,
                        boolean roundRobin, RatingColumns ratings, List<CategoryStandings.CategoryRanking> categories) {

        /** Standings without rating columns. */
        public Table(String tournament, int afterRound, int rounds, List<String> tieBreaks, List<Row> rows,
                     boolean roundRobin) {
            this(tournament, afterRound, rounds, tieBreaks, rows, roundRobin, null, null);
        }

        /** The same standings with the rating columns of a rated tournament. */
        public Table withRatings(RatingColumns r) {
            return new Table(tournament, afterRound, rounds, tieBreaks, rows, roundRobin, r, categories);
        }

        /** The same standings with the rankings of its categories (null or empty: none). */
        public Table withCategories(List<CategoryStandings.CategoryRanking> c) {
            return new Table(tournament, afterRound, rounds, tieBreaks, rows, roundRobin, ratings,
                    c == null || c.isEmpty() ? null : List.copyOf(c));
        }
    }

    private Reports() {
    }

    /**
     * The TRF-shaped model of the rounds the viewer sees, up to {@code afterRound}; 0 or less means up
     * to the last round that has a result (paired rounds without any result are not standings yet).
     */
    public static Crosstable model(Snapshot s, boolean arbiter, int afterRound) {
        List<EventRound> rounds = s.visibleRounds(arbiter);
        int last = rounds.stream().mapToInt(EventRound::number).max().orElse(0);
        return ModelMapper.tournament(s.event(), rounds, afterRound <= 0 ? lastWithResults(rounds) : Math.min(afterRound, last));
    }

    /** The last round in which a game has a result, 0 when none. */
    public static int lastWithResults(List<EventRound> rounds) {
        int last = 0;
        for (EventRound r : rounds) {
            if (r.boards().stream().anyMatch(b -> !b.isBye() && b.result().decided())) {
                last = Math.max(last, r.number());
            }
        }
        return last;
    }

    /**
     * Each player's points before round {@code round} (start number to points as the standings write them), as the
     * pairing lists show them: the arbiter's view of the rounds before it; every player has 0 before round 1.
     */
    public static java.util.Map<Integer, String> pointsBefore(Snapshot s, int round) {
        java.util.Map<Integer, String> points = new java.util.HashMap<>();
        if (round > 1) {
            Crosstable t = model(s, true, round - 1); // the scores of the standings, without their tie-breaks
            for (Entrant p : t.players()) {
                points.put(p.startNumber(), Standings.format(t.score(p)));
            }
        }
        for (Entry e : s.event().entries()) {
            points.putIfAbsent(e.startNumber(), "0");
        }
        return points;
    }

    public static Table table(Snapshot s, boolean arbiter, int afterRound) {
        TournamentEvent e = s.event();
        Crosstable t = model(s, arbiter, afterRound);
        int rounds = t.roundsRecorded();
        List<TieBreak> tbs = e.tieBreakList();
        List<Row> rows = new ArrayList<>();
        if (t.players().isEmpty()) {
            return new Table(e.name(), rounds, e.plannedRounds(), tbs.stream().map(TieBreak::code).toList(), rows,
                    e.system().roundRobin());
        }
        Standings st = Standings.compute(t, tbs, standingsSystem(e), e.tieBreakRules());
        Map<Integer, Entry> entries = new HashMap<>();
        e.entries().forEach(x -> entries.put(x.startNumber(), x));
        for (Standings.Row r : st.ranked()) {
            Entrant p = t.player(r.startNumber());
            Entry x = entries.get(r.startNumber());
            List<String> values = new ArrayList<>();
            for (int k = 1; k < r.values().size(); k++) {
                values.add(Standings.format(r.value(k)));
            }
            List<Cell> cells = new ArrayList<>();
            for (int round = 1; round <= rounds; round++) {
                cells.add(cell(t, p.round(round)));
            }
            rows.add(new Row(r.rank(), r.startNumber(), x.name(), x.title(), x.rating(), x.federation(), x.club(),
                    Standings.format(t.score(p)), values, cells, x.withdrawnFrom() != null));
        }
        return new Table(e.name(), rounds, e.plannedRounds(), tbs.stream().map(TieBreak::code).toList(), rows,
                e.system().roundRobin()).withCategories(CategoryStandings.of(e, rows));
    }

    /** How standings are computed for this event's system (a match counts like a round robin). */
    public static Standings.TournamentSystem standingsSystem(TournamentEvent e) {
        return e.system().roundRobin() || e.system() == org.hakem.tournament.domain.EventSystem.MATCH
                ? Standings.TournamentSystem.ROUND_ROBIN : Standings.TournamentSystem.SWISS;
    }

    /**
     * One round of a player's card.
     *
     * @param board    the board, 0 when the player was not paired in that round
     * @param opponent the opponent's start number, 0 for a bye or no pairing
     * @param outcome  from the player's side: {@link #outcome}, or {@code ABSENT} when not paired
     * @param points   the points the round gave, empty while it has no result or is not counted yet
     * @param total    the points after this round, empty when the round is not counted yet
     */
    public record CardRound(int round, int board, int opponent, String opponentName, Integer opponentRating,
                            Colour colour, String outcome, String points, String total, boolean published) {
    }

    /** A tie-break of a player's card: its code, value, and its parts where it is a sum over opponents. */
    public record CardTieBreak(String code, String value, List<Standings.Part> parts) {
    }

    /**
     * A player's card: the entry, the line in the standings (null before any result), every round the viewer
     * sees, and the tie-break values with the parts they are made of.
     */
    public record Card(Entry entry, Row row, int afterRound, List<CardRound> rounds, List<CardTieBreak> tieBreaks) {
    }

    /** The card of start number {@code startNumber}, as the viewer may see it. */
    public static Card card(Snapshot s, boolean arbiter, int startNumber) {
        TournamentEvent e = s.event();
        Entry entry = e.entryByNumber(startNumber)
                .orElseThrow(() -> new org.hakem.platform.NotFoundException(org.hakem.platform.Problem.of("event.start-number.not-found", startNumber)));
        Crosstable t = model(s, arbiter, 0);
        int counted = t.roundsRecorded();
        Table table = table(s, arbiter, 0);
        Row row = table.rows().stream().filter(r -> r.startNumber() == startNumber).findFirst().orElse(null);
        Entrant p = t.players().stream().anyMatch(x -> x.startNumber() == startNumber) ? t.player(startNumber) : null;
        List<CardRound> rounds = new ArrayList<>();
        double total = 0;
        for (EventRound r : s.visibleRounds(arbiter)) {
            Pairing board = r.boards().stream().filter(b -> b.white().startNumber() == startNumber
                    || b.black() != null && b.black().startNumber() == startNumber).findFirst().orElse(null);
            String points = "";
            String after = "";
            if (p != null && r.number() <= counted) {
                double got = board == null || board.result().decided() ? t.points().points(p.round(r.number()).result()) : 0;
                total += got;
                points = board == null || board.result().decided() ? Standings.format(got) : "";
                after = Standings.format(total);
            }
            if (board == null) {
                rounds.add(new CardRound(r.number(), 0, 0, null, null, Colour.NONE, "ABSENT", points, after, r.published()));
                continue;
            }
            boolean white = board.white().startNumber() == startNumber;
            Entry opponent = board.isBye() ? null : white ? board.black() : board.white();
            rounds.add(new CardRound(r.number(), board.board(), opponent == null ? 0 : opponent.startNumber(),
                    opponent == null ? null : opponent.name(), opponent == null ? null : opponent.rating(),
                    board.isBye() ? Colour.NONE : white ? Colour.WHITE : Colour.BLACK, outcome(board.result(), white),
                    points, after, r.published()));
        }
        List<CardTieBreak> tbs = new ArrayList<>();
        List<TieBreak> list = e.tieBreakList();
        for (int k = 1; k < list.size() && row != null; k++) {
            List<Standings.Part> parts = p == null ? List.of() : Standings.parts(t, list.get(k), standingsSystem(e),
                    e.tieBreakRules(), startNumber);
            tbs.add(new CardTieBreak(list.get(k).code(), row.tieBreaks().get(k - 1), parts));
        }
        return new Card(entry, row, counted, rounds, tbs);
    }

    /**
     * A board's result from one player's side: {@code PENDING}, {@code WIN}, {@code DRAW}, {@code LOSS},
     * {@code FORFEIT_WIN}, {@code FORFEIT_LOSS} (a double forfeit too), {@code UNPLAYED}, or the bye's kind
     * ({@code FULL_BYE}, {@code HALF_BYE}, {@code ZERO_BYE}, {@code PAIRING_BYE}).
     */
    public static String outcome(org.hakem.event.domain.BoardResult result, boolean white) {
        return switch (result) {
            case PENDING -> "PENDING";
            case WHITE_WINS -> white ? "WIN" : "LOSS";
            case BLACK_WINS -> white ? "LOSS" : "WIN";
            case DRAW -> "DRAW";
            case WHITE_FORFEIT_WIN -> white ? "FORFEIT_WIN" : "FORFEIT_LOSS";
            case BLACK_FORFEIT_WIN -> white ? "FORFEIT_LOSS" : "FORFEIT_WIN";
            case DOUBLE_FORFEIT -> "FORFEIT_LOSS";
            case UNPLAYED -> "UNPLAYED";
            case FULL_BYE, HALF_BYE, ZERO_BYE, PAIRING_BYE -> result.name();
        };
    }

    /** The result of a round as printed in a crosstable: points, {@code +}/{@code -} for forfeits. */
    static Cell cell(Crosstable t, RoundEntry e) {
        if (e.equals(RoundEntry.ABSENT)) {
            return new Cell(0, Colour.NONE, "");
        }
        String r;
        if (e.hasOpponent() && e.result() == ResultCode.BLANK) {
            r = "";
        } else if (e.result() == ResultCode.FORFEIT_WIN) {
            r = "+";
        } else if (e.result() == ResultCode.FORFEIT_LOSS) {
            r = "-";
        } else {
            r = Standings.format(t.points().points(e.result())).replace(".5", "½").replace("0½", "½");
        }
        return new Cell(e.opponent(), e.colour(), r);
    }

    /**
     * The round-robin grid: for each row (by rank) the points against each opponent, columns by start
     * number ({@code grid[i][j]}: row i's results against start number j+1, several games joined by a space).
     */
    public static List<List<String>> grid(Snapshot s, Table table, boolean arbiter) {
        Crosstable t = model(s, arbiter, table.afterRound());
        int n = t.players().size();
        List<List<String>> out = new ArrayList<>();
        for (Row row : table.rows()) {
            List<String> line = new ArrayList<>();
            for (int j = 1; j <= n; j++) {
                StringBuilder cell = new StringBuilder();
                if (j == row.startNumber()) {
                    line.add("×");
                    continue;
                }
                for (Cell c : row.rounds()) {
                    if (c.opponent() == j && !c.result().isEmpty()) {
                        if (!cell.isEmpty()) {
                            cell.append(' ');
                        }
                        cell.append(c.result());
                    }
                }
                line.add(cell.toString());
            }
            out.add(line);
        }
        return out;
    }

    /** CSV ({@link Csv}: RFC 4180, UTF-8, comma, safe in a spreadsheet): rank, start, name, title, rating, federation, club, points, tie-breaks, rounds. */
    public static String csv(Table table) {
        StringBuilder b = new StringBuilder();
        List<String> header = new ArrayList<>(List.of("rank", "start", "name", "title", "rating", "federation", "club", "points"));
        header.addAll(table.tieBreaks().subList(1, table.tieBreaks().size()));
        for (int r = 1; r <= table.afterRound(); r++) {
            header.add("round " + r);
        }
        if (table.ratings() != null) {
            header.addAll(RATING_CSV_COLUMNS);
        }
        Map<Integer, String> categories = table.categories() == null ? null
                : CategoryStandings.placesByPlayer(table.categories());
        if (categories != null) {
            header.add("categories");
        }
        Csv.line(b, header);
        for (Row row : table.rows()) {
            List<String> f = new ArrayList<>(List.of(Integer.toString(row.rank()), Integer.toString(row.startNumber()),
                    row.name(), nz(row.title()), row.rating() == null ? "" : row.rating().toString(), nz(row.federation()),
                    nz(row.club()), row.points()));
            f.addAll(row.tieBreaks());
            row.rounds().forEach(c -> f.add(c.swissText()));
            if (table.ratings() != null) {
                f.addAll(ratingFields(table.ratings(), row.startNumber()));
            }
            if (categories != null) {
                f.add(categories.getOrDefault(row.startNumber(), ""));
            }
            Csv.line(b, f);
        }
        return b.toString();
    }

    /** The rating columns a rated tournament's standings CSV ends with. */
    static final List<String> RATING_CSV_COLUMNS = List.of("list rating", "rated games", "expected", "rating change",
            "new rating");

    private static List<String> ratingFields(RatingColumns ratings, int startNumber) {
        return ratings.player(startNumber).map(p -> List.of(p.oldRating() == null ? "" : p.oldRating().toString(),
                Integer.toString(p.games()), p.expected(), p.change(),
                p.newRating() == null ? "" : p.newRating().toString())).orElse(List.of("", "", "", "", ""));
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    /** TRF-2026 of the rounds the viewer sees, an unfinished last round left to the pairing programs. */
    public static String trf(Snapshot s, boolean arbiter) {
        return trf(s, arbiter, false);
    }

    /**
     * TRF-2026 of the rounds the viewer sees.
     *
     * @param unfinishedPairings when the last round is unfinished: write its pairing with no results for the games
     *                           not played yet (only Hakem reads that); otherwise the round is written as pairing
     *                           programs expect it, byes and absences only ({@link UnfinishedRound})
     */
    public static String trf(Snapshot s, boolean arbiter, boolean unfinishedPairings) {
        List<EventRound> rounds = s.visibleRounds(arbiter);
        int last = rounds.stream().mapToInt(EventRound::number).max().orElse(0);
        TrfDocument doc = ModelMapper.trf(s.event(), rounds, last);
        return TrfWriter.write(unfinishedPairings ? doc : doc.withTournament(UnfinishedRound.leaveOut(doc.tournament())));
    }

    /**
     * PDN of every game the viewer sees: attached games with the tournament's tags, and for games
     * without moves their tags and result.
     */
    public static String pdn(Snapshot s, boolean arbiter) {
        StringBuilder out = new StringBuilder();
        TournamentEvent e = s.event();
        for (EventRound r : s.visibleRounds(arbiter)) {
            for (Pairing p : r.boards()) {
                if (p.isBye() || !overTheBoard(p.result())) {
                    continue; // forfeits, unplayed games and games without result have no moves
                }
                Map<String, String> tags = ResultService.tags(e, p, r.number());
                tags.put("Round", r.number() + "." + p.board());
                tags.remove("Board");
                String game = p.pdn() == null ? null : boardGame(e, r.number(), p, tags);
                out.append(game != null ? game : BoardGames.withoutMoves(tags, p.result()));
            }
        }
        return out.toString();
    }

    /**
     * The game attached to a board as the tournament knows it: the event's tags (Event, Site, Date, Round, the
     * event's players, the board's result, the verdict of the check) over the pasted ones, its moves as pasted.
     * Empty when the board has no readable game.
     */
    public static java.util.Optional<String> boardGame(TournamentEvent e, int round, Pairing p) {
        return java.util.Optional.ofNullable(p.pdn() == null ? null : boardGame(e, round, p, ResultService.tags(e, p, round)));
    }

    private static String boardGame(TournamentEvent e, int round, Pairing p, Map<String, String> tags) {
        return BoardGames.withTags(p.pdn(), "round " + round + " board " + p.board(), tags);
    }

    static boolean overTheBoard(org.hakem.event.domain.BoardResult r) {
        return r == org.hakem.event.domain.BoardResult.WHITE_WINS || r == org.hakem.event.domain.BoardResult.DRAW
                || r == org.hakem.event.domain.BoardResult.BLACK_WINS;
    }

    /** A file name from the tournament's name: letters, digits and dashes. */
    public static String fileName(TournamentEvent e, String extension) {
        return BoardGames.fileName(e.name(), "tournament-" + e.id(), extension);
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
