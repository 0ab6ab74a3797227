package org.hakem.live.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Optional;
import org.hakem.event.application.Actor;
import org.hakem.live.domain.BoardRecording;
import org.hakem.live.domain.FeedSource;
import org.hakem.live.domain.FeedSources;
import org.hakem.live.domain.LiveBoards;
import org.hakem.live.domain.RecordingStore;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;

/**
 * A round's PDN source as its arbiters manage it (#34): attach one (an http or https address), change or remove it,
 * see what its last poll came to and the boards it stopped, poll it now. Only the event's arbiters and admins; every
 * change is in the event's audit trail ({@code feed source}).
 */
@ApplicationScoped
public class RoundSource {

    /** The audit trail's action for a source attached, changed or removed. */
    public static final String AUDIT = "feed source";

    /** A round's source (null when none) and its boards the source stopped. */
    public record Shown(FeedSource source, List<BoardRecording> stopped) {
    }

    @Inject
    FeedSources sources;

    @Inject
    RecordingStore recordings;

    @Inject
    LiveKinds kinds;

    @Inject
    RoundFeedFollower follower;

    @Transactional
    public Shown show(String kind, long eventId, int round, Actor actor) {
        requireRound(kind, eventId, round, actor);
        return shown(kind, eventId, round);
    }

    /** Attaches a source to the round, or changes its address or choice of results. */
    @Transactional
    public Shown attach(String kind, long eventId, int round, String url, boolean results, Actor actor) {
        LiveBoards boards = requireRound(kind, eventId, round, actor);
        String u = url == null ? "" : url.strip();
        if (!SourceFetch.acceptable(u)) {
            throw new ValidationException("url", Problem.of("live.source.url", u));
        }
        Optional<FeedSource> old = sources.find(kind, eventId, round);
        String before = old.map(s -> s.url() + (s.results() ? " (results)" : "")).orElse(null);
        if (old.isPresent()) {
            old.get().change(u, results, actor.name());
        } else {
            sources.add(new FeedSource(kind, eventId, round, u, results, actor.name()));
        }
        boards.audit(eventId, round, AUDIT, before, u + (results ? " (results)" : ""), actor);
        return shown(kind, eventId, round);
    }

    /** Removes the round's source: what it recorded stays on the boards. */
    @Transactional
    public void detach(String kind, long eventId, int round, Actor actor) {
        LiveBoards boards = requireRound(kind, eventId, round, actor);
        FeedSource s = sources.find(kind, eventId, round).orElseThrow(() -> new NotFoundException(
                Problem.of("live.source.none", round)));
        boards.audit(eventId, round, AUDIT, s.url(), null, actor);
        sources.remove(s);
    }

    /** Polls the round's source now (the arbiter's button; tests). */
    public Shown pollNow(String kind, long eventId, int round, Actor actor) {
        FeedSource s = show(kind, eventId, round, actor).source();
        if (s == null) {
            throw new NotFoundException(Problem.of("live.source.none", round));
        }
        follower.poll(s.id());
        return show(kind, eventId, round, actor);
    }

    private Shown shown(String kind, long eventId, int round) {
        return new Shown(sources.find(kind, eventId, round).orElse(null), recordings.round(kind, eventId, round)
                .stream().filter(r -> r.status() == BoardRecording.Status.STOPPED).toList());
    }

    private LiveBoards requireRound(String kind, long eventId, int round, Actor actor) {
        LiveBoards boards = kinds.of(kind);
        boards.requireRecorder(eventId, actor);
        if (boards.round(eventId, round, true).isEmpty()) {
            throw new NotFoundException(Problem.of("live.round.not-found", eventId, round));
        }
        return boards;
    }
}
