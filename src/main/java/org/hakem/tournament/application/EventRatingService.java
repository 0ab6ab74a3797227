package org.hakem.tournament.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hakem.crosstable.Crosstable;
import org.hakem.crosstable.Entrant;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.rating.EventRatings;
import org.hakem.rating.PriorRating;
import org.hakem.rating.RatingListEntry;
import org.hakem.rating.RatingOutcome;
import org.hakem.rating.RatingParameters;
import org.hakem.event.domain.EventOfficials;
import org.hakem.rating.RatingReport;
import org.hakem.rating.TimeControlClass;
import org.hakem.ratinglist.application.RatingListService;
import org.hakem.tournament.domain.Entry;
import org.hakem.tournament.domain.EventRound;
import org.hakem.tournament.domain.ModelMapper;
import org.hakem.tournament.domain.RatingSettings;
import org.hakem.tournament.domain.RatingSettingsRepository;
import org.hakem.tournament.domain.TournamentEvent;
import org.hakem.trf.TrfDocument;
import org.hakem.trf.TrfRecord;
import org.hakem.trf.TrfWriter;
import org.hakem.event.application.Actor;

/**
 * A tournament's ratings: its rating settings (list type, time-control class), each player's rating before it from
 * the list in force at its start date (by FMJD id, else by name and federation), and the expected scores, changes
 * and new ratings from the results the viewer sees, for the standings, their exports and the rating report.
 */
@ApplicationScoped
@Transactional
public class EventRatingService {

    /** A tournament's rating settings as shown. */
    public record Settings(String listType, String timeControlClass) {
    }

    @Inject
    RatingSettingsRepository settings;

    @Inject
    RatingListService lists;

    @Inject
    TournamentService tournaments;

    /** The tournament's rating settings; empty when it is not rated. */
    public Optional<Settings> settings(long eventId) {
        return settings.find(eventId).map(s -> new Settings(s.listType(), s.timeControlClass().text()));
    }

    /**
     * Rates the tournament on a list type with a time-control class; a blank list type makes it not rated.
     *
     * @throws ValidationException for an unknown list type or time-control class
     */
    public Optional<Settings> configure(long eventId, String listType, String timeControlClass, Actor actor) {
        TournamentEvent e = tournaments.writable(eventId, actor);
        Optional<RatingSettings> current = settings.find(eventId);
        String before = current.map(s -> s.listType() + " " + s.timeControlClass().text()).orElse(null);
        if (listType == null || listType.isBlank()) {
            current.ifPresent(settings::remove);
            if (before != null) {
                tournaments.audit(e, actor, "rating-settings", null, null, before, null);
                tournaments.rerateEntries(e, actor);
            }
            return Optional.empty();
        }
        if (!lists.hasType(listType)) {
            throw new ValidationException("listType", Problem.of("rating.list-type.unknown", listType,
                    String.join(", ", lists.types().stream().map(RatingParameters::id).toList())));
        }
        TimeControlClass tc;
        try {
            tc = TimeControlClass.parse(timeControlClass);
        } catch (IllegalArgumentException ex) {
            throw new ValidationException("timeControlClass", Problem.of("rating.time-control.unknown"));
        }
        String type = lists.type(listType).id();
        if (current.isPresent()) {
            current.get().change(type, tc);
        } else {
            settings.add(new RatingSettings(eventId, type, tc));
        }
        tournaments.audit(e, actor, "rating-settings", null, null, before, type + " " + tc.text());
        tournaments.rerateEntries(e, actor);
        return settings(eventId);
    }

    /** What the rating computation of a tournament starts from. */
    private record Basis(RatingSettings settings, RatingParameters parameters,
                         Optional<RatingListService.InForce> list) {
    }

    private Optional<Basis> basis(TournamentEvent e) {
        return settings.find(e.id()).map(s -> new Basis(s, lists.type(s.listType()),
                lists.inForce(s.listType(), e.startDate())));
    }

    /** A player's standing before the tournament and whether the list had the player. */
    private record Before(PriorRating prior, boolean onList, String fmjdId) {
    }

    private static Map<Integer, Before> before(TournamentEvent e, Basis b) {
        Map<Integer, Before> out = new HashMap<>();
        for (Entry x : e.entries()) {
            if (b.list().isPresent()) {
                Optional<RatingListEntry> found = b.list().get().list().find(x.fmjdId(), x.name(), x.federation());
                out.put(x.startNumber(), found.map(f -> new Before(f.prior(), true,
                                f.fmjdId().isEmpty() ? x.fmjdId() : f.fmjdId()))
                        .orElse(new Before(PriorRating.UNRATED, false, x.fmjdId())));
            } else {
                int r = x.rating() == null ? 0 : Math.max(0, Math.min(4000, x.rating()));
                out.put(x.startNumber(), new Before(new PriorRating(r, null), false, x.fmjdId()));
            }
        }
        return out;
    }

    private static Map<Integer, RatingOutcome> outcomes(Crosstable t, Basis b, Map<Integer, Before> before) {
        return EventRatings.compute(t, (Entrant p) -> before.get(p.startNumber()).prior(), b.parameters(),
                b.settings().timeControlClass());
    }

    /**
     * The rating columns of the standings after {@code round} (0: the latest with results), as the viewer sees the
     * rounds; empty when the tournament is not rated.
     */
    public Optional<RatingColumns> columns(Snapshot s, boolean arbiter, int round) {
        Optional<Basis> basis = basis(s.event());
        if (basis.isEmpty()) {
            return Optional.empty();
        }
        Basis b = basis.get();
        Map<Integer, Before> before = before(s.event(), b);
        Map<Integer, RatingOutcome> outcomes = outcomes(Reports.model(s, arbiter, round), b, before);
        List<RatingColumns.Player> players = outcomes.entrySet().stream()
                .map(x -> RatingColumns.Player.of(x.getKey(), before.get(x.getKey()).onList(), x.getValue())).toList();
        return Optional.of(new RatingColumns(b.parameters().id(), b.parameters().name(),
                b.list().map(l -> l.info().listDate().toString()).orElse(null),
                b.settings().timeControlClass().text(), players));
    }

    /** The standings with their rating columns when the tournament is rated. */
    public Reports.Table standings(Snapshot s, boolean arbiter, int round) {
        Reports.Table t = Reports.table(s, arbiter, round);
        return columns(s, arbiter, round).map(t::withRatings).orElse(t);
    }

    /** The rating report of the rounds the viewer sees. */
    public RatingReport report(Snapshot s, boolean arbiter) {
        TournamentEvent e = s.event();
        Basis b = basis(e).orElseThrow(() -> new NotFoundException(Problem.of("rating.settings.not-rated")));
        Map<Integer, Before> before = before(e, b);
        Crosstable t = Reports.model(s, arbiter, 0);
        Map<Integer, String> ids = new HashMap<>();
        before.forEach((n, x) -> ids.put(n, x.fmjdId() == null ? "" : x.fmjdId()));
        EventOfficials o = e.officials();
        RatingReport.Header h = new RatingReport.Header(e.name(), e.place(),
                e.startDate() == null ? "" : e.startDate().toString(), e.endDate() == null ? "" : e.endDate().toString(),
                o.chiefArbiter() != null ? o.chiefArbiter() : e.arbiters(), e.timeControl(),
                b.settings().timeControlClass(), b.parameters().id(),
                b.list().map(l -> l.info().listDate().toString()).orElse(""), o.deputiesText(),
                o.organiser() == null ? "" : o.organiser());
        return RatingReport.of(h, t, outcomes(t, b, before), ids);
    }

    /**
     * The tournament as TRF for rating: every player's 001 line with the rating before the tournament from the list
     * and the FMJD id in the id field, and comment lines naming the list type, the list's date and the time-control
     * class.
     */
    public String reportTrf(Snapshot s, boolean arbiter) {
        TournamentEvent e = s.event();
        Basis b = basis(e).orElseThrow(() -> new NotFoundException(Problem.of("rating.settings.not-rated")));
        Map<Integer, Before> before = before(e, b);
        List<EventRound> rounds = s.visibleRounds(arbiter);
        int last = rounds.stream().mapToInt(EventRound::number).max().orElse(0);
        TrfDocument doc = ModelMapper.trf(e, rounds, last);
        List<Entrant> players = doc.tournament().players().stream().map(p -> {
            Before x = before.get(p.startNumber());
            return new Entrant(p.startNumber(), p.sex(), p.title(), p.name(), x.prior().rating(), p.federation(),
                    x.fmjdId() == null ? "" : x.fmjdId(), p.birthDate(), p.declaredPoints(), p.declaredRank(),
                    p.rounds());
        }).toList();
        List<TrfRecord> other = new java.util.ArrayList<>(doc.otherRecords());
        other.add(new TrfRecord("###", "### rating list " + b.parameters().id() + " "
                + b.list().map(l -> l.info().listDate().toString()).orElse("(players' own ratings)")
                + ", time-control class " + b.settings().timeControlClass().text()));
        return TrfWriter.write(new TrfDocument(doc.tournament().withPlayers(players), doc.headerRecords(), doc.byes(),
                doc.accelerations(), doc.prohibitedPairings(), other));
    }
}
