/** The player's page bean; its view is {@code /views/player/player.xhtml}, its address the registry's route. */
package org.hakem.profile.interfaces.web;
