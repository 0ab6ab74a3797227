/**
 * What every capability stands on in the server: the data source, schema migration on start (announced
 * as {@link org.hakem.platform.SchemaMigrated}), and the few exceptions that the edges translate to HTTP
 * statuses. It depends on no capability.
 */
package org.hakem.platform;
