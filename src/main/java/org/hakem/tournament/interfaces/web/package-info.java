/**
 * Tournament pages. Public (Facelets views under {@code /views/tournament/}, addresses in
 * {@link org.hakem.tournament.interfaces.web.TournamentRoutes}): list, overview, standings, crosstable (Swiss
 * style and round-robin grid), rounds, the printable pairing sheet and standings for the wall, and the player's
 * card; their files (exports, PDFs, a board's PDN) come from {@link org.hakem.tournament.interfaces.web.TournamentFiles}.
 * Arbiter pages under {@code /arbiter/tournaments} create a tournament, enter players, pair, publish and enter
 * results with the keyboard ({@link org.hakem.tournament.interfaces.web.ArbiterPages}).
 */
package org.hakem.tournament.interfaces.web;
