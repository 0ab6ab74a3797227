package org.hakem.archive.application;

import java.io.IOException;
import java.nio.file.Path;

/** Where uploads are spooled before they are imported; the infrastructure that opens the archive provides it. */
@FunctionalInterface
public interface UploadSpool {

    /** The folder, created if missing. */
    Path uploadDir() throws IOException;
}
