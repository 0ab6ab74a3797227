/**
 * Round-robin schedules from FIDE's Berger tables (Handbook C.05, Annex 1): who meets whom in each
 * round and with which colour, for any number of players (a bye for an odd number), single or double
 * round robin with the colours reversed in the second cycle, and optionally the last two rounds of the
 * first cycle swapped as FIDE recommends for double round robins.
 *
 * <p>Entry point: {@link org.hakem.pairing.roundrobin.BergerTables#schedule}.
 */
package org.hakem.pairing.roundrobin;
