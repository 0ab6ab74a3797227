-- The game archive. Games keep their original PDN text and the engine's reading of it; the Lucene
-- position index is derived from these rows (see docs/archive.md).

-- A named set of games (e.g. "Dutch championship 1996"), chosen by the archivist at import.
CREATE TABLE archive_collection (
    id         BIGSERIAL PRIMARY KEY,
    name       VARCHAR(200) NOT NULL,
    created_at TIMESTAMPTZ  NOT NULL DEFAULT now(),
    version    BIGINT       NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX archive_collection_name_uq ON archive_collection (lower(name));

-- One import of one file or upload, with its running counts and final report.
CREATE TABLE archive_import_run (
    id            BIGSERIAL PRIMARY KEY,
    collection_id BIGINT REFERENCES archive_collection (id) ON DELETE SET NULL,
    source        VARCHAR(500) NOT NULL,
    variant       VARCHAR(32),
    status        VARCHAR(16)  NOT NULL CHECK (status IN ('running', 'done', 'failed')),
    started_at    TIMESTAMPTZ  NOT NULL DEFAULT now(),
    finished_at   TIMESTAMPTZ,
    bytes_total   BIGINT,
    bytes_read    BIGINT       NOT NULL DEFAULT 0,
    games_read    INTEGER      NOT NULL DEFAULT 0,
    stored        INTEGER      NOT NULL DEFAULT 0,
    duplicates    INTEGER      NOT NULL DEFAULT 0,
    illegal       INTEGER      NOT NULL DEFAULT 0,
    unreadable    INTEGER      NOT NULL DEFAULT 0,
    unsupported   INTEGER      NOT NULL DEFAULT 0,
    report        JSONB        NOT NULL DEFAULT '{}',
    version       BIGINT       NOT NULL DEFAULT 0
);

-- An archived game. Standard tags are columns, the others JSONB. moves: the engine's reading of the main
-- line (long notation, legal prefix only); start_fen when the game starts from a setup.
CREATE TABLE archive_game (
    id              BIGSERIAL PRIMARY KEY,
    collection_id   BIGINT REFERENCES archive_collection (id) ON DELETE SET NULL,
    import_run_id   BIGINT REFERENCES archive_import_run (id) ON DELETE SET NULL,
    variant         VARCHAR(32)  NOT NULL,
    event           VARCHAR(300),
    site            VARCHAR(300),
    date_text       VARCHAR(100),
    game_date       DATE,
    game_year       INTEGER,
    round           VARCHAR(50),
    white           VARCHAR(200),
    black           VARCHAR(200),
    white_key       VARCHAR(200) NOT NULL DEFAULT '',
    black_key       VARCHAR(200) NOT NULL DEFAULT '',
    result          VARCHAR(16),
    white_rating    INTEGER,
    black_rating    INTEGER,
    white_player_id BIGINT REFERENCES player (id) ON DELETE SET NULL,
    black_player_id BIGINT REFERENCES player (id) ON DELETE SET NULL,
    other_tags      JSONB        NOT NULL DEFAULT '{}',
    pdn             TEXT         NOT NULL,
    start_fen       VARCHAR(300),
    moves           TEXT         NOT NULL DEFAULT '',
    ply_count       INTEGER      NOT NULL DEFAULT 0,
    has_positions   BOOLEAN      NOT NULL DEFAULT false,
    status          VARCHAR(16)  NOT NULL CHECK (status IN ('legal', 'illegal', 'unreadable', 'unsupported')),
    error_ply       INTEGER,
    reason          TEXT,
    dedupe_key      BYTEA        NOT NULL,
    source          VARCHAR(500),
    source_index    INTEGER,
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ  NOT NULL DEFAULT now(),
    version         BIGINT       NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX archive_game_dedupe_uq ON archive_game (dedupe_key);
CREATE INDEX archive_game_year_idx ON archive_game (game_year);
CREATE INDEX archive_game_white_idx ON archive_game (white_key);
CREATE INDEX archive_game_black_idx ON archive_game (black_key);
CREATE INDEX archive_game_event_idx ON archive_game (lower(event));
CREATE INDEX archive_game_collection_idx ON archive_game (collection_id);

-- Changes the position index has not confirmed yet. Written in the same transaction as the game change;
-- removed once the index has committed it. What is left after a crash is applied on the next start.
CREATE TABLE archive_index_log (
    seq        BIGSERIAL PRIMARY KEY,
    game_id    BIGINT      NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
