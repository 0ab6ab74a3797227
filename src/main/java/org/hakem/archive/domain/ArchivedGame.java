package org.hakem.archive.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import org.hibernate.annotations.ColumnTransformer;
import org.hakem.pdn.PdnResult;
import org.hakem.player.domain.NameKeys;
import org.hakem.platform.Problem;

/**
 * An archived game: its tags (standard ones as fields, the rest as a map), its original PDN text, the engine's
 * reading of its main line and the verdict. Imports create games in bulk (see {@link ArchiveStore}); here they
 * are read, corrected and linked to registry players. The moves and the verdict are facts of the text and
 * never change; the tags may be corrected. The version detects concurrent corrections.
 */
@Entity
@Table(name = "archive_game")
public class ArchivedGame {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "collection_id")
    private Long collectionId;

    @Column(nullable = false, updatable = false)
    private String variant;

    private String event;
    private String site;
    @Column(name = "date_text")
    private String dateText;
    @Column(name = "game_date")
    private LocalDate date;
    @Column(name = "game_year")
    private Integer year;
    private String round;
    private String white;
    private String black;
    @Column(name = "white_key", nullable = false)
    private String whiteKey;
    @Column(name = "black_key", nullable = false)
    private String blackKey;
    private String result;
    @Column(name = "white_rating")
    private Integer whiteRating;
    @Column(name = "black_rating")
    private Integer blackRating;
    @Column(name = "white_player_id")
    private Long whitePlayerId;
    @Column(name = "black_player_id")
    private Long blackPlayerId;

    @Column(name = "other_tags", nullable = false)
    @ColumnTransformer(write = "?::jsonb")
    private String otherTags;

    @Column(nullable = false, updatable = false)
    private String pdn;
    @Column(name = "start_fen", updatable = false)
    private String startFen;
    @Column(nullable = false, updatable = false)
    private String moves;
    @Column(name = "ply_count", updatable = false)
    private int plyCount;
    @Column(name = "has_positions", updatable = false)
    private boolean hasPositions;
    @Column(nullable = false, updatable = false)
    private String status;
    @Column(name = "error_ply", updatable = false)
    private Integer errorPly;
    @Column(updatable = false)
    private String reason;
    @Column(updatable = false)
    private String source;
    @Column(name = "source_index", updatable = false)
    private Integer sourceIndex;
    @Column(name = "updated_at")
    private Instant updatedAt;

    @Version
    private long version;

    protected ArchivedGame() {
        // for JPA
    }

    /** The tags a correction may set: the standard ones and any others; a blank value removes a tag. */
    public record Tags(String event, String site, String date, String round, String white, String black, String result,
                       Integer whiteRating, Integer blackRating, Map<String, String> others) {
    }

    /** Replaces the tags. Refuses values that do not fit. */
    public void correct(Tags t) {
        Map<String, Problem> errors = new LinkedHashMap<>();
        check(errors, "event", t.event(), 300);
        check(errors, "site", t.site(), 300);
        check(errors, "date", t.date(), 100);
        check(errors, "round", t.round(), 50);
        check(errors, "white", t.white(), 200);
        check(errors, "black", t.black(), 200);
        check(errors, "result", t.result(), 16);
        if (t.result() != null && !t.result().isBlank() && PdnResult.outcome(t.result()).token().equals("*")
                && !t.result().strip().equals("*")) {
            errors.put("result", Problem.of("archive.result.format"));
        }
        rating(errors, "whiteRating", t.whiteRating());
        rating(errors, "blackRating", t.blackRating());
        Map<String, String> others = new LinkedHashMap<>();
        if (t.others() != null) {
            t.others().forEach((k, v) -> {
                if (k == null || !k.matches("[A-Z][A-Za-z0-9_]{0,63}")) {
                    errors.put("others", Problem.of("archive.tag.name", k));
                } else if (GameRecord.STANDARD_TAGS.contains(k)) {
                    errors.put("others", Problem.of("archive.tag.standard", k));
                } else if (v != null && !v.isBlank()) {
                    check(errors, "others", v, 1000);
                    others.put(k, v.strip());
                }
            });
        }
        if (!errors.isEmpty()) {
            throw new org.hakem.platform.ValidationException(errors);
        }
        this.event = blankToNull(t.event());
        this.site = blankToNull(t.site());
        this.dateText = blankToNull(t.date());
        ArchiveDate d = ArchiveDate.parse(this.dateText);
        this.date = d.date();
        this.year = d.year();
        this.round = blankToNull(t.round());
        this.white = blankToNull(t.white());
        this.black = blankToNull(t.black());
        this.whiteKey = white == null ? "" : NameKeys.searchKey(white);
        this.blackKey = black == null ? "" : NameKeys.searchKey(black);
        this.result = blankToNull(t.result());
        this.whiteRating = t.whiteRating();
        this.blackRating = t.blackRating();
        this.otherTags = TagJson.write(others);
        this.updatedAt = Instant.now();
    }

    /** Links the names as written to registry players (null unlinks). */
    public void link(Long whitePlayer, Long blackPlayer) {
        this.whitePlayerId = whitePlayer;
        this.blackPlayerId = blackPlayer;
        this.updatedAt = Instant.now();
    }

    private static void check(Map<String, Problem> errors, String field, String value, int max) {
        org.hakem.platform.TextField.check(errors, field, value == null ? null : value.strip(), max);
    }

    private static void rating(Map<String, Problem> errors, String field, Integer r) {
        if (r != null && (r < 0 || r > 4000)) {
            errors.put(field, Problem.of("field.range", 0, 4000));
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    public Tags tags() {
        return new Tags(event, site, dateText, round, white, black, result, whiteRating, blackRating, otherTags());
    }

    public Map<String, String> otherTags() {
        return TagJson.read(otherTags);
    }

    public Long id() { return id; }
    public Long collectionId() { return collectionId; }
    public String variant() { return variant; }
    public String event() { return event; }
    public String site() { return site; }
    public String dateText() { return dateText; }
    public LocalDate date() { return date; }
    public Integer year() { return year; }
    public String round() { return round; }
    public String white() { return white; }
    public String black() { return black; }
    public String result() { return result; }
    public Integer whiteRating() { return whiteRating; }
    public Integer blackRating() { return blackRating; }
    public Long whitePlayerId() { return whitePlayerId; }
    public Long blackPlayerId() { return blackPlayerId; }
    public String pdn() { return pdn; }
    public String startFen() { return startFen; }
    public String moves() { return moves; }
    public int plyCount() { return plyCount; }
    public boolean hasPositions() { return hasPositions; }
    public GameStatus status() { return GameStatus.of(status); }
    public Integer errorPly() { return errorPly; }
    public String reason() { return reason; }
    public String source() { return source; }
    public Integer sourceIndex() { return sourceIndex; }
    public long version() { return version; }

    /**
     * {@code legal}, {@code legal, played on after the game ended at ply 157 (threefold repetition, 1/2-1/2)} or
     * {@code illegal at ply 15: reason}.
     */
    public String verdict() {
        return switch (status()) {
            case LEGAL -> "legal";
            case PLAYED_ON -> "legal, played on after the game ended at ply " + (errorPly == null ? 0 : errorPly)
                    + " (" + reason + ")";
            case ILLEGAL -> "illegal at ply " + errorPly + ": " + reason;
            case UNREADABLE -> "unreadable: " + reason;
            case UNSUPPORTED -> "not replayed: " + reason;
        };
    }
}
