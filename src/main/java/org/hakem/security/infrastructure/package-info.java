/** Authentication (HTTP Basic for the API, form and session for pages), login throttling, CSRF tokens. */
package org.hakem.security.infrastructure;
