/** Team events, rounds, matches, boards and the audit trail in PostgreSQL through JPA; the printed match sheets (PDF). */
package org.hakem.team.infrastructure;
