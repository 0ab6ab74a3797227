/**
 * The tournament capability's edges: the REST API ({@code rest}), the pages ({@code web}) and what both
 * render the same way ({@link org.hakem.tournament.interfaces.TournamentExports}).
 */
package org.hakem.tournament.interfaces;
