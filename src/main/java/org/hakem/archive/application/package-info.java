/**
 * The archive's use cases: importing PDN streams (parse, replay, store, index, as an overlapping pipeline),
 * archiving the games attached to tournament boards, searching positions, editing and deleting games, linking
 * written names to registry players, and keeping the derived position index in step with the database.
 */
package org.hakem.archive.application;
