package org.hakem.pdn;

/** One step of a line of play: a move or a setup command ({@code /FEN "..."/}). */
public sealed interface PdnNode permits PdnMove, PdnSetup {
}
