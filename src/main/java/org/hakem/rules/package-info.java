/**
 * The rules engine of Hakem: pure Java, no server types.
 *
 * <p>A {@link org.hakem.rules.Variant} is declared in {@link org.hakem.rules.Variants} by its
 * {@link org.hakem.rules.Rules}, a record (board, directions of men and kings, flying or short kings, removal
 * timing, capture precedence, promotion during a capture, capture limit, obstacles, game-end rules as
 * {@link org.hakem.rules.EndRule} strategies), compiled once into an immutable rule set; the registry is
 * {@link org.hakem.rules.Variants#registry()}. One shared generator ({@link org.hakem.rules.MoveGenerator}) plays
 * every variant from that rule set on bitboards: one {@code long} per set on boards of up to 64 bits, two words on wider boards
 * (12x12, Canadian), where the same walk runs on word pairs ({@code WideMoveGenerator}); the board chooses. {@link org.hakem.rules.Position} and {@link org.hakem.rules.Move} are immutable
 * values for the rest of Hakem; {@link org.hakem.rules.Game} adds history, counters and the outcome;
 * {@link org.hakem.rules.Perft} counts move trees for verification and benchmarks.
 * See {@code docs/rules.md} for the rule readings and their sources.
 */
package org.hakem.rules;
