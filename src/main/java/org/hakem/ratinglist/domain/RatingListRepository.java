package org.hakem.ratinglist.domain;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/** Where imported lists and added list types are kept. Implemented with JPA at the edge. */
public interface RatingListRepository {

    ImportedList add(ImportedList list);

    Optional<ImportedList> find(long id);

    /** Every import, newest list date first (entries not loaded). */
    List<ImportedList> all();

    /** The list of this type in force on {@code day}: the latest list date on or before it, the latest import. */
    Optional<ImportedList> inForce(String listType, LocalDate day);

    /** The latest list of this type, whatever its date. */
    Optional<ImportedList> latest(String listType);

    List<ListType> types();

    Optional<ListType> type(String id);

    ListType addType(ListType type);
}
