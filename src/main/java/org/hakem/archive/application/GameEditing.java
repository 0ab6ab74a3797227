package org.hakem.archive.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.hakem.archive.domain.ArchivedGame;

/**
 * Corrections and deletions with the index kept in step: the database transaction commits first (with its
 * index-log entry), then the index applies the log. If the process dies in between, the next start applies it.
 */
@ApplicationScoped
public class GameEditing {

    @Inject
    ArchiveService service;

    @Inject
    IndexMaintenance index;

    public ArchivedGame correct(long id, long expectedVersion, ArchivedGame.Tags tags) {
        ArchivedGame g = service.correct(id, expectedVersion, tags);
        index.catchUp();
        return g;
    }

    public void delete(long id, Long expectedVersion) {
        service.delete(id, expectedVersion);
        index.catchUp();
    }
}
