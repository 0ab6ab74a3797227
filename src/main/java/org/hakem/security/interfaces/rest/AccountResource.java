package org.hakem.security.interfaces.rest;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import org.hakem.platform.ValidationException;
import org.hakem.security.application.AccountService;
import org.hakem.security.domain.Account;
import org.hakem.security.domain.Role;

/** {@code /api/accounts}: admins list accounts and create arbiter (or admin) accounts. Admin only (web.xml). */
@Path("accounts")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON + ";charset=UTF-8")
@Consumes(MediaType.APPLICATION_JSON)
public class AccountResource {

    public record NewAccount(String username, String password, String role) {
    }

    public record AccountJson(long id, String username, String role, Instant createdAt) {
        static AccountJson of(Account a) {
            return new AccountJson(a.id(), a.username(), a.role().id(), a.createdAt());
        }
    }

    @Inject
    AccountService accounts;

    @GET
    public List<AccountJson> list() {
        return accounts.list().stream().map(AccountJson::of).toList();
    }

    @POST
    public Response create(NewAccount body) {
        if (body == null) {
            throw new ValidationException("body", "a JSON object with username, password and role is required");
        }
        Role role;
        try {
            role = body.role() == null ? Role.ARBITER : Role.of(body.role());
        } catch (IllegalArgumentException e) {
            throw new ValidationException("role", "must be arbiter or admin");
        }
        Account account = accounts.create(body.username(), body.password(), role);
        return Response.status(Response.Status.CREATED).entity(AccountJson.of(account)).build();
    }
}
