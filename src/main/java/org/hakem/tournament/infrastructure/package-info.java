/**
 * Technical adapters of the tournament application: the JPA repository and the PDF crosstable.
 */
package org.hakem.tournament.infrastructure;
