/** The player aggregate, its details and invariants, and the repository it is kept in. */
package org.hakem.player.domain;
