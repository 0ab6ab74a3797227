/** {@code /api/teams}: JAX-RS resources and JSON shapes of team events. */
package org.hakem.team.interfaces.rest;
