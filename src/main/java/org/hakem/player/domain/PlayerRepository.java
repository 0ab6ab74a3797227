package org.hakem.player.domain;

import java.util.List;
import java.util.Optional;

/** Where players are kept. Implemented with JPA at the edge. */
public interface PlayerRepository {

    Optional<Player> find(long id);

    /** Players whose folded name contains the folded query (all when blank), in collation order. */
    List<Player> search(String query, int offset, int limit);

    long count(String query);

    /** Players whose FMJD id or national id is {@code identifier} (exactly), in collation order. */
    List<Player> byIdentifier(String identifier);

    Player add(Player player);

    void remove(Player player);

    boolean isEmpty();

    /** Writes pending changes now, so version conflicts show inside the use case. */
    void flush();
}
