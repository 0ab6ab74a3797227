package org.hakem.event.interfaces.rest;

import org.hakem.event.domain.EventStatus;

/** Body of {@code PUT .../{id}/status}, the same for every kind of event. */
public record StatusRequest(EventStatus status) {
}
