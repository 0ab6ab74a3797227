/** The JSON of an event's arbiters, the same under {@code /api/tournaments/{id}/arbiters} and {@code /api/teams/{id}/arbiters}. */
package org.hakem.event.interfaces.rest;
