/**
 * The persisted team event: {@link org.hakem.team.domain.TeamEvent} with its teams and their rosters, and the rounds
 * ({@link org.hakem.team.domain.TeamRound}) with their matches and boards, each aggregate guarding its rules (roster
 * order in a line-up, reserves, board count, who may get a result). Repository interfaces; implemented with JPA in
 * {@code infrastructure}.
 */
package org.hakem.team.domain;
