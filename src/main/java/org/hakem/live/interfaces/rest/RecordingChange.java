package org.hakem.live.interfaces.rest;

/**
 * What a change of a recording came to: {@code played} (a move, or a correction with the plies kept and dropped
 * after it), {@code undone} or {@code finished}, and the board with its recording now.
 */
public record RecordingChange(String outcome, String notation, int kept, int dropped, RecordingJson recording) {
}
