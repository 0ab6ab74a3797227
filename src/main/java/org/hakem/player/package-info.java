/**
 * The player registry: people who play in tournaments and appear in archived games.
 *
 * <p>{@code domain} holds the {@link org.hakem.player.domain.Player} aggregate and its invariants,
 * {@code application} the use cases (register, correct, remove, search), {@code infrastructure} the
 * JPA repository, and {@code interfaces} the REST resource and the HTML page. Names are kept exactly
 * as entered; search and sort use keys derived from them (see {@link org.hakem.player.domain.NameKeys}).
 */
package org.hakem.player;
