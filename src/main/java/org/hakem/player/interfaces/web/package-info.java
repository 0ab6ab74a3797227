/** The player registry's pages: the routes, the page bean; the views are under {@code /views/player/}. */
package org.hakem.player.interfaces.web;
