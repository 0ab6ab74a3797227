/**
 * Generic matching on general graphs (Edmonds' blossom algorithm): maximum-weight matching among the matchings
 * of maximum cardinality, with exact multi-word weights, re-optimised incrementally after weight changes, and
 * unweighted maximum matching with the vertices some maximum matching leaves over. Knows nothing of draughts or
 * Swiss pairings: the Dutch engine encodes its criteria, in priority order, as bit fields of the edge weights.
 */
package org.hakem.pairing.matching;
