package org.hakem.api;

import jakarta.annotation.security.DeclareRoles;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import org.hakem.security.domain.Role;

/**
 * The REST API, under {@code /api}. Every operation states its roles itself ({@code @RolesAllowed} or {@code @PermitAll},
 * checked by {@link OperationRoles}); writes need a role, most reads are public. The roles are those declared here.
 */
@ApplicationPath("/api")
@DeclareRoles({Role.ADMIN_NAME, Role.ARBITER_NAME})
public class HakemApi extends Application {

    /**
     * No WADL document: {@code OPTIONS} answers with the allowed methods only (Jersey's WADL generator also logged
     * SEVERE at each {@code OPTIONS}). The API is described by {@code /openapi}.
     */
    @Override
    public java.util.Map<String, Object> getProperties() {
        return java.util.Map.of("jersey.config.server.wadl.disableWadl", true);
    }
}
