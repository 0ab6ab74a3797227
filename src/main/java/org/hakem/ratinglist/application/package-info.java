/** Use cases of rating lists: list types, importing a CSV list, the list in force on a day. */
package org.hakem.ratinglist.application;
