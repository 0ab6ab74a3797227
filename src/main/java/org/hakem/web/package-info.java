/**
 * Shared shape of the server-rendered pages: layout, navigation and HTML escaping. Pages live in each
 * capability's {@code interfaces.web} package; nothing here knows the rules of draughts.
 */
package org.hakem.web;
