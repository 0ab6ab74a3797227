package org.hakem.archive.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** One import of a file or upload, as the store keeps it: progress while running, the report when done. Read-only here. */
@Entity
@Table(name = "archive_import_run")
public class ImportRun {

    @Id
    private Long id;
    @Column(name = "collection_id")
    private Long collectionId;
    private String source;
    private String variant;
    private String status;
    @Column(name = "started_at")
    private Instant startedAt;
    @Column(name = "finished_at")
    private Instant finishedAt;
    @Column(name = "bytes_total")
    private Long bytesTotal;
    @Column(name = "bytes_read")
    private long bytesRead;
    @Column(name = "games_read")
    private int gamesRead;
    private int stored;
    private int duplicates;
    private int illegal;
    private int unreadable;
    private int unsupported;
    @Column(columnDefinition = "jsonb")
    @org.hibernate.annotations.ColumnTransformer(read = "report::text")
    private String report;

    protected ImportRun() {
    }

    public Long id() { return id; }
    public Long collectionId() { return collectionId; }
    public String source() { return source; }
    public String variant() { return variant; }
    public String status() { return status; }
    public Instant startedAt() { return startedAt; }
    public Instant finishedAt() { return finishedAt; }
    public Long bytesTotal() { return bytesTotal; }
    public long bytesRead() { return bytesRead; }
    public int gamesRead() { return gamesRead; }
    public int stored() { return stored; }
    public int duplicates() { return duplicates; }
    public int illegal() { return illegal; }
    public int unreadable() { return unreadable; }
    public int unsupported() { return unsupported; }
    /** The final report as JSON ({@code {}} while running). */
    public String report() { return report; }
}
