package org.hakem.platform;

/**
 * Fired once at start, synchronously, after Flyway has brought the schema to {@code version}: the moment
 * for set-up that needs the tables (the first-start data of {@code org.hakem.setup}).
 */
public record SchemaMigrated(String version) {
}
