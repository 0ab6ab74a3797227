-- Two or more app nodes on one database (docs/operations.md, "Two app nodes"). Each node's position index follows
-- the index log by itself, so a log row is no longer removed once one index has applied it: every node keeps its
-- own position in the log (in its index's commit), and rows behind every live node's position are pruned.

-- The transaction that wrote the row. A follower reads the rows of finished transactions only (xid below the
-- oldest running one), in (xid, seq) order: a row whose transaction commits late cannot be skipped, as a row with
-- a smaller seq committing after a larger one could with seq alone.
ALTER TABLE archive_index_log ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX archive_index_log_position_idx ON archive_index_log (xid, seq);

-- The nodes following the log: where each one's committed index is (every row of a transaction below cursor_xid is
-- in it) and when it last said so. Rows below the smallest cursor of the nodes seen lately are pruned; a node not
-- seen for a day is dropped and rebuilds its index when it comes back.
CREATE TABLE archive_index_node (
    node_id    VARCHAR(64) PRIMARY KEY,
    cursor_xid BIGINT      NOT NULL, -- an xid8 as a number: PostgreSQL 14 has no min(xid8)
    seen_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Rows of transactions below this xid have been pruned: a node whose index is behind it cannot catch up by the log.
-- Pruning and a node's registration lock this row, so a starting node is either counted or sees the new bound.
INSERT INTO app_state (key, value) VALUES ('archive.log.pruned', '0') ON CONFLICT (key) DO NOTHING;

-- The node running an import: a node that starts marks as interrupted the runs of its own, of no node and of nodes
-- gone quiet, not those another live node is running.
ALTER TABLE archive_import_run ADD COLUMN node_id VARCHAR(64);
