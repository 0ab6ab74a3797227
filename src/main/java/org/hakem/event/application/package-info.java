/**
 * Who may change an event: its arbiters and admins; who may give or take it: its chief arbiter and admins. The
 * names given must be accounts. Each method returns the changes for the event's own audit trail.
 */
package org.hakem.event.application;
