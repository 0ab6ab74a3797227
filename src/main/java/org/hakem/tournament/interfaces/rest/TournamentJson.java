package org.hakem.tournament.interfaces.rest;

import org.hakem.event.interfaces.rest.EventResource;
import org.hakem.event.domain.EventTieBreakRules;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.hakem.pairing.Preference;
import org.hakem.pairing.RoundExplanation;
import org.hakem.tournament.interfaces.PairingReasons;
import org.hakem.tournament.application.Snapshot;
import org.hakem.tournament.domain.AuditEntry;
import org.hakem.tournament.domain.ByeRequest;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EventDetails;
import org.hakem.tournament.domain.EventRound;
import org.hakem.event.domain.EventStatus;
import org.hakem.tournament.domain.EventSystem;
import org.hakem.tournament.domain.ForbiddenPair;
import org.hakem.tournament.domain.Pairing;
import org.hakem.tournament.domain.TournamentEvent;

/** JSON shapes of the tournament API. */
public final class TournamentJson {

    private TournamentJson() {
    }

    /**
     * A tournament's settings; {@code version} is required when correcting them. {@code arbiters}: its arbiters' user
     * names, chief first, comma-separated (sent back unchanged it changes nothing; other names give or take the
     * tournament, the chief's or an admin's act); {@code chiefArbiter}: read only (see {@code /arbiters}).
     * {@code tieBreakRules}: the edition of FIDE's tie-break regulations chosen, {@code auto} (by the start date),
     * {@code 2024} or {@code 2026} (left out: as it is); {@code tieBreakRulesApplied}: read only, the edition the
     * standings apply.
     */
    @org.eclipse.microprofile.openapi.annotations.media.Schema(name = "EventJson") // its operations are inherited: EventResource
    public record EventJson(Long id, String name, String place, LocalDate startDate, LocalDate endDate, String variant,
                            EventSystem system, Integer rounds, Integer plannedRounds, Boolean swapLastTwo,
                            String scoring, String tieBreaks, String timeControl, String arbiters, EventStatus status,
                            Boolean publicEvent, Long version, Integer roundsPaired, List<EntryJson> entries,
                            List<ForbiddenPairJson> forbiddenPairs, String acceleration, String initialColour,
                            List<ByeRequestJson> byeRequests, String swissSystem, Boolean colourRelevance,
                            String chiefArbiter, String tieBreakRules, String tieBreakRulesApplied, Boolean recordsGames)
            implements EventResource.SettingsJson<EventDetails> {

        static EventJson of(TournamentEvent e, List<EventRound> rounds, boolean full) {
            return new EventJson(e.id(), e.name(), e.place(), e.startDate(), e.endDate(), e.variant(), e.system(),
                    e.rounds(), e.plannedRounds(), e.swapLastTwo(), e.pointSystem().text(), e.tieBreaks(), e.timeControl(),
                    e.arbiters(), e.status(), e.publicEvent(), e.version(), rounds == null ? null : rounds.size(),
                    full ? e.entries().stream().map(EntryJson::of).toList() : null,
                    full ? e.forbiddenPairs().stream().map(ForbiddenPairJson::of).toList() : null,
                    e.acceleration().text(),
                    e.initialColour().map(c -> c.name().toLowerCase(java.util.Locale.ROOT)).orElse(null),
                    full ? e.byeRequests().stream().map(ByeRequestJson::of).toList() : null,
                    e.system() == EventSystem.SWISS ? e.swissSystem().key() : null,
                    e.system() == EventSystem.SWISS ? e.colourRelevance() : null,
                    e.arbiterPanel().chief().orElse(null), EventTieBreakRules.setting(e.chosenTieBreakRules()),
                    e.tieBreakRules().code(), e.recordsGames());
        }

        static EventJson of(Snapshot s) {
            return of(s.event(), s.rounds(), true);
        }

        @Override
        public EventDetails details() {
            return new EventDetails(name, place, startDate, endDate, variant, system, rounds, swapLastTwo, scoring,
                    tieBreaks, timeControl, arbiters, status, publicEvent, acceleration, initialColour, swissSystem,
                    colourRelevance, tieBreakRules);
        }
    }

    public record EntryJson(Long id, long playerId, int startNumber, String name, String title, Integer rating,
                            String federation, String club, boolean late, Integer withdrawnFrom) {
        static EntryJson of(Entry e) {
            return new EntryJson(e.id(), e.playerId(), e.startNumber(), e.name(), e.title(), e.rating(), e.federation(),
                    e.club(), e.late(), e.withdrawnFrom());
        }
    }

    public record ForbiddenPairJson(Long id, Long entryA, Long entryB, Integer startA, Integer startB, String reason) {
        static ForbiddenPairJson of(ForbiddenPair f) {
            return new ForbiddenPairJson(f.id(), f.first().id(), f.second().id(), f.first().startNumber(),
                    f.second().startNumber(), f.reason());
        }
    }

    /** A bye asked for: entry id, start number, round, kind ({@code half}, {@code zero}, {@code full}). */
    public record ByeRequestJson(Long entry, int startNumber, int round, String kind) {
        static ByeRequestJson of(ByeRequest b) {
            return new ByeRequestJson(b.entry().id(), b.entry().startNumber(), b.round(), b.kind().text());
        }
    }

    /** Body of POST byes: the round and the kind of bye (half, zero, full). */
    public record ByeRequestBody(Integer round, String kind) {
    }

    /** Body of POST entries. */
    /**
     * Body of POST entries: a registered player ({@code playerId}), or a new one ({@code player}: registered, then
     * entered, in one step; a registered namesake stops it unless {@code namesakeIsOther}).
     */
    public record EntryRequest(Long playerId, NewPlayerJson player, Boolean namesakeIsOther) {
    }

    /**
     * Body of PUT starting-rank (#33): every entry id in the new order (start numbers 1..n follow it), or
     * {@code "automatic":true} for rating, title and name again. Only before round 1 is paired.
     */
    public record RankRequest(List<Long> entries, Boolean automatic) {
    }

    /** The starting rank: set by hand or not, and the entries by start number. */
    public record RankJson(boolean byHand, List<EntryJson> entries) {
    }

    /** A new player's details, as {@code /api/players} takes them. */
    public record NewPlayerJson(String name, String federation, String title, Integer rating, String nationalId,
                                String fmjdId, String club, Integer birthYear, String sex) {
        org.hakem.player.domain.PlayerDetails details() {
            return new org.hakem.player.domain.PlayerDetails(name, federation, title, rating, nationalId, fmjdId, club,
                    birthYear, sex);
        }
    }

    /**
     * Body of POST entries/batch (#33): lines as a pasted list has them ({@code #12} a registry number, an FMJD or
     * national id, or a name), registry ids ({@code playerIds}, entered after the lines), the rating list missing
     * players are taken from ({@code listId}) and whether players found nowhere in the registry are registered
     * ({@code createMissing}).
     */
    public record BatchRequest(List<String> lines, List<Long> playerIds, Long listId, Boolean createMissing) {
    }

    /** What entering many players did: how many were entered, and each line's outcome with its text. */
    public record BatchJson(long entered, List<BatchLineJson> lines) {
        static BatchJson of(org.hakem.tournament.application.EntryBatch b, java.util.Locale locale) {
            return new BatchJson(b.entered(), b.lines().stream().map(l -> new BatchLineJson(l.line(), l.text(),
                    l.outcome().key(), l.report(locale).code(), l.message(locale),
                    l.entry() == null ? null : EntryJson.of(l.entry()))).toList());
        }
    }

    /**
     * One line's outcome: entered, created (registered, then entered), already, ambiguous, unknown, on-list (on the
     * rating list, not registered, creating not asked for) or refused; {@code message} says it in the request's
     * language; {@code entry} is the entry made or already there.
     */
    public record BatchLineJson(int line, String text, String outcome, String code, String message, EntryJson entry) {
    }

    /** Body of PUT withdrawal: the first round not played; null takes the withdrawal back. */
    public record WithdrawalRequest(Integer fromRound) {
    }

    public record ForbidRequest(Long entryA, Long entryB, String reason) {
    }


    /** A board given by hand: start numbers; black null (or 0) for a bye of kind {@code bye} (full, half, zero, pairing). */
    public record BoardRequest(Integer white, Integer black, String bye) {
    }

    /**
     * Body of POST rounds: nothing (pair the next round with the tournament's engine), {@code all: true}
     * (every remaining round of a round robin or match), or {@code boards} (the next round by hand).
     */
    public record PairRequest(Boolean all, List<BoardRequest> boards) {
    }

    public record PairingsRequest(List<BoardRequest> boards) {
    }

    /** Body of POST rounds/{n}/byes: the player's start number and the bye (full, half, zero, pairing; default half). */
    public record ByeGiven(Integer player, String kind) {
    }

    /** Body of POST swaps: the start numbers of the two players who change places. */
    public record SwapRequest(Integer a, Integer b) {
    }

    public record BoardJson(int board, int white, String whiteName, Integer black, String blackName, String result,
                            String resultCode, boolean bye, long version, boolean hasGame, String gameVerdict,
                            boolean flagged, Instant updatedAt, String updatedBy) {
        static BoardJson of(Pairing p) {
            return new BoardJson(p.board(), p.white().startNumber(), p.white().name(),
                    p.black() == null ? null : p.black().startNumber(), p.black() == null ? null : p.black().name(),
                    p.result().label(), p.result().name(), p.isBye(), p.version(), p.pdn() != null, p.pdnVerdict(),
                    p.pdnFlagged(), p.updatedAt(), p.updatedBy());
        }
    }

    public record RoundJson(int number, boolean published, Instant publishedAt, boolean complete, List<BoardJson> boards) {
        static RoundJson of(EventRound r) {
            return new RoundJson(r.number(), r.published(), r.publishedAt(), r.complete(),
                    r.boards().stream().map(BoardJson::of).toList());
        }
    }

    /** Body of PUT board: the result as typed ({@code 1-0}, {@code =}, {@code 0-1}, {@code +}, {@code -}, {@code --}, {@code u}...) and the version seen. */
    public record ResultRequest(String result, Long version) {
    }

    public record GameRequest(String pdn, Long version) {
    }

    @org.eclipse.microprofile.openapi.annotations.media.Schema(name = "AuditJson") // its operations are inherited: EventResource
    public record AuditJson(Instant at, String actor, String action, Integer round, Integer board, String oldValue,
                            String newValue) {
        static AuditJson of(AuditEntry a) {
            return new AuditJson(a.at(), a.actor(), a.action(), a.round(), a.board(), a.oldValue(), a.newValue());
        }
    }

    /**
     * Why a Swiss round is paired as it is ({@link RoundExplanation}); scores are pairing scores in points
     * (with any acceleration), {@code lines} the same explanation as text; {@code system} the Swiss system and
     * {@code rules} the rules it applied (with their annex article), empty for the Dutch system. The texts
     * ({@code reason}, {@code summary}, {@code warnings}, {@code lines}, {@code rules}, {@code system}) are in the
     * request's language (Accept-Language: tr or en); {@code warningCodes} name the warnings for programs.
     */
    public record ExplanationJson(int round, int plannedRounds, String initialColour, List<BracketJson> brackets,
                                  List<Integer> notPaired, List<FloatJson> floats, List<BoardColoursJson> boards,
                                  ByeJson bye, List<String> warnings, List<String> warningCodes, List<String> lines,
                                  String system, List<String> rules) {
        static ExplanationJson of(RoundExplanation x, java.util.Locale locale) {
            PairingReasons words = PairingReasons.of(locale);
            return new ExplanationJson(x.round(), x.plannedRounds(), lower(x.initialColour().name()),
                    x.brackets().stream().map(b -> new BracketJson(points(b.score()), b.players(), b.movedDown(), b.movedUp())).toList(),
                    x.notPaired(),
                    x.floats().stream().map(f -> new FloatJson(f.player(), lower(f.direction().name()), points(f.fromScore()),
                            points(f.toScore()), f.opponent(), f.board(), f.repeated())).toList(),
                    x.boards().stream().map(b -> new BoardColoursJson(b.board(), b.white(), b.black(), points(b.whiteScore()),
                            points(b.blackScore()), PreferenceJson.of(b.whitePreference()), PreferenceJson.of(b.blackPreference()),
                            b.rule().name(), b.rule().article(), words.text(b.rule().reason()), words.text(b.reason()),
                            b.followsRule())).toList(),
                    x.bye().map(y -> ByeJson.of(y, words)).orElse(null),
                    words.texts(x.warnings()), x.warnings().stream().map(org.hakem.pairing.Reason::code).toList(),
                    words.lines(x), words.text(x.systemName()), words.texts(x.rules()));
        }
    }

    public record BracketJson(BigDecimal score, List<Integer> players, List<Integer> floatingDown, List<Integer> floatingUp) {
    }

    public record FloatJson(int player, String direction, BigDecimal fromScore, BigDecimal toScore, int opponent, int board,
                            List<Integer> alsoInRounds) {
    }

    public record PreferenceJson(String colour, String strength, int colourDifference, String history) {
        static PreferenceJson of(Preference p) {
            return new PreferenceJson(lower(p.colour().name()), lower(p.strength().name()), p.colourDifference(), p.history());
        }
    }

    public record BoardColoursJson(int board, int white, int black, BigDecimal whiteScore, BigDecimal blackScore,
                                   PreferenceJson whitePreference, PreferenceJson blackPreference, String rule,
                                   String article, String summary, String reason, boolean followsRule) {
    }

    /** {@code rule}, {@code article}, {@code summary}: the rule of C.04.3 that decided the bye (null for FMJD). */
    public record ByeJson(int player, BigDecimal score, int unplayedGames, String reason, String rule, String article,
                          String summary) {
        static ByeJson of(RoundExplanation.Bye y, PairingReasons words) {
            return new ByeJson(y.player(), points(y.score()), y.unplayedGames(), words.text(y.reason()),
                    y.rule() == null ? null : y.rule().name(), y.rule() == null ? null : y.rule().article(),
                    y.rule() == null ? null : words.text(y.rule().reason()));
        }
    }

    /** Tenths as points: 45 → 4.5, 40 → 4 (never 4.0 or 1E+1). */
    static BigDecimal points(int tenths) {
        return tenths % 10 == 0 ? BigDecimal.valueOf(tenths / 10) : BigDecimal.valueOf(tenths, 1);
    }

    private static String lower(String s) {
        return s.toLowerCase(java.util.Locale.ROOT);
    }
}
