/**
 * Tournament pages: public list, overview, standings, printable crosstable (Swiss style and round-robin
 * grid) and rounds ({@link org.hakem.tournament.interfaces.web.TournamentPages}); arbiter pages under
 * {@code /arbiter/tournaments} to create a tournament, see what is left to do, enter players, pair, publish
 * and enter results from the pairing sheet with the keyboard (Facelets views under {@code views/arbiter},
 * routed by {@link org.hakem.tournament.interfaces.web.ArbiterRoutes}).
 */
package org.hakem.tournament.interfaces.web;
