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

    /**
     * A player's line on every imported list, by list type and date: the line with their FMJD id, else (on a list whose
     * line has no FMJD id, or for a player without one) the line of their name, case aside, and of their federation
     * where both have one. One line a list.
     */
    List<RatingPoint> history(String fmjdId, String name, String federation);

    List<ListType> types();

    Optional<ListType> type(String id);

    ListType addType(ListType type);
}
