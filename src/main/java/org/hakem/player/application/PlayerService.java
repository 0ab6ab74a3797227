package org.hakem.player.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import org.hakem.platform.Problem;
import org.hakem.platform.PageWindow;
import org.hakem.platform.ConflictException;
import org.hakem.platform.NotFoundException;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.player.domain.PlayerRepository;

/** Use cases of the player registry. Each method is one transaction. */
@ApplicationScoped
@Transactional
public class PlayerService {

    public static final int MAX_PAGE_SIZE = 200;

    @Inject
    PlayerRepository players;

    /** A page of players matching a name search, in Turkish collation order, with the total. */
    public record Page(List<Player> players, long total, int page, int size) {
    }

    public Page list(String query, int page, int size) {
        PageWindow w = PageWindow.of(page, size, MAX_PAGE_SIZE);
        String q = query == null ? "" : query;
        return new Page(players.search(q, w.offset(), w.size()), players.count(q), w.page(), w.size());
    }

    public Player get(long id) {
        return players.find(id).orElseThrow(() -> new NotFoundException(Problem.of("player.not-found", id)));
    }

    /** The player an address names by its id ({@code /players/12}); anything else is not found. */
    public Player get(String id) {
        long n;
        try {
            n = Long.parseLong(id == null ? "" : id.strip());
        } catch (NumberFormatException e) {
            throw new NotFoundException(Problem.of("player.not-found", id));
        }
        return get(n);
    }

    /**
     * Players already registered who may be the same person as {@code details}: the same name (folded: case
     * and Turkish letters aside) and the same birth year or federation; with neither given, the same name
     * alone. A warning for the arbiter, who may register the new player all the same (namesakes exist).
     */
    public List<Player> possibleDuplicates(PlayerDetails details) {
        if (details.name() == null || details.name().isBlank()) {
            return List.of();
        }
        String key = org.hakem.player.domain.NameKeys.searchKey(details.name());
        return players.search(details.name(), 0, 50).stream()
                .filter(p -> org.hakem.player.domain.NameKeys.searchKey(p.name()).equals(key))
                .filter(p -> (details.birthYear() == null && blankText(details.federation()))
                        || (details.birthYear() != null && details.birthYear().equals(p.details().birthYear()))
                        || (!blankText(details.federation()) && details.federation().strip().equalsIgnoreCase(
                                String.valueOf(p.details().federation()))))
                .toList();
    }

    private static boolean blankText(String s) {
        return s == null || s.isBlank();
    }

    /**
     * The registered players a line of a pasted list names (#33): {@code #12} the registry id 12; a word of letters
     * and digits with a digit in it (an FMJD or national id; a plain number may also be a registry id); else a name,
     * matched whole, case and Turkish letters aside ("sahin yilmaz" names "Şahin Yılmaz"). Several players when the
     * line is ambiguous, none when nobody matches; a team roster may read its pasted lines the same way.
     */
    public List<Player> named(String line) {
        String t = line == null ? "" : line.strip();
        if (t.isEmpty()) {
            return List.of();
        }
        if (t.startsWith("#") && t.length() > 1 && t.substring(1).chars().allMatch(Character::isDigit)) {
            return number(t.substring(1)).flatMap(players::find).map(List::of).orElse(List.of());
        }
        if (IDENTIFIER.matcher(t).matches() && t.chars().anyMatch(Character::isDigit)) {
            java.util.LinkedHashMap<Long, Player> found = new java.util.LinkedHashMap<>();
            if (t.chars().allMatch(Character::isDigit)) {
                number(t).flatMap(players::find).ifPresent(p -> found.put(p.id(), p));
            }
            players.byIdentifier(t).forEach(p -> found.putIfAbsent(p.id(), p));
            return List.copyOf(found.values());
        }
        String key = org.hakem.player.domain.NameKeys.searchKey(t);
        return players.search(t, 0, 50).stream()
                .filter(p -> org.hakem.player.domain.NameKeys.searchKey(p.name()).equals(key)).toList();
    }

    private static final java.util.regex.Pattern IDENTIFIER = java.util.regex.Pattern.compile("[\\p{L}\\p{N}._/-]{1,32}");

    private static java.util.Optional<Long> number(String digits) {
        try {
            return java.util.Optional.of(Long.parseLong(digits));
        } catch (NumberFormatException e) {
            return java.util.Optional.empty();
        }
    }

    public Player register(PlayerDetails details) {
        return players.add(new Player(details));
    }

    /**
     * Corrects a player's details. {@code expectedVersion} is the version the editor saw; if the
     * player changed since, nothing is written and a {@link ConflictException} says so.
     */
    public Player correct(long id, long expectedVersion, PlayerDetails details) {
        Player player = get(id);
        requireVersion(player, expectedVersion);
        player.correct(details);
        players.flush(); // a concurrent writer that won the race surfaces here as OptimisticLockException
        return player;
    }

    /** Removes a player; with an expected version, only if nobody changed it since. */
    public void remove(long id, Long expectedVersion) {
        Player player = get(id);
        if (expectedVersion != null) {
            requireVersion(player, expectedVersion);
        }
        players.remove(player);
    }

    private static void requireVersion(Player player, long expectedVersion) {
        if (player.version() != expectedVersion) {
            throw new ConflictException(Problem.of("player.changed", player.name()), player.version());
        }
    }
}
