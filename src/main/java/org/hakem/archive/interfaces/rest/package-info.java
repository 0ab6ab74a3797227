/** The archive's REST resources ({@code /api/archive}, {@code /api/search}, {@code /api/variants/ID/board}) and JSON shapes. */
package org.hakem.archive.interfaces.rest;
