/** JPA implementation of the player repository. */
package org.hakem.player.infrastructure;
