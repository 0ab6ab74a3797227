package org.hakem.live.domain;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.hakem.pdn.PdnGame;

/**
 * Which game of a PDN source is which board of the round (#34). A game goes to the board whose players its White and
 * Black tags name: names compared without case, accents or punctuation, with Turkish dotted and dotless i folded
 * together ({@code İ}, {@code I}, {@code ı}, {@code i}), word order free ({@code "Yılmaz, Ali"} is {@code Ali Yilmaz}).
 * A game whose names match no board goes to the board its {@code Board} tag names (the board number within the round,
 * match after match for a team event); a game with neither names nor a Board tag goes to the board at its position
 * in the file. Each board takes one game (the first that matches); a game matching nothing is left out and counted.
 * Pure: no server.
 */
public final class FeedMatch {

    /** The matched games, board by board, and the games left unmatched (their numbers in the file, from 1). */
    public record Result(Map<LiveBoard, PdnGame> games, List<Integer> unmatched) {
    }

    private FeedMatch() {
    }

    /** Matches the games to the boards (the round's playable boards, in board order). */
    public static Result match(List<LiveBoard> boards, List<PdnGame> games) {
        Map<LiveBoard, PdnGame> out = new LinkedHashMap<>();
        List<Integer> unmatched = new ArrayList<>();
        List<LiveBoard> playable = boards.stream().filter(LiveBoard::playable).toList();
        for (int i = 0; i < games.size(); i++) {
            PdnGame g = games.get(i);
            Optional<LiveBoard> b = byNames(playable, g).or(() -> byBoardTag(boards, g));
            if (b.isEmpty() && g.tag("White").filter(s -> !s.isBlank()).isEmpty()
                    && g.tag("Black").filter(s -> !s.isBlank()).isEmpty() && g.tag("Board").isEmpty()
                    && i < boards.size()) {
                b = Optional.of(boards.get(i));
            }
            if (b.isPresent() && b.get().playable() && !out.containsKey(b.get())) {
                out.put(b.get(), g);
            } else {
                unmatched.add(g.index());
            }
        }
        return new Result(out, unmatched);
    }

    private static Optional<LiveBoard> byNames(List<LiveBoard> boards, PdnGame g) {
        String w = g.tag("White").map(FeedMatch::name).orElse("");
        String b = g.tag("Black").map(FeedMatch::name).orElse("");
        if (w.isEmpty() || b.isEmpty()) {
            return Optional.empty();
        }
        return boards.stream().filter(x -> name(x.white()).equals(w) && name(x.black()).equals(b)).findFirst();
    }

    private static Optional<LiveBoard> byBoardTag(List<LiveBoard> boards, PdnGame g) {
        Optional<String> tag = g.tag("Board").map(String::strip);
        if (tag.isEmpty() || !tag.get().matches("[0-9]{1,4}")) {
            return Optional.empty();
        }
        int n = Integer.parseInt(tag.get());
        boolean matches = boards.stream().anyMatch(x -> x.address().match() > 0);
        if (matches) { // a team event: boards numbered through the round, match after match
            return n >= 1 && n <= boards.size() ? Optional.of(boards.get(n - 1)) : Optional.empty();
        }
        return boards.stream().filter(x -> x.address().board() == n).findFirst();
    }

    /**
     * A player's name as compared: lower case, accents dropped, Turkish i's folded, punctuation gone, the words in
     * alphabetical order.
     */
    public static String name(String raw) {
        if (raw == null) {
            return "";
        }
        String s = raw.replace('İ', 'i').replace('I', 'i').replace('ı', 'i');
        s = Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        s = s.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
        if (s.isEmpty()) {
            return "";
        }
        String[] words = s.split(" ");
        Arrays.sort(words);
        return String.join(" ", words);
    }
}
