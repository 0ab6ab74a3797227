package org.hakem.player.interfaces.rest;

import org.hakem.player.domain.Player;
import org.hakem.player.domain.PlayerDetails;

/**
 * A player as the API shows and takes it. {@code version} is required when correcting a player; {@code sex} is
 * {@code m} or {@code w} (as FIDE's TRF writes it), absent when not known.
 */
public record PlayerJson(Long id, String name, String federation, String title, Integer rating,
                         String nationalId, String fmjdId, String club, Integer birthYear, String sex, Long version) {

    static PlayerJson of(Player p) {
        PlayerDetails d = p.details();
        return new PlayerJson(p.id(), d.name(), d.federation(), d.title(), d.rating(), d.nationalId(),
                d.fmjdId(), d.club(), d.birthYear(), d.sex(), p.version());
    }

    PlayerDetails details() {
        return new PlayerDetails(name, federation, title, rating, nationalId, fmjdId, club, birthYear, sex);
    }
}
