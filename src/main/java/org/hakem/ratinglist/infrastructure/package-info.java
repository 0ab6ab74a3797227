/** Rating lists in PostgreSQL through JPA. */
package org.hakem.ratinglist.infrastructure;
