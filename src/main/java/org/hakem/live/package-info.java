/**
 * The live event day (#34): a board's game recorded move by move (by hand on its recording page, or from a PDN
 * source attached to the round), the changes of an event announced to every app node (PostgreSQL
 * {@code LISTEN/NOTIFY}) and pushed to the viewers of its public pages, and each round as a PDN feed that other
 * programs poll. It knows no kind of event: tournaments and team events publish their boards to it through
 * {@link org.hakem.live.domain.LiveBoards}.
 */
package org.hakem.live;
