/**
 * The archive's use cases: importing PDN streams (parse, replay, store, index), searching positions, editing
 * and deleting games, and keeping the derived position index in step with the database.
 */
package org.hakem.archive.application;
