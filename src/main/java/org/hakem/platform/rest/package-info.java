/**
 * The kernel of the REST resources that every capability's {@code interfaces.rest} package builds on: the JSON error
 * body ({@link org.hakem.platform.rest.ApiError}), {@code If-Match} versions, bounded query parameters, file
 * answers. Nothing here knows a capability; the JAX-RS application, its exception mappers and the API document are
 * the edge, {@code org.hakem.api}.
 */
package org.hakem.platform.rest;
