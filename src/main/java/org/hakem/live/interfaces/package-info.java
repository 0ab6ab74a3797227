/** The live day's edges: the recording page and API, the live pages, the change stream and the round's feed. */
package org.hakem.live.interfaces;
