package org.hakem.live.domain;

import java.util.List;
import java.util.Optional;

/** Where recordings are kept (JPA at the edge: {@code live.infrastructure.JpaRecordingStore}). */
public interface RecordingStore {

    /** The recording of a board (its row within its kind), if one was started. */
    Optional<BoardRecording> find(String kind, long boardId);

    /** The recordings of a round's boards, in match and board order (those of boards unpaired since included). */
    List<BoardRecording> round(String kind, long eventId, int round);

    BoardRecording add(BoardRecording recording);

    /** Writes pending changes now, so version conflicts show inside the use case. */
    void flush();
}
