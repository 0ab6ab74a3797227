/** The live day's use cases: recording a board's game, announcing changes, the round's feed out and in. */
package org.hakem.live.application;
