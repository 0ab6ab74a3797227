/**
 * Tournament pages. Public (Facelets views under {@code /views/tournament/}, addresses in
 * {@link org.hakem.tournament.interfaces.web.TournamentRoutes}): list, overview, standings, crosstable (Swiss
 * style and round-robin grid), rounds, the printable pairing sheet and standings for the wall, and the player's
 * card; their files (exports, PDFs, a board's PDN) come from {@link org.hakem.tournament.interfaces.web.TournamentFiles}.
 * Arbiter pages under {@code /arbiter/tournaments} (views under {@code /views/arbiter/}, addresses in
 * {@link org.hakem.tournament.interfaces.web.ArbiterRoutes}) create a tournament, show what is left to do, enter
 * players, pair, publish and enter results from the pairing sheet with the keyboard.
 */
package org.hakem.tournament.interfaces.web;
