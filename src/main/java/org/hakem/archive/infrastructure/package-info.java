/**
 * Technical adapters of the archive: JDBC bulk storage for imports, JPA repositories for reading and editing,
 * the Lucene position index on local disk, and the adapter that lets PDN replay use the rules engine.
 */
package org.hakem.archive.infrastructure;
