/**
 * The REST edge: the JAX-RS application under {@code /api}, the translation of the capabilities' exceptions into
 * HTTP statuses with JSON bodies, the role check of every operation and the API document. The kernel that resources
 * build on is {@code org.hakem.platform.rest}; resources live in each capability's {@code interfaces.rest} package.
 */
package org.hakem.api;
