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
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hakem.platform.ConflictException;
import org.hakem.platform.DatabaseHealth;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.platform.rest.ApiError;
import org.hakem.platform.rest.Strings;

/**
 * Every failure under {@code /api} as a JSON {@link ApiError}: the capabilities' own exceptions (invalid input
 * 400, missing 404, concurrent change 409), what JAX-RS and JSON-B refuse before a resource runs (malformed or
 * wrongly shaped bodies 400, unknown paths and unparseable ids 404, wrong methods 405, wrong content types
 * 415), bodies over the limit 413, the database away 503 (try again shortly), and anything unexpected as 500
 * with a reference to the server log, never
 * a stack trace or an exception's class. Each has a code; its message is in the request's
 * {@code Accept-Language} (Turkish or English, else English).
 */
public final class ExceptionMappers {

    private static final Logger LOG = Logger.getLogger(ExceptionMappers.class.getName());

    private ExceptionMappers() {
    }

    /** A mapper that answers in the request's language. */
    abstract static class Localized {
        @Context
        HttpHeaders headers;

        Locale locale() {
            try {
                return ApiError.locale(headers == null ? null : headers.getAcceptableLanguages());
            } catch (RuntimeException e) { // no request in scope, or an unreadable header
                return Locale.ENGLISH;
            }
        }
    }

    @Provider
    public static class Validation extends Localized implements ExceptionMapper<ValidationException> {
        @Override
        public Response toResponse(ValidationException e) {
            return ApiError.response(400, Problem.of("api.invalid"), e.problems(), locale());
        }
    }

    @Provider
    public static class NotFound extends Localized implements ExceptionMapper<org.hakem.platform.NotFoundException> {
        @Override
        public Response toResponse(org.hakem.platform.NotFoundException e) {
            return ApiError.response(404, e.problem(), locale());
        }
    }

    /** The current version is in {@code fields.version} (code {@code api.version.current}). */
    @Provider
    public static class Conflict extends Localized implements ExceptionMapper<ConflictException> {
        @Override
        public Response toResponse(ConflictException e) {
            return ApiError.response(409, e.problem(),
                    Map.of("version", Problem.of("api.version.current", e.currentVersion())), locale());
        }
    }

    /** Two writers raced inside the same instant: the database's version check caught the second. */
    @Provider
    public static class OptimisticLock extends Localized implements ExceptionMapper<OptimisticLockException> {
        @Override
        public Response toResponse(OptimisticLockException e) {
            return ApiError.response(409, Problem.of("api.concurrent"), locale());
        }
    }

    /**
     * What JAX-RS refuses itself: no resource at the path (also a path id that is not a number in range), a
     * method the resource does not have, a content type it does not read or write. An answer a resource built
     * with its own JSON body is kept.
     */
    @Provider
    public static class Web extends Localized implements ExceptionMapper<WebApplicationException> {
        @Context
        UriInfo uri;

        @Override
        public Response toResponse(WebApplicationException e) {
            Response r = e.getResponse();
            if (r != null && r.hasEntity()) {
                return r;
            }
            if (e instanceof NotFoundException) {
                return ApiError.response(404, Problem.of("api.no-resource", path()), locale());
            }
            if (e instanceof NotAllowedException) {
                Response.ResponseBuilder b = Response.fromResponse(ApiError.response(405,
                        Problem.of("api.method", String.join(", ", r.getAllowedMethods())), locale()));
                return b.build();
            }
            if (e instanceof NotSupportedException) {
                return ApiError.response(415, Problem.of("api.media-type"), locale());
            }
            if (e instanceof NotAcceptableException) {
                return ApiError.response(406, Problem.of("api.not-acceptable"), locale());
            }
            if (e.getCause() != null && badBody(e.getCause()) != null) {
                return bodyError(e.getCause(), locale());
            }
            int status = r == null ? 500 : r.getStatus();
            if (status >= 500) {
                return Unexpected.logged(e, locale());
            }
            return ApiError.response(status, Problem.of("api.refused", Response.Status.fromStatusCode(status) == null
                    ? "refused" : Response.Status.fromStatusCode(status).getReasonPhrase().toLowerCase(Locale.ROOT)),
                    locale());
        }

        private String path() {
            String p = uri == null ? "" : uri.getPath();
            return Strings.printable(p.startsWith("/") ? p.substring(1) : p, 200);
        }
    }

    /** A body JSON-B could not read: malformed JSON, a wrong type, an unknown field, or over the size limit. */
    @Provider
    public static class Processing extends Localized implements ExceptionMapper<ProcessingException> {
        @Override
        public Response toResponse(ProcessingException e) {
            if (badBody(e) != null) {
                return bodyError(e, locale());
            }
            return Unexpected.logged(e, locale());
        }
    }

    @Provider
    public static class Binding extends Localized implements ExceptionMapper<JsonbException> {
        @Override
        public Response toResponse(JsonbException e) {
            return bodyError(e, locale());
        }
    }

    /** A bug: logged with a reference the caller can quote; the answer tells nothing of the server's insides. */
    @Provider
    public static class Unexpected extends Localized implements ExceptionMapper<Exception> {
        @Override
        public Response toResponse(Exception e) {
            if (badBody(e) != null) {
                return bodyError(e, locale());
            }
            return logged(e, locale());
        }

        static Response logged(Throwable e, Locale locale) {
            if (DatabaseHealth.causedUnavailability(e)) {
                return unavailable(e, locale);
            }
            String ref = UUID.randomUUID().toString().substring(0, 8);
            LOG.log(Level.SEVERE, "unexpected error, reference " + ref, e);
            return ApiError.response(500, Problem.of("api.internal", ref), locale);
        }
    }

    /**
     * The database is away (down, restarting, out of connections): 503 with {@code Retry-After}, not a bug. Logged
     * in one line; the pool and the readiness check say more.
     */
    static Response unavailable(Throwable e, Locale locale) {
        LOG.warning(() -> "database unavailable: " + e);
        return Response.fromResponse(ApiError.response(503, Problem.of("api.unavailable"), locale))
                .header("Retry-After", DatabaseHealth.RETRY_AFTER_SECONDS).build();
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

    static Response bodyError(Throwable e, Locale locale) {
        Throwable cause = badBody(e);
        if (cause instanceof BodyLimit.TooLarge tooLarge) {
            return ApiError.response(413, tooLarge.problem(), locale);
        }
        return ApiError.response(400, Problem.of("api.body.invalid"), JsonProblems.fields(e), locale);
    }
}
