package org.hakem.archive.interfaces.rest;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import org.hakem.platform.rest.ApiError;
import org.hakem.archive.application.ImportJobs;

/** An upload over the size limit is 413 with the limit in the message. */
@Provider
public class ArchiveExceptionMappers implements ExceptionMapper<ImportJobs.TooLargeException> {
    @jakarta.ws.rs.core.Context
    jakarta.ws.rs.core.HttpHeaders headers;

    @Override
    public Response toResponse(ImportJobs.TooLargeException e) {
        return ApiError.response(413, e.problem(), ApiError.locale(headers.getAcceptableLanguages()));
    }
}
