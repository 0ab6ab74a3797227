/** The live day in PostgreSQL: recordings through JPA, change notices through {@code LISTEN/NOTIFY}. */
package org.hakem.live.infrastructure;
