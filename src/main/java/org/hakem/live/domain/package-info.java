/**
 * The live day's model: where a board is ({@link org.hakem.live.domain.BoardAddress}), a board's game as it is
 * recorded ({@link org.hakem.live.domain.BoardRecording}, its moves replayed by {@link org.hakem.live.domain.RecordedGame}),
 * and what every kind of event tells about its boards ({@link org.hakem.live.domain.LiveBoards}).
 */
package org.hakem.live.domain;
