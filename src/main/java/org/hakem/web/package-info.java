/**
 * The site-wide page edge: the error page, the security headers, session cookies and the refusal of methods and
 * addresses no page serves. The kernel that pages build on is {@code org.hakem.platform.web}; pages live in each
 * capability's {@code interfaces.web} package. Nothing here knows the rules of draughts.
 */
package org.hakem.web;
