/**
 * The seam where a rules engine plugs into PDN: {@link org.hakem.pdn.replay.LegalMoveSource} is the small
 * interface an engine adapter implements (start position, legal moves with origin, destination, ordered
 * captured squares and landing path, playing a move); {@link org.hakem.pdn.replay.MoveMatcher} resolves a
 * move's text against the legal moves, {@link org.hakem.pdn.replay.ShortNotation} writes a move in short
 * notation unless that is ambiguous, and {@link org.hakem.pdn.replay.Replayer} walks a game's main line
 * to the verdict {@code legal}, {@code legal, played on after the game ended at ply N (reason)} (every move
 * legal, but the record goes on after an end the rules give) or {@code illegal at ply N: reason}.
 */
package org.hakem.pdn.replay;
