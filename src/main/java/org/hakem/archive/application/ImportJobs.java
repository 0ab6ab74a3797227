package org.hakem.archive.application;

import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hakem.pdn.PdnSniff;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.rules.Variant;

/**
 * Imports uploaded in the server: the upload is streamed to a file in the data directory (refused past the size
 * limit, {@code HAKEM_IMPORT_MAX_BYTES}, default 512 MiB), then imported in the background; its run shows the
 * progress.
 */
@ApplicationScoped
public class ImportJobs {

    private static final Logger LOG = Logger.getLogger(ImportJobs.class.getName());

    /** The upload is larger than allowed (HTTP 413 at the edge). */
    public static class TooLargeException extends RuntimeException {
        private final transient Problem problem;

        public TooLargeException(Problem problem) {
            super(problem.message());
            this.problem = problem;
        }

        public Problem problem() {
            return problem;
        }
    }

    @Inject
    ArchiveImporter importer;

    @Inject
    UploadSpool setup;

    @Resource
    ManagedExecutorService executor;

    public static long maxBytes() {
        String v = System.getenv("HAKEM_IMPORT_MAX_BYTES");
        try {
            return v == null || v.isBlank() ? 512L << 20 : Long.parseLong(v.strip());
        } catch (NumberFormatException e) {
            return 512L << 20;
        }
    }

    /** Spools the upload and starts the import; returns the run id. */
    public long start(InputStream upload, String source, String variant, String collection) throws IOException {
        Variant v = null;
        if (variant != null && !variant.isBlank()) {
            try {
                v = Variant.require(variant);
            } catch (IllegalArgumentException e) {
                throw new ValidationException("variant", Problem.of("archive.variant.invalid", e.getMessage()));
            }
        }
        String name = source == null || source.isBlank() ? "upload.pdn" : source.strip();
        java.util.Map<String, Problem> errors = new java.util.LinkedHashMap<>();
        org.hakem.platform.TextField.check(errors, "name", name, 500);
        org.hakem.platform.TextField.check(errors, "collection", collection == null ? null : collection.strip(), 200);
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        long max = maxBytes();
        Path file = setup.uploadDir().resolve(UUID.randomUUID() + ".pdn");
        long size = 0;
        // Every byte is checked as it is spooled (PdnSniff): noise, a NUL or broken UTF-8 anywhere refuses the upload
        // before a run begins, so nothing of it is stored.
        try (OutputStream out = Files.newOutputStream(file); InputStream checked = PdnSniff.checked(upload)) {
            byte[] buf = new byte[1 << 16];
            for (int n; (n = checked.read(buf)) >= 0; ) {
                size += n;
                if (size > max) {
                    throw new TooLargeException(Problem.of("archive.upload.too-large", max));
                }
                out.write(buf, 0, n);
            }
        } catch (PdnSniff.NotText e) {
            Files.deleteIfExists(file);
            throw new ValidationException("file", Problem.of("archive.upload.not-text", name, e.getMessage()));
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(file);
            throw e;
        }
        ArchiveImporter.Options options = new ArchiveImporter.Options(v, collection, size);
        long runId = importer.begin(name, options);
        executor.submit(() -> {
            try (InputStream in = Files.newInputStream(file)) {
                importer.run(runId, in, name, options, p -> { });
            } catch (IOException | RuntimeException | Error e) {
                LOG.log(Level.WARNING, "import run " + runId + " of " + name + " failed", e);
                importer.failIfRunning(runId, name, "import stopped: " + e);
            } finally {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException e) {
                    LOG.warning("could not remove " + file);
                }
            }
        });
        return runId;
    }
}
