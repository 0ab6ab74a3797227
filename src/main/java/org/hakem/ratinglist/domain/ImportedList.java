package org.hakem.ratinglist.domain;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.hakem.rating.RatingListEntry;

/**
 * One import of a rating list: its list type, the date it is in force from, where it came from, who imported it
 * and when, and its entries. An import is never changed; a newer list is a new import.
 */
@Entity
@Table(name = "rating_list")
public class ImportedList {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "list_type", nullable = false)
    private String listType;

    @Column(name = "list_date", nullable = false)
    private LocalDate listDate;

    @Column(name = "source_name")
    private String sourceName;

    @Column(name = "entry_count", nullable = false)
    private int entryCount;

    @Column(name = "imported_at", nullable = false)
    private Instant importedAt;

    @Column(name = "imported_by")
    private String importedBy;

    @ElementCollection(fetch = FetchType.LAZY)
    @CollectionTable(name = "rating_list_entry", joinColumns = @JoinColumn(name = "list_id"))
    @OrderColumn(name = "position")
    private List<ListEntry> entries = new ArrayList<>();

    protected ImportedList() {
        // for JPA
    }

    public ImportedList(String listType, LocalDate listDate, String sourceName, String importedBy,
                        List<RatingListEntry> entries) {
        this.listType = Objects.requireNonNull(listType, "listType");
        this.listDate = Objects.requireNonNull(listDate, "listDate");
        this.sourceName = sourceName == null || sourceName.isBlank() ? null
                : sourceName.strip().substring(0, Math.min(200, sourceName.strip().length()));
        this.importedBy = importedBy;
        this.importedAt = Instant.now();
        entries.forEach(e -> this.entries.add(new ListEntry(e)));
        this.entryCount = entries.size();
    }

    public Long id() {
        return id;
    }

    public String listType() {
        return listType;
    }

    public LocalDate listDate() {
        return listDate;
    }

    public String sourceName() {
        return sourceName;
    }

    public int entryCount() {
        return entryCount;
    }

    public Instant importedAt() {
        return importedAt;
    }

    public String importedBy() {
        return importedBy;
    }

    /** The entries in file order (loads them). */
    public List<RatingListEntry> entries() {
        return entries.stream().map(ListEntry::value).toList();
    }
}
