package org.hakem.event.domain;

/** The settings of an event as an arbiter gives them (a tournament's, a team event's): they hold the basics. */
public interface EventSettings {

    /** The settings every kind of event has. */
    EventBasics basics();
}
