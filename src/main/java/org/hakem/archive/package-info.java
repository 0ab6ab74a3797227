/**
 * The game archive: PDN collections imported into PostgreSQL (every game replayed, legal and illegal games
 * both kept with their verdict and original text, duplicates recognised), and a Lucene index with one
 * document per position of every game, searched by exact position, pattern and material.
 */
package org.hakem.archive;
