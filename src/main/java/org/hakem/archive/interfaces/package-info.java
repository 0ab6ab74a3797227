/**
 * The archive's edges: the REST resources ({@code rest}), the pages ({@code web}), and what both share at the
 * HTTP level: the rate limit of public position search ({@link org.hakem.archive.interfaces.SearchRateFilter}).
 */
package org.hakem.archive.interfaces;
