/** The tournament REST API under {@code /api/tournaments} and its JSON shapes. */
package org.hakem.tournament.interfaces.rest;
