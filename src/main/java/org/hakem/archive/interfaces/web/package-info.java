/** The archive's pages: browser, game viewer, position search with a board editor, import with progress. */
package org.hakem.archive.interfaces.web;
