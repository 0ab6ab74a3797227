-- Accounts of people who log in (admins and arbiters). Passwords are PBKDF2 hashes, never plain text.
CREATE TABLE app_user (
    id            BIGSERIAL PRIMARY KEY,
    username      VARCHAR(64)  NOT NULL,
    password_hash VARCHAR(512) NOT NULL,
    role          VARCHAR(16)  NOT NULL CHECK (role IN ('admin', 'arbiter')),
    created_at    TIMESTAMPTZ  NOT NULL DEFAULT now(),
    version       BIGINT       NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX app_user_username_uq ON app_user (lower(username));

-- One row per fact about this installation (e.g. that demo data was loaded once).
CREATE TABLE app_state (
    key        VARCHAR(64) PRIMARY KEY,
    value      TEXT        NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The player registry. Names are stored exactly as entered (Unicode);
-- name_key is the folded form used by search, sort_key a Turkish collation key (bytes sort in
-- collation order whatever the database's own collation is).
CREATE TABLE player (
    id          BIGSERIAL PRIMARY KEY,
    name        VARCHAR(200) NOT NULL,
    name_key    VARCHAR(200) NOT NULL,
    sort_key    BYTEA        NOT NULL,
    federation  CHAR(3),
    title       VARCHAR(8),
    rating      INTEGER CHECK (rating BETWEEN 0 AND 4000),
    national_id VARCHAR(32),
    fmjd_id     VARCHAR(32),
    club        VARCHAR(200),
    birth_year  INTEGER CHECK (birth_year BETWEEN 1850 AND 2100),
    created_at  TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_at  TIMESTAMPTZ  NOT NULL DEFAULT now(),
    version     BIGINT       NOT NULL DEFAULT 0
);
CREATE INDEX player_name_key_idx ON player (name_key);
CREATE INDEX player_sort_key_idx ON player (sort_key, id);
CREATE UNIQUE INDEX player_fmjd_id_uq ON player (fmjd_id) WHERE fmjd_id IS NOT NULL;
