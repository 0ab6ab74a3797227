package org.hakem.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The published variants by id, in the order they were given (the default variant of a GameType first).
 * Immutable; {@link Variants#registry()} is the one Hakem uses.
 */
public final class VariantRegistry {

    private final Map<String, Variant> byId = new LinkedHashMap<>();
    private final List<Variant> all;
    private final List<String> ids;

    VariantRegistry(List<Variant> variants) {
        for (Variant v : variants) {
            if (byId.putIfAbsent(v.id(), v) != null) {
                throw new IllegalStateException("duplicate variant id " + v.id());
            }
        }
        this.all = List.copyOf(variants);
        this.ids = all.stream().map(Variant::id).toList();
    }

    /** The variant with this id ({@code turkish}, {@code international}, ...), case and spaces aside. */
    public Optional<Variant> byId(String id) {
        return Optional.ofNullable(byId.get(id.trim().toLowerCase()));
    }

    /** Like {@link #byId} but throws an exception listing the known ids. */
    public Variant require(String id) {
        return byId(id).orElseThrow(() -> new IllegalArgumentException(
                "unknown variant '" + id + "', expected one of " + ids));
    }

    /** The default variant of a PDN GameType number: the first one given with it. */
    public Optional<Variant> byGameType(int gameType) {
        return all.stream().filter(v -> v.gameType() == gameType).findFirst();
    }

    public List<Variant> all() {
        return all;
    }

    public List<String> ids() {
        return ids;
    }
}
