package org.hakem.live.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.Optional;
import org.hakem.live.domain.LiveBoards;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.Problem;

/** The kinds of event the live day knows ({@link LiveBoards} implementations), by kind or by address word. */
@ApplicationScoped
public class LiveKinds {

    @Inject
    Instance<LiveBoards> kinds;

    /** The boards of a kind ({@code tournament}, {@code team}); not found for another. */
    public LiveBoards of(String kind) {
        return find(kind).orElseThrow(() -> new NotFoundException(Problem.of("live.kind.unknown", kind)));
    }

    public Optional<LiveBoards> find(String kind) {
        return kinds.stream().filter(k -> k.kind().equals(kind)).findFirst();
    }

    /** The kind an address's plural names ({@code tournaments} → {@code tournament}, {@code teams} → {@code team}). */
    public static String fromPlural(String plural) {
        return plural != null && plural.endsWith("s") ? plural.substring(0, plural.length() - 1) : String.valueOf(plural);
    }
}
