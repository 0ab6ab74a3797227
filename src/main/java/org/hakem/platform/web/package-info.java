/**
 * The kernel of the server-rendered pages that every capability's {@code interfaces.web} package builds on: the
 * request's page ({@link org.hakem.platform.web.Page}), routes, the message bundles and the language, the client's
 * address. Nothing here knows a capability or the rules of draughts; the site-wide edge (error page, filters) is
 * {@code org.hakem.web}.
 */
package org.hakem.platform.web;
