package org.hakem.event.domain;

/** An arbiter's place on an event: its chief arbiter (one at most) or one of its arbiters (deputies). */
public enum ArbiterRole {
    CHIEF, ARBITER
}
