/**
 * What every capability stands on in the server: the data source, schema migration on start, first-start
 * set-up (admin account, demo data), and the few exceptions that the edges translate to HTTP statuses.
 */
package org.hakem.platform;
