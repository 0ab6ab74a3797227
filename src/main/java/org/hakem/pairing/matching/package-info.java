/**
 * Generic maximum-weight matching on general graphs (Edmonds' blossom algorithm) with exact
 * multi-word weights. Knows nothing of draughts or Swiss pairings: the Dutch engine encodes its
 * criteria, in priority order, as bit fields of the edge weights.
 */
package org.hakem.pairing.matching;
