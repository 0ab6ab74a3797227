/** Use cases of the player registry, one transaction each. */
package org.hakem.player.application;
