/**
 * Hakem: a draughts tournament manager and PDN game archive.
 *
 * <p>Packages are cut by capability: {@code rules} (the pure-Java rules engine), {@code pdn} (reader,
 * writer, replay), {@code archive}, {@code tournament}, {@code pairing}, {@code player}, and the thin
 * edges {@code web}, {@code api} and {@code cli}. See {@code docs/architecture.md}.
 */
package org.hakem;
