-- Rating lists (issue 17, parts 2 and 3): list types, imported lists and their entries, and each tournament's
-- rating settings. The formula and the built-in list types (fmjd-100, fmjd-64, tur-national) are in the code
-- (org.hakem.rating); a federation's own list type is its parameters text, kept here.

CREATE TABLE rating_list_type (
    id          VARCHAR(40)  PRIMARY KEY,
    -- the properties text of org.hakem.rating.RatingParameters (docs/ratings.md)
    parameters  TEXT         NOT NULL,
    created_at  TIMESTAMPTZ  NOT NULL DEFAULT now(),
    created_by  VARCHAR(64)
);

-- One import of a rating list: every import is kept with its list type and the date it is in force from.
CREATE TABLE rating_list (
    id           BIGSERIAL    PRIMARY KEY,
    list_type    VARCHAR(40)  NOT NULL,
    list_date    DATE         NOT NULL,
    source_name  VARCHAR(200),
    entry_count  INTEGER      NOT NULL CHECK (entry_count >= 0),
    imported_at  TIMESTAMPTZ  NOT NULL DEFAULT now(),
    imported_by  VARCHAR(64)
);
CREATE INDEX rating_list_type_date_idx ON rating_list (list_type, list_date DESC, id DESC);

CREATE TABLE rating_list_entry (
    list_id     BIGINT       NOT NULL REFERENCES rating_list (id) ON DELETE CASCADE,
    position    INTEGER      NOT NULL CHECK (position >= 0),
    fmjd_id     VARCHAR(32),
    name        VARCHAR(200) NOT NULL,
    federation  CHAR(3),
    rating      INTEGER      NOT NULL CHECK (rating BETWEEN 1 AND 4000),
    games       INTEGER      CHECK (games >= 0),
    title       VARCHAR(8),
    PRIMARY KEY (list_id, position)
);

-- A tournament's rating settings: which list type rates it and the class of its time control (Annex 9 art. 1.2.2).
-- No row: the tournament is not rated.
CREATE TABLE tournament_rating_settings (
    event_id            BIGINT      PRIMARY KEY REFERENCES tournament_event (id) ON DELETE CASCADE,
    list_type           VARCHAR(40) NOT NULL,
    time_control_class  VARCHAR(8)  NOT NULL CHECK (time_control_class IN ('STANDARD', 'SHORTER', 'RAPID', 'BLITZ')),
    version             BIGINT      NOT NULL DEFAULT 0
);
