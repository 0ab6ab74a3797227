package org.hakem.api;

import jakarta.annotation.security.DeclareRoles;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import org.hakem.security.domain.Role;

/** The REST API, under {@code /api}. Write methods need a role (see {@code web.xml}); reads are public. */
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
