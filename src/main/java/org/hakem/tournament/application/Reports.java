package org.hakem.tournament.application;

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
import org.hakem.standings.Standings;
import org.hakem.standings.TieBreak;
import org.hakem.trf.TrfWriter;

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
     */
    public record Table(String tournament, int afterRound, int rounds, List<String> tieBreaks, List<Row> rows,
                        boolean roundRobin) {
    }

    private Reports() {
    }

    /** The rounds a viewer may see: all for arbiters, the published ones for the public. */
    public static List<EventRound> visibleRounds(Snapshot s, boolean arbiter) {
        return arbiter ? s.rounds() : s.publishedRounds();
    }

    /**
     * The TRF-shaped model of the rounds the viewer sees, up to {@code afterRound}; 0 or less means up
     * to the last round that has a result (paired rounds without any result are not standings yet).
     */
    public static Crosstable model(Snapshot s, boolean arbiter, int afterRound) {
        List<EventRound> rounds = visibleRounds(s, arbiter);
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
        Standings st = Standings.compute(t, tbs, e.system().roundRobin() || e.system() == org.hakem.tournament.domain.EventSystem.MATCH
                ? Standings.TournamentSystem.ROUND_ROBIN : Standings.TournamentSystem.SWISS);
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
                e.system().roundRobin());
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

    /** CSV (RFC 4180, UTF-8, comma): rank, start, name, title, rating, federation, club, points, tie-breaks, rounds. */
    public static String csv(Table table) {
        StringBuilder b = new StringBuilder();
        List<String> header = new ArrayList<>(List.of("rank", "start", "name", "title", "rating", "federation", "club", "points"));
        header.addAll(table.tieBreaks().subList(1, table.tieBreaks().size()));
        for (int r = 1; r <= table.afterRound(); r++) {
            header.add("round " + r);
        }
        csvLine(b, header);
        for (Row row : table.rows()) {
            List<String> f = new ArrayList<>(List.of(Integer.toString(row.rank()), Integer.toString(row.startNumber()),
                    row.name(), nz(row.title()), row.rating() == null ? "" : row.rating().toString(), nz(row.federation()),
                    nz(row.club()), row.points()));
            f.addAll(row.tieBreaks());
            row.rounds().forEach(c -> f.add(c.swissText()));
            csvLine(b, f);
        }
        return b.toString();
    }

    private static void csvLine(StringBuilder b, List<String> fields) {
        for (int i = 0; i < fields.size(); i++) {
            String v = neutralised(fields.get(i));
            if (i > 0) {
                b.append(',');
            }
            if (v.contains(",") || v.contains("\"") || v.contains("\n") || v.contains("\r") || v.startsWith("'")) {
                b.append('"').append(v.replace("\"", "\"\"")).append('"');
            } else {
                b.append(v);
            }
        }
        b.append("\r\n");
    }

    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile("[-+]?\\d+([.,]\\d+)?");

    /**
     * A cell a spreadsheet would run as a formula (it starts with {@code = + - @}, a tab or a carriage return;
     * OWASP's CSV injection advice) gets a leading apostrophe, so it is shown as the text it is. Numbers, and
     * the lone dash of an empty cell, are left as they are.
     */
    static String neutralised(String v) {
        if (v.isEmpty() || "-".equals(v) || NUMBER.matcher(v).matches()) {
            return v;
        }
        char c = v.charAt(0);
        return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r' ? "'" + v : v;
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    /** TRF-2026 of the rounds the viewer sees. */
    public static String trf(Snapshot s, boolean arbiter) {
        List<EventRound> rounds = visibleRounds(s, arbiter);
        int last = rounds.stream().mapToInt(EventRound::number).max().orElse(0);
        return TrfWriter.write(ModelMapper.trf(s.event(), rounds, last));
    }

    /**
     * PDN of every game the viewer sees: attached games with the tournament's tags, and for games
     * without moves their tags and result.
     */
    public static String pdn(Snapshot s, boolean arbiter) {
        StringBuilder out = new StringBuilder();
        TournamentEvent e = s.event();
        for (EventRound r : visibleRounds(s, arbiter)) {
            for (Pairing p : r.boards()) {
                if (p.isBye() || !overTheBoard(p.result())) {
                    continue; // forfeits, unplayed games and games without result have no moves
                }
                Map<String, String> tags = ResultService.tags(e, p, r.number());
                tags.put("Round", r.number() + "." + p.board());
                tags.remove("Board");
                String game = p.pdn() == null ? null : boardGame(e, r.number(), p, tags);
                if (game != null) {
                    out.append(game);
                } else {
                    tags.forEach((k, v) -> out.append('[').append(k).append(" \"").append(v.replace("\\", "\\\\")
                            .replace("\"", "\\\"")).append("\"]\n"));
                    out.append('\n').append(p.result().pdnResult()).append("\n\n");
                }
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
        List<PdnGame> games = PdnReader.readAll(p.pdn(), "round " + round + " board " + p.board());
        PdnGame game = games.stream().filter(g -> !g.isEmpty()).findFirst().orElse(null);
        if (game == null) {
            return null;
        }
        Map<String, String> merged = new LinkedHashMap<>(tags);
        game.tags().forEach(t -> merged.putIfAbsent(t.name(), t.value()));
        List<PdnTag> list = merged.entrySet().stream().map(x -> new PdnTag(x.getKey(), x.getValue())).toList();
        return PdnWriter.toText(new PdnGame(game.source(), game.index(), game.line(), list,
                game.mainLine(), game.terminator(), game.diagnostics()));
    }

    static boolean overTheBoard(org.hakem.tournament.domain.BoardResult r) {
        return r == org.hakem.tournament.domain.BoardResult.WHITE_WINS || r == org.hakem.tournament.domain.BoardResult.DRAW
                || r == org.hakem.tournament.domain.BoardResult.BLACK_WINS;
    }

    /** A file name from the tournament's name: letters, digits and dashes. */
    public static String fileName(TournamentEvent e, String extension) {
        String base = java.text.Normalizer.normalize(e.name().replace('ı', 'i').replace('İ', 'I'), java.text.Normalizer.Form.NFD)
                .replaceAll("\\p{M}", "").replaceAll("[^A-Za-z0-9]+", "-").replaceAll("(^-|-$)", "").toLowerCase(Locale.ROOT);
        return (base.isEmpty() ? "tournament-" + e.id() : base) + "." + extension;
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
