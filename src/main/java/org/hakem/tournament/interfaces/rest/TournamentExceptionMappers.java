package org.hakem.tournament.interfaces.rest;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import org.hakem.platform.rest.ApiError;
import org.hakem.platform.ForbiddenException;

/** A user who is not an arbiter of the tournament: 403 with the reason. */
@Provider
public class TournamentExceptionMappers implements ExceptionMapper<ForbiddenException> {
    @jakarta.ws.rs.core.Context
    jakarta.ws.rs.core.HttpHeaders headers;

    @Override
    public Response toResponse(ForbiddenException e) {
        return ApiError.response(403, e.problem(), ApiError.locale(headers.getAcceptableLanguages()));
    }
}
