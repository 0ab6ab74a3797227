/** The archive's REST resources ({@code /api/archive}, {@code /api/search}) and JSON shapes. */
package org.hakem.archive.interfaces.rest;
