/**
 * Rating lists as an installation keeps them: the list types (the built-in FMJD and Turkish ones and a
 * federation's own, given as a parameters text), each imported rating list with its type and the date it is in
 * force from, and which list is in force on a given day. The formula itself is the pure {@code org.hakem.rating}.
 */
package org.hakem.ratinglist;
