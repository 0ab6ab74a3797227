package org.hakem.api;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.hakem.platform.Problem;
import org.hakem.platform.rest.ApiError;

/**
 * Request bodies of the API are read only up to a limit ({@code HAKEM_JSON_MAX_BYTES}, 1 MiB by default), so a
 * huge body cannot fill the heap: a declared length over the limit is refused before reading (413), and a
 * streamed body stops being read at the limit (413 as well). PDN uploads to {@code archive/imports} stream to
 * disk under their own limit and are not counted here.
 */
@Provider
@PreMatching
public class BodyLimit implements ContainerRequestFilter {

    /** A body that went over the limit while being read. */
    public static final class TooLarge extends IOException {
        private final transient Problem problem;

        TooLarge(long limit) {
            this(Problem.of("api.too-large", limit));
        }

        private TooLarge(Problem problem) {
            super(problem.message());
            this.problem = problem;
        }

        Problem problem() {
            return problem;
        }
    }

    static final long LIMIT = limit(System.getenv("HAKEM_JSON_MAX_BYTES"));

    static long limit(String configured) {
        try {
            return configured == null || configured.isBlank() ? 1 << 20 : Math.max(1024, Long.parseLong(configured.strip()));
        } catch (NumberFormatException e) {
            return 1 << 20;
        }
    }

    @Override
    public void filter(ContainerRequestContext request) {
        String path = request.getUriInfo().getPath();
        if (path.startsWith("/")) {
            path = path.substring(1);
        }
        if (path.equals("archive/imports")) {
            return;
        }
        if (request.getLength() > LIMIT) {
            request.abortWith(ApiError.response(413, new TooLarge(LIMIT).problem(),
                    ApiError.locale(request.getAcceptableLanguages())));
            return;
        }
        request.setEntityStream(new Limited(request.getEntityStream(), LIMIT));
    }

    /** Reads through, failing with {@link TooLarge} past the limit. */
    static final class Limited extends FilterInputStream {
        private final long limit;
        private long read;

        Limited(InputStream in, long limit) {
            super(in);
            this.limit = limit;
        }

        private void count(long n) throws TooLarge {
            if (n > 0 && (read += n) > limit) {
                throw new TooLarge(limit);
            }
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            count(b < 0 ? 0 : 1);
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            count(n);
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long s = super.skip(n);
            count(s);
            return s;
        }
    }
}
