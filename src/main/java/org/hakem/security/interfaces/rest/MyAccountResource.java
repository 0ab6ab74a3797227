package org.hakem.security.interfaces.rest;

import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.hakem.platform.Problem;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;
import org.hakem.security.application.AccountService;
import org.hakem.security.domain.Role;
import org.hakem.security.infrastructure.HakemAuthenticationMechanism;

/**
 * {@code /api/me}: the logged-in account looks after itself: its password and its TOTP second factor.
 * Any arbiter or admin (stated on the class; web.xml as well).
 */
@RolesAllowed({Role.ARBITER_NAME, Role.ADMIN_NAME})
@Path("me")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
@Consumes(MediaType.APPLICATION_JSON)
public class MyAccountResource {

    public record Code(String code) {
    }

    @Inject
    AccountService accounts;

    @Context
    SecurityContext security;

    @Operation(summary = "The account that is logged in")
    @GET
    public AccountResource.AccountJson me() {
        return AccountResource.AccountJson.of(accounts.byName(name()).orElseThrow(() -> new NotFoundException(Problem.of("account.none"))));
    }

    /** Changes the password: {@code {"current": "...", "password": "..."}}. */
    @Operation(summary = "Change one's own password")
    @PUT
    @Path("password")
    @APIResponse(responseCode = "204", description = "Changed")
    public Response changePassword(AccountResource.NewPassword body) {
        if (body == null) {
            throw new ValidationException("body", Problem.of("account.password-body.required"));
        }
        accounts.changePassword(name(), body.current(), body.password());
        return Response.noContent().build();
    }

    /** Starts setting up a second factor: the secret and its {@code otpauth://} link for the app. */
    @Operation(summary = "Start enrolling a second factor (TOTP)")
    @POST
    @Path("totp")
    public AccountService.TotpEnrolment startSecondFactor() {
        return accounts.startTotp(name());
    }

    /** Confirms the second factor with the app's current code: {@code {"code": "123456"}}. */
    @Operation(summary = "Confirm the second factor with a code")
    @PUT
    @Path("totp")
    @APIResponse(responseCode = "204", description = "The second factor is on")
    public Response confirmSecondFactor(Code body) {
        accounts.confirmTotp(name(), body == null ? null : body.code());
        return Response.noContent().build();
    }

    /** Removes the second factor; the current code comes in the {@code X-Hakem-TOTP} header. */
    @Operation(summary = "Remove one's own second factor (TOTP)")
    @DELETE
    @Path("totp")
    @APIResponse(responseCode = "204", description = "The second factor is off")
    public Response removeSecondFactor(@HeaderParam(HakemAuthenticationMechanism.TOTP_HEADER) String code) {
        accounts.removeTotp(name(), code, false);
        return Response.noContent().build();
    }

    private String name() {
        return security.getUserPrincipal().getName();
    }
}
