package org.hakem.live.interfaces.rest;

/**
 * A change of a recording: the version it was made on (as the last answer gave it), and for a move the text typed
 * ({@code 32-28}, {@code c3xc5xe5}, a route's long notation), for a correction also the ply replaced (from 1), for
 * the end of the game its result ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}).
 */
public record RecordingRequest(Long version, String move, Integer ply, String result) {
}
