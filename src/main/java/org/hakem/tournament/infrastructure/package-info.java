/**
 * Technical adapters of the tournament application: JPA repository, the rules engine as the PDN replay
 * needs it, the PDF crosstable.
 */
package org.hakem.tournament.infrastructure;
