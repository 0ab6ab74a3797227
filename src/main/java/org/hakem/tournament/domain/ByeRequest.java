package org.hakem.tournament.domain;

import org.hakem.event.domain.InvalidEventException;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.util.Locale;
import org.hakem.platform.Problem;
import org.hakem.event.domain.BoardResult;

/**
 * A bye a player asked for before a Swiss round is paired (TRF 240): the engine leaves the player out of
 * that round, which gets a board with the bye of that kind.
 */
@Entity
@Table(name = "tournament_bye_request")
public class ByeRequest {

    /** The kind of bye asked for. */
    public enum Kind {
        HALF(BoardResult.HALF_BYE, 'H'),
        ZERO(BoardResult.ZERO_BYE, 'Z'),
        FULL(BoardResult.FULL_BYE, 'F');

        private final BoardResult result;
        private final char trf;

        Kind(BoardResult result, char trf) {
            this.result = result;
            this.trf = trf;
        }

        /** The result of the bye's board. */
        public BoardResult result() {
            return result;
        }

        /** The TRF 240 type letter. */
        public char trf() {
            return trf;
        }

        /** Reads {@code half}, {@code zero}, {@code full} (also {@code ½}, {@code h}, {@code 0}, {@code z}, {@code 1}, {@code f}). */
        public static Kind parse(String text) {
            String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
            return switch (t) {
                case "half", "h", "½", "0.5", "1/2" -> HALF;
                case "zero", "z", "0" -> ZERO;
                case "full", "f", "1" -> FULL;
                default -> throw new InvalidEventException("kind", Problem.of("event.bye.kind", text));
            };
        }

        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "event_id")
    private TournamentEvent event;

    @ManyToOne(optional = false)
    @JoinColumn(name = "entry_id")
    private Entry entry;

    @Column(nullable = false)
    private int round;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Kind kind;

    protected ByeRequest() {
        // for JPA
    }

    ByeRequest(TournamentEvent event, Entry entry, int round, Kind kind) {
        this.event = event;
        this.entry = entry;
        this.round = round;
        this.kind = kind;
    }

    void change(Kind newKind) {
        this.kind = newKind;
    }

    public Long id() {
        return id;
    }

    public Entry entry() {
        return entry;
    }

    public int round() {
        return round;
    }

    public Kind kind() {
        return kind;
    }
}
