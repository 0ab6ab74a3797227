/** What the pages and files of every kind of event (tournaments, team events) do alike: the servlet of their files. */
package org.hakem.event.interfaces.web;
