/** Imported rating lists and their entries, list types given as text, and the repository they are kept in. */
package org.hakem.ratinglist.domain;
