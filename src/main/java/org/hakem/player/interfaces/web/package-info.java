/** The player registry's HTML page. */
package org.hakem.player.interfaces.web;
