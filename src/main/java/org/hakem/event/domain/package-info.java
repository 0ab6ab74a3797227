/** The arbiters of an event as a relation: who, as chief or arbiter, added by whom and when; the panel's rules. */
package org.hakem.event.domain;
