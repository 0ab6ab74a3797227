package org.hakem.platform;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * The readiness check of {@code /health/ready} (MicroProfile Health, served by Payara): up while the database
 * answers, down (503) while it does not. Liveness ({@code /health/live}) has no check of its own: the server
 * process answers, so a supervisor does not restart it for an outage of the database, which it outlives.
 */
@Readiness
@ApplicationScoped
public class DatabaseReadiness implements HealthCheck {

    @Inject
    DatabaseHealth database;

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named("database").status(database.reachable()).build();
    }
}
