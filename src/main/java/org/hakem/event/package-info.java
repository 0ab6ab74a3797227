/**
 * What tournaments and team events share about who runs them (#30): an event belongs to its arbiters. The
 * {@link org.hakem.event.domain.EventArbiter} relation (one table for both kinds of event), the rules of a panel of
 * arbiters ({@link org.hakem.event.domain.EventArbiters}) and the one check both services make before every change
 * ({@link org.hakem.event.application.EventAccess}). It knows nothing of tournaments or teams; they use it.
 */
package org.hakem.event;
