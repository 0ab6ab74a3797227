package org.hakem.archive.domain;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Where archived games are read and corrected (JPA at the edge); bulk imports use {@link ArchiveStore}. */
public interface GameRepository {

    Optional<ArchivedGame> find(long id);

    /** The newest game archived from an event's board (see {@link ArchiveStore#attach}), if any. */
    Optional<Long> newestOf(EventBoard board);

    /** Games by id, in the order of the ids given (missing ids are left out). */
    List<ArchivedGame> findAll(Collection<Long> ids);

    /** What the archive browser filters on; nulls mean "any". */
    record Browse(String variant, String player, String event, Integer yearFrom, Integer yearTo, String result,
                  String status, Long collectionId) {
    }

    List<ArchivedGame> browse(Browse filter, int offset, int limit);

    long count(Browse filter);

    void remove(ArchivedGame game);

    /** Notes in the index log (same transaction) that the game's index entries must be refreshed. */
    void logIndexChange(long gameId);

    List<ImportRun> recentRuns(int limit);

    Optional<ImportRun> run(long id);

    List<ArchiveCollection> collections();

    void flush();
}
