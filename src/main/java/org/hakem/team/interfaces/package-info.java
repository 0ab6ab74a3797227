/** The edges of team events: JSON over HTTP ({@code rest}), pages ({@code web}), and what both share (texts of exports). */
package org.hakem.team.interfaces;
