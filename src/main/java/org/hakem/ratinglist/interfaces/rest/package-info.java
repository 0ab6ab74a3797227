/** {@code /api/ratings/types} and {@code /api/ratings/lists}: list types and rating lists as JSON and CSV. */
package org.hakem.ratinglist.interfaces.rest;
