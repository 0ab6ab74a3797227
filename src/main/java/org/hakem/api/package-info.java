/**
 * The REST edge: the JAX-RS application under {@code /api} and the translation of the capabilities'
 * exceptions into HTTP statuses with JSON bodies. Resources live in each capability's
 * {@code interfaces.rest} package; nothing here knows the rules of draughts.
 */
package org.hakem.api;
