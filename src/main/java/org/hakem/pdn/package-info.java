/**
 * PDN 3.0 game records: a streaming reader that reports every defect with file, game, line and column
 * and recovers at the next game, the movetext model (tags, moves, comments, NAGs, variations, setups,
 * result), the value objects of the standard ({@link org.hakem.pdn.GameType}, {@link org.hakem.pdn.FenSetup},
 * {@link org.hakem.pdn.MoveText}, {@link org.hakem.pdn.Square}) and a canonical writer.
 *
 * <p>Pure Java: no server, no database. Replay (resolving move text against the legal moves of a rules
 * engine) plugs in through {@link org.hakem.pdn.replay.LegalMoveSource}.
 */
package org.hakem.pdn;
