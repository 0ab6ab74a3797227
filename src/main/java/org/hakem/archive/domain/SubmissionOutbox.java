package org.hakem.archive.domain;

/** Where an event's request to the archive is written: in the event's own transaction (see {@link Submission}). */
public interface SubmissionOutbox {

    /** Writes the row in the transaction that is running; it becomes visible to the worker when that one commits. */
    void append(Submission submission);
}
