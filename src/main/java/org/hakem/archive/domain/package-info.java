/**
 * The archive's model: the {@link org.hakem.archive.domain.ArchivedGame} aggregate, collections and import
 * runs, the repository and index interfaces, and the pure rules that need no server: date parsing, the
 * duplicate key, the positions of a stored game, position queries.
 */
package org.hakem.archive.domain;
