package org.hakem.api;

import jakarta.persistence.OptimisticLockException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.Map;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.platform.ValidationException;

/** Capability exceptions as HTTP answers: invalid input 400, missing 404, concurrent change 409. */
public final class ExceptionMappers {

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
    public static class NotFound implements ExceptionMapper<NotFoundException> {
        @Override
        public Response toResponse(NotFoundException e) {
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
}
