package org.hakem.tournament.domain;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hakem.crosstable.Colour;
import org.hakem.crosstable.Entrant;
import org.hakem.crosstable.PointSystem;
import org.hakem.crosstable.ResultCode;
import org.hakem.crosstable.RoundEntry;
import org.hakem.crosstable.Crosstable;
import org.hakem.pairing.SwissSystem;
import org.hakem.trf.TrfAcceleration;
import org.hakem.trf.TrfBye;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfProhibitedPairing;
import org.hakem.trf.TrfRecord;
import org.hakem.event.domain.BoardResult;

/**
 * Turns a persisted tournament into the TRF-shaped model of {@code org.hakem.crosstable}, from
 * which standings, tie-breaks and every export are computed (they are never stored).
 *
 * <p>Mapping of a board's result to the players' TRF codes: see {@link BoardResult}. A game still
 * without result is a pairing with a blank result (no points, not played), as TRF writes a round in
 * progress. An unplayed game is a zero-point bye for both (no game, no opponent). A player on no board
 * of a round gets no entry (absent).
 */
public final class ModelMapper {

    private ModelMapper() {
    }

    /**
     * The tournament with its rounds 1..{@code upToRound} (those present in {@code rounds}); points
     * stated per player are the computed ones.
     */
    public static Crosstable tournament(TournamentEvent event, List<EventRound> rounds, int upToRound) {
        List<Entry> entries = event.entries();
        Map<Long, List<RoundEntry>> byEntry = new HashMap<>();
        int last = 0;
        for (EventRound r : rounds) {
            if (r.number() <= upToRound) {
                last = Math.max(last, r.number());
            }
        }
        for (Entry e : entries) {
            List<RoundEntry> list = new ArrayList<>();
            for (int i = 0; i < last; i++) {
                list.add(RoundEntry.ABSENT);
            }
            byEntry.put(e.id(), list);
        }
        for (EventRound r : rounds) {
            if (r.number() > last) {
                continue;
            }
            for (Pairing b : r.boards()) {
                int i = r.number() - 1;
                if (b.isBye()) {
                    set(byEntry, b.white(), i, RoundEntry.bye(b.result().whiteCode()));
                } else if (b.result() == BoardResult.PENDING) {
                    set(byEntry, b.white(), i, new RoundEntry(b.black().startNumber(), Colour.WHITE, ResultCode.BLANK));
                    set(byEntry, b.black(), i, new RoundEntry(b.white().startNumber(), Colour.BLACK, ResultCode.BLANK));
                } else if (b.result() == BoardResult.UNPLAYED) {
                    set(byEntry, b.white(), i, RoundEntry.bye(ResultCode.ZERO_POINT_BYE));
                    set(byEntry, b.black(), i, RoundEntry.bye(ResultCode.ZERO_POINT_BYE));
                } else {
                    set(byEntry, b.white(), i, RoundEntry.game(b.black().startNumber(), Colour.WHITE, b.result().whiteCode()));
                    set(byEntry, b.black(), i, RoundEntry.game(b.white().startNumber(), Colour.BLACK, b.result().blackCode()));
                }
            }
        }
        List<Entrant> players = new ArrayList<>();
        for (Entry e : entries) {
            players.add(new Entrant(e.startNumber(), e.sex() == null ? "" : e.sex(), e.title() == null ? "" : e.title(), e.name(),
                    e.rating() == null ? 0 : e.rating(), e.federation() == null ? "" : e.federation(),
                    e.fmjdId() == null ? "" : e.fmjdId(), e.birthYear() == null ? "" : e.birthYear().toString(),
                    0, 0, byEntry.get(e.id())));
        }
        // A Swiss whose initial colour is not fixed yet (neither chosen by the arbiter nor drawn by lot)
        // leaves it out: it is then read from round 1, as TRF does without XXC. Other systems do not use it
        // (a colour chosen while the tournament was a Swiss is ignored).
        Optional<Colour> initial = event.system() == EventSystem.SWISS ? event.initialColour() : Optional.of(Colour.WHITE);
        // TRF 092: an FMJD Swiss says so (and "colour relevance" when it has that option), so that the file is
        // paired by the same system and options when read back
        String systemName = event.system() == EventSystem.SWISS && event.swissSystem() == SwissSystem.FMJD
                ? SwissSystem.FMJD.trfName(event.fmjdOptions()) : event.system().label();
        Crosstable t = new Crosstable(event.name(), systemName, event.plannedRounds(),
                initial, event.pointSystem(), players);
        List<Entrant> scored = new ArrayList<>();
        for (Entrant p : t.players()) {
            scored.add(p.withDeclared(t.score(p), 0));
        }
        return t.withPlayers(scored);
    }

    private static void set(Map<Long, List<RoundEntry>> byEntry, Entry e, int index, RoundEntry re) {
        List<RoundEntry> list = byEntry.get(e.id());
        if (list != null) {
            list.set(index, re);
        }
    }

    /**
     * The tournament as a TRF-2026 document: place (022), dates (042, 052), chief arbiter (102, {@link org.hakem.event.domain.EventOfficials#trfRecords}), deputies (112), time
     * control
     * (122), byes asked for later rounds (240), Baku acceleration (250), forbidden pairs (260 for all rounds), and
     * the note of the tie-break regulations the standings apply ({@link org.hakem.trf.TrfTieBreakRules}).
     */
    public static TrfDocument trf(TournamentEvent event, List<EventRound> rounds, int upToRound) {
        Crosstable t = withAbsencesWritten(tournament(event, rounds, upToRound));
        List<TrfRecord> header = new ArrayList<>();
        DateTimeFormatter f = DateTimeFormatter.ofPattern("yyyy/MM/dd");
        if (event.place() != null) {
            header.add(record("022", event.place()));
        }
        if (event.startDate() != null) {
            header.add(record("042", event.startDate().format(f)));
        }
        if (event.endDate() != null) {
            header.add(record("052", event.endDate().format(f)));
        }
        header.addAll(event.officials().trfRecords(event.arbiters()));
        if (event.timeControl() != null) {
            header.add(record("122", event.timeControl()));
        }
        List<TrfProhibitedPairing> forbidden = new ArrayList<>();
        int planned = Math.max(1, event.plannedRounds());
        for (ForbiddenPair fp : event.forbiddenPairs()) {
            forbidden.add(new TrfProhibitedPairing(1, planned, List.of(fp.first().startNumber(), fp.second().startNumber())));
        }
        List<TrfAcceleration> accelerations = event.system() == EventSystem.SWISS
                && event.acceleration() == Acceleration.BAKU ? baku(t) : List.of();
        // byes asked for rounds not recorded yet (a recorded round holds them as H/Z/F entries)
        Map<String, List<Integer>> asked = new java.util.TreeMap<>();
        for (ByeRequest b : event.byeRequests()) {
            if (b.round() > upToRound) {
                asked.computeIfAbsent(String.format("%03d%c", b.round(), b.kind().trf()), k -> new ArrayList<>())
                        .add(b.entry().startNumber());
            }
        }
        List<TrfBye> byes = new ArrayList<>();
        asked.forEach((k, players) -> byes.add(new TrfBye(k.charAt(3), Integer.parseInt(k.substring(0, 3)), players)));
        return new TrfDocument(t, header, byes, accelerations, forbidden,
                List.of(org.hakem.trf.TrfTieBreakRules.note(event.tieBreakRules())));
    }

    /**
     * Baku acceleration (C.04.5.1) as 250 records: group A, the first 2·⌈N/4⌉ start numbers, gets a
     * win's worth of points in the first half (rounded up) of the accelerated rounds and a draw's worth
     * in the others; the accelerated rounds are the first half (rounded up) of the tournament.
     */
    static List<TrfAcceleration> baku(Crosstable t) {
        int n = t.players().size();
        int planned = t.plannedRounds();
        if (n == 0 || planned == 0) {
            return List.of();
        }
        int groupA = Math.min(n, 2 * ((n + 3) / 4));
        int accelerated = (planned + 1) / 2;
        int full = (accelerated + 1) / 2;
        PointSystem ps = t.points();
        List<TrfAcceleration> out = new ArrayList<>();
        out.add(new TrfAcceleration(0, ps.win(), 1, full, 1, groupA));
        if (accelerated > full) {
            out.add(new TrfAcceleration(0, ps.draw(), full + 1, accelerated, 1, groupA));
        }
        return out;
    }

    /**
     * A player on no board of a recorded round (withdrawn, late entry, absent) gets an explicit
     * zero-point bye in the TRF ({@code 0000 - Z}) rather than a blank entry: TRF drops trailing blank
     * rounds, and a reader (or the Swiss engine re-pairing the export) could then not tell that the player
     * did not take part in the last round. Both mean the same (no game, no points).
     */
    static Crosstable withAbsencesWritten(Crosstable t) {
        int recorded = 0;
        for (Entrant p : t.players()) {
            recorded = Math.max(recorded, p.rounds().size());
        }
        List<Entrant> out = new ArrayList<>();
        for (Entrant p : t.players()) {
            List<RoundEntry> rs = new ArrayList<>();
            for (int r = 1; r <= recorded; r++) {
                RoundEntry e = p.round(r);
                rs.add(e.equals(RoundEntry.ABSENT) ? RoundEntry.bye(ResultCode.ZERO_POINT_BYE) : e);
            }
            out.add(p.withRounds(rs));
        }
        return t.withPlayers(out);
    }

    private static TrfRecord record(String tag, String value) {
        return new TrfRecord(tag, tag + " " + value.replace('\n', ' '));
    }
}
