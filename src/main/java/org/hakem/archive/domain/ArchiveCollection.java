package org.hakem.archive.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

/** A named set of games chosen at import ("Dutch championship 1996"). */
@Entity
@Table(name = "archive_collection")
public class ArchiveCollection {

    @Id
    private Long id;
    @Column(nullable = false)
    private String name;
    @Version
    private long version;

    protected ArchiveCollection() {
    }

    public Long id() { return id; }
    public String name() { return name; }
}
