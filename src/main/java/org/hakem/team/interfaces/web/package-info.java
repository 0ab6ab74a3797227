/**
 * Pages of team events (Facelets views under {@code /views/team/}, texts in this package's bundles): the list,
 * an event with its teams, rounds and matches, standings, crosstable, board prizes, match sheets, and the arbiter's
 * pages to create events and teams, enter line-ups and board results.
 */
package org.hakem.team.interfaces.web;
