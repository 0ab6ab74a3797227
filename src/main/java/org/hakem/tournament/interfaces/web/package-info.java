/**
 * Tournament pages: public list, overview, standings, printable crosstable (Swiss style and round-robin
 * grid) and rounds ({@link org.hakem.tournament.interfaces.web.TournamentPages}); arbiter pages under
 * {@code /arbiter/tournaments} to create a tournament, enter players, pair, publish and enter results
 * with the keyboard ({@link org.hakem.tournament.interfaces.web.ArbiterPages}).
 */
package org.hakem.tournament.interfaces.web;
