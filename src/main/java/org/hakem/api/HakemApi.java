package org.hakem.api;

import jakarta.annotation.security.DeclareRoles;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import org.hakem.security.domain.Role;

/** The REST API, under {@code /api}. Write methods need a role (see {@code web.xml}); reads are public. */
@ApplicationPath("/api")
@DeclareRoles({Role.ADMIN_NAME, Role.ARBITER_NAME})
public class HakemApi extends Application {
}
