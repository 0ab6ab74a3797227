/** The player registry's REST resource and JSON shapes. */
package org.hakem.player.interfaces.rest;
