package org.hakem.player.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.hakem.platform.Problem;
import org.hakem.platform.ValidationException;
import org.hakem.player.domain.NameKeys;
import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;
import org.hakem.rating.RatingListEntry;

/**
 * Which registry player one pasted line names (#33), written once for tournaments and team rosters: {@code #12}
 * (registry id), an FMJD or national id, or a name (see {@link PlayerService#named}). A line naming nobody in the
 * registry is looked up on a rating list (may be empty); with {@code create}, a player found there is to be registered
 * from the list's line and a name found nowhere by its name alone. Nothing is registered here: {@link #player} does that
 * once the event has accepted the line.
 */
@ApplicationScoped
public class PlayerLines {

    @Inject
    PlayerService players;

    /** At most this many lines are taken at once. */
    public static final int MAX_LINES = 500;

    /** A pasted line: its number from 1 (blank lines counted, as an editor shows them) and its text, stripped. */
    public record Pasted(int line, String text) {
    }

    /**
     * The non-blank lines of a paste, numbered, in the order given; refused when there is none
     * ({@code event.batch.none}) or more than {@link #MAX_LINES} ({@code event.batch.too-many}).
     */
    public static List<Pasted> pasted(List<String> lines) {
        List<Pasted> out = new java.util.ArrayList<>();
        for (int i = 0; lines != null && i < lines.size(); i++) {
            String text = lines.get(i) == null ? "" : lines.get(i).strip();
            if (!text.isEmpty()) {
                out.add(new Pasted(i + 1, text));
            }
        }
        if (out.isEmpty()) {
            throw new ValidationException("lines", Problem.of("event.batch.none"));
        }
        if (out.size() > MAX_LINES) {
            throw new ValidationException("lines", Problem.of("event.batch.too-many", out.size(), MAX_LINES));
        }
        return out;
    }

    /** What a line names. */
    public enum Kind { FOUND, CREATE, AMBIGUOUS, UNKNOWN, ON_LIST, INVALID }

    /**
     * @param kind    what the line names
     * @param player  the registered player ({@link Kind#FOUND}), else null
     * @param details the player to register ({@link Kind#CREATE}), else null
     * @param names   the players an {@link Kind#AMBIGUOUS} line may mean, joined, else ""
     * @param cause   why the player to create is invalid ({@link Kind#INVALID}), else null
     */
    public record Named(Kind kind, Player player, PlayerDetails details, String names, Problem cause) {

        static Named of(Kind kind) {
            return new Named(kind, null, null, "", null);
        }
    }

    /** What {@code text} (stripped, not blank) names, looked up in the registry, then on {@code list}. */
    public Named resolve(String text, List<RatingListEntry> list, boolean create) {
        List<Player> found = players.named(text);
        if (found.size() > 1) {
            return new Named(Kind.AMBIGUOUS, null, null, found.stream()
                    .map(p -> p.name() + " (#" + p.id() + (p.details().federation() == null ? "" : ", "
                            + p.details().federation()) + ")").collect(Collectors.joining(", ")), null);
        }
        if (found.size() == 1) {
            return new Named(Kind.FOUND, found.get(0), null, "", null);
        }
        PlayerDetails details;
        String key = NameKeys.searchKey(text);
        List<RatingListEntry> onList = list.stream().filter(x -> x.fmjdId().equals(text)
                || NameKeys.searchKey(x.name()).equals(key)).toList();
        if (onList.size() > 1) {
            return new Named(Kind.AMBIGUOUS, null, null, onList.stream()
                    .map(x -> x.name() + " (" + (x.fmjdId().isEmpty() ? "" : x.fmjdId() + ", ") + x.federation()
                            + ", " + x.rating() + ")").collect(Collectors.joining(", ")), null);
        }
        if (onList.size() == 1) {
            RatingListEntry x = onList.get(0);
            if (!create) {
                return Named.of(Kind.ON_LIST);
            }
            details = new PlayerDetails(x.name(), x.federation(), x.title(), x.rating(), null, x.fmjdId(), x.club(),
                    x.birthYear(), x.sex().isEmpty() ? null : x.sex());
        } else if (create && text.chars().noneMatch(Character::isDigit) && !text.startsWith("#")) {
            details = new PlayerDetails(text, null, null, null, null, null, null, null);
        } else {
            return Named.of(Kind.UNKNOWN);
        }
        Map<String, Problem> wrong = details.normalised().validate();
        if (!wrong.isEmpty()) {
            return new Named(Kind.INVALID, null, null, "", wrong.values().iterator().next());
        }
        return new Named(Kind.CREATE, null, details, "", null);
    }

    /** The line's player: the registered one, or the one to create, registered now. */
    public Player player(Named named) {
        return named.player() != null ? named.player() : players.register(named.details());
    }
}
