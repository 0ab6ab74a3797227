package org.hakem.rating;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A rating list in memory, to find a player's entry: by FMJD id when the player has one on the list, else by name
 * and federation (the name compared without case, accents or the dots of the Turkish i, so "Sahin" finds "Şahin").
 */
public final class RatingList {

    private final Map<String, RatingListEntry> byId = new HashMap<>();
    private final Map<String, RatingListEntry> byName = new HashMap<>();

    public RatingList(List<RatingListEntry> entries) {
        for (RatingListEntry e : entries) {
            if (!e.fmjdId().isEmpty()) {
                byId.putIfAbsent(e.fmjdId(), e);
            }
            byName.putIfAbsent(nameKey(e.name(), e.federation()), e);
        }
    }

    /** The entry of a player with this FMJD id (may be empty), name and federation (may be empty). */
    public Optional<RatingListEntry> find(String fmjdId, String name, String federation) {
        if (fmjdId != null && !fmjdId.isBlank()) {
            RatingListEntry e = byId.get(fmjdId.strip());
            if (e != null) {
                return Optional.of(e);
            }
        }
        return Optional.ofNullable(byName.get(nameKey(name, federation)));
    }

    static String nameKey(String name, String federation) {
        String n = name == null ? "" : name.strip().replace('ı', 'i').replace('İ', 'i');
        n = Normalizer.normalize(n, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT)
                .replaceAll("[\\s,]+", " ");
        return n + "|" + (federation == null ? "" : federation.strip().toUpperCase(Locale.ROOT));
    }
}
