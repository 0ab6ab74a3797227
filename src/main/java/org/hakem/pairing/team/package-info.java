/**
 * Team pairing: the team round robin from the Berger tables ({@link org.hakem.pairing.team.TeamRoundRobin}),
 * the FIDE Swiss Team Pairing System, Handbook C.04.6 effective 1 February 2026
 * ({@link org.hakem.pairing.team.TeamSwissPairer}, its input {@link org.hakem.pairing.team.TeamSwissRequest} built
 * from a team event by {@link org.hakem.pairing.team.TeamSwissRequests}, its rules
 * {@link org.hakem.pairing.team.TeamSwissRules}, the colour preferences of its Article 1.7
 * {@link org.hakem.pairing.team.TeamColourPreference}), and the check of a recorded round against those rules
 * ({@link org.hakem.pairing.team.TeamPairingCheck}), and a default initial order of the teams
 * ({@link org.hakem.pairing.team.TeamInitialOrder}). The output of both systems is a
 * {@link org.hakem.pairing.team.TeamRoundPairing} of {@link org.hakem.pairing.team.TeamFixture}s. Plain Java; the
 * rules as implemented, article by article, are in docs/teams.md.
 */
package org.hakem.pairing.team;
