package org.hakem.api;

import jakarta.json.bind.JsonbException;
import jakarta.json.stream.JsonParsingException;
import jakarta.persistence.OptimisticLockException;
import jakarta.ws.rs.NotAcceptableException;
import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.Map;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hakem.platform.ConflictException;
import org.hakem.platform.ValidationException;

/**
 * Every failure under {@code /api} as a JSON {@link ApiError}: the capabilities' own exceptions (invalid input
 * 400, missing 404, concurrent change 409), what JAX-RS and JSON-B refuse before a resource runs (malformed or
 * wrongly shaped bodies 400, unknown paths and unparseable ids 404, wrong methods 405, wrong content types
 * 415), bodies over the limit 413, and anything unexpected as 500 with a reference to the server log, never
 * a stack trace or an exception's class.
 */
public final class ExceptionMappers {

    private static final Logger LOG = Logger.getLogger(ExceptionMappers.class.getName());

    private ExceptionMappers() {
    }

    @Provider
    public static class Validation implements ExceptionMapper<ValidationException> {
        @Override
        public Response toResponse(ValidationException e) {
            return ApiError.response(400, "invalid input", e.fieldErrors());
        }
    }

    @Provider
    public static class NotFound implements ExceptionMapper<org.hakem.platform.NotFoundException> {
        @Override
        public Response toResponse(org.hakem.platform.NotFoundException e) {
            return ApiError.response(Response.Status.NOT_FOUND, e.getMessage());
        }
    }

    @Provider
    public static class Conflict implements ExceptionMapper<ConflictException> {
        @Override
        public Response toResponse(ConflictException e) {
            return ApiError.response(409, e.getMessage(), Map.of("version", Long.toString(e.currentVersion())));
        }
    }

    /** Two writers raced inside the same instant: the database's version check caught the second. */
    @Provider
    public static class OptimisticLock implements ExceptionMapper<OptimisticLockException> {
        @Override
        public Response toResponse(OptimisticLockException e) {
            return ApiError.response(409, "changed by someone else at the same time; reload and retry", Map.of());
        }
    }

    /**
     * What JAX-RS refuses itself: no resource at the path (also a path id that is not a number in range), a
     * method the resource does not have, a content type it does not read or write. An answer a resource built
     * with its own JSON body is kept.
     */
    @Provider
    public static class Web implements ExceptionMapper<WebApplicationException> {
        @Context
        UriInfo uri;

        @Override
        public Response toResponse(WebApplicationException e) {
            Response r = e.getResponse();
            if (r != null && r.hasEntity()) {
                return r;
            }
            if (e instanceof NotFoundException) {
                return ApiError.response(404, "no such resource: /api/" + path(), Map.of());
            }
            if (e instanceof NotAllowedException) {
                Response.ResponseBuilder b = Response.fromResponse(ApiError.response(405,
                        "method not allowed here; allowed: " + String.join(", ", r.getAllowedMethods()), Map.of()));
                return b.build();
            }
            if (e instanceof NotSupportedException) {
                return ApiError.response(415, "unsupported content type: send application/json", Map.of());
            }
            if (e instanceof NotAcceptableException) {
                return ApiError.response(406, "this resource answers in JSON only (Accept: application/json)", Map.of());
            }
            if (e.getCause() != null && badBody(e.getCause()) != null) {
                return bodyError(e.getCause());
            }
            int status = r == null ? 500 : r.getStatus();
            if (status >= 500) {
                return Unexpected.logged(e);
            }
            return ApiError.response(status, Response.Status.fromStatusCode(status) == null ? "refused"
                    : Response.Status.fromStatusCode(status).getReasonPhrase().toLowerCase(java.util.Locale.ROOT), Map.of());
        }

        private String path() {
            String p = uri == null ? "" : uri.getPath();
            return Strings.printable(p.startsWith("/") ? p.substring(1) : p, 200);
        }
    }

    /** A body JSON-B could not read: malformed JSON, a wrong type, an unknown field, or over the size limit. */
    @Provider
    public static class Processing implements ExceptionMapper<ProcessingException> {
        @Override
        public Response toResponse(ProcessingException e) {
            if (badBody(e) != null) {
                return bodyError(e);
            }
            return Unexpected.logged(e);
        }
    }

    @Provider
    public static class Binding implements ExceptionMapper<JsonbException> {
        @Override
        public Response toResponse(JsonbException e) {
            return bodyError(e);
        }
    }

    /** A bug: logged with a reference the caller can quote; the answer tells nothing of the server's insides. */
    @Provider
    public static class Unexpected implements ExceptionMapper<Exception> {
        @Override
        public Response toResponse(Exception e) {
            if (badBody(e) != null) {
                return bodyError(e);
            }
            return logged(e);
        }

        static Response logged(Throwable e) {
            String ref = UUID.randomUUID().toString().substring(0, 8);
            LOG.log(Level.SEVERE, "unexpected error, reference " + ref, e);
            return ApiError.response(500, "internal error (reference " + ref + " in the server log)", Map.of());
        }
    }

    static Throwable badBody(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof BodyLimit.TooLarge) { // whatever JSON-B wrapped it in
                return t;
            }
        }
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof JsonbException || t instanceof JsonParsingException || t instanceof jakarta.json.JsonException) {
                return t;
            }
        }
        return null;
    }

    static Response bodyError(Throwable e) {
        Throwable cause = badBody(e);
        if (cause instanceof BodyLimit.TooLarge tooLarge) {
            return ApiError.response(413, tooLarge.getMessage(), Map.of());
        }
        return ApiError.response(400, "the body is not the JSON this operation reads", JsonProblems.fields(e));
    }
}
