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
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.security.application.AccountService;
import org.hakem.security.domain.Account;
import org.hakem.security.domain.Role;

/**
 * {@code /api/accounts}: admins list accounts, create arbiter (or admin) accounts, reset a forgotten
 * password, disable or enable an account, and remove a second factor whose device was lost. Admin only
 * (stated on the class; web.xml as well).
 */
@RolesAllowed(Role.ADMIN_NAME)
@Path("accounts")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
@Consumes(MediaType.APPLICATION_JSON)
public class AccountResource {

    public record NewAccount(String username, String password, String role) {
    }

    public record NewPassword(String current, String password) {
    }

    public record Disabled(Boolean disabled) {
    }

    public record AccountJson(long id, String username, String role, Instant createdAt, boolean disabled,
                              boolean secondFactor, Instant passwordChangedAt) {
        static AccountJson of(Account a) {
            return new AccountJson(a.id(), a.username(), a.role().id(), a.createdAt(), a.disabled(), a.totpEnabled(),
                    a.passwordChangedAt());
        }
    }

    @Inject
    AccountService accounts;

    @Context
    SecurityContext security;

    @Operation(summary = "List the accounts")
    @GET
    public List<AccountJson> list() {
        return accounts.list().stream().map(AccountJson::of).toList();
    }

    @Operation(summary = "Create an account (arbiter or admin)")
    @POST
    @APIResponse(responseCode = "201", description = "The account",
            content = @Content(mediaType = "application/json", schema = @Schema(implementation = AccountJson.class)))
    public Response create(NewAccount body) {
        if (body == null) {
            throw new ValidationException("body", Problem.of("account.body.required"));
        }
        Role role;
        try {
            role = body.role() == null ? Role.ARBITER : Role.of(body.role());
        } catch (IllegalArgumentException e) {
            throw new ValidationException("role", Problem.of("account.role.unknown"));
        }
        Account account = accounts.create(body.username(), body.password(), role);
        return Response.status(Response.Status.CREATED).entity(AccountJson.of(account)).build();
    }

    /** An admin sets a new password for an account ({@code {"password": "..."}}). */
    @Operation(summary = "Set an account's password")
    @PUT
    @Path("{username}/password")
    @APIResponse(responseCode = "204", description = "Changed")
    public Response resetPassword(@PathParam("username") String username, NewPassword body) {
        if (body == null || body.password() == null) {
            throw new ValidationException("password", Problem.of("field.required"));
        }
        accounts.resetPassword(username, body.password());
        return Response.noContent().build();
    }

    /** An admin disables or enables an account ({@code {"disabled": true}}). */
    @Operation(summary = "Disable or enable an account")
    @PUT
    @Path("{username}/disabled")
    public AccountJson setDisabled(@PathParam("username") String username, Disabled body) {
        if (body == null || body.disabled() == null) {
            throw new ValidationException("disabled", Problem.of("account.disabled.required"));
        }
        return AccountJson.of(accounts.setDisabled(security.getUserPrincipal().getName(), username, body.disabled()));
    }

    /** An admin removes an account's second factor (its device was lost); the owner can set up a new one. */
    @Operation(summary = "Remove an account's second factor (TOTP)")
    @DELETE
    @Path("{username}/totp")
    @APIResponse(responseCode = "204", description = "Removed")
    public Response removeSecondFactor(@PathParam("username") String username) {
        accounts.removeTotp(username, null, true);
        return Response.noContent().build();
    }
}
