-- Tournaments (issue 7). Standings are never stored: they are computed from the boards' results.

CREATE TABLE tournament_event (
    id             BIGSERIAL PRIMARY KEY,
    name           VARCHAR(200) NOT NULL,
    place          VARCHAR(200),
    start_date     DATE,
    end_date       DATE,
    variant        VARCHAR(40)  NOT NULL,
    system         VARCHAR(24)  NOT NULL CHECK (system IN ('ROUND_ROBIN', 'DOUBLE_ROUND_ROBIN', 'MATCH', 'SWISS')),
    rounds         INTEGER      NOT NULL CHECK (rounds BETWEEN 0 AND 999),
    swap_last_two  BOOLEAN      NOT NULL DEFAULT FALSE,
    -- points of a win, a draw and a loss (the 2-1-0 of draughts, FIDE's 1-½-0, or custom)
    win_points     NUMERIC(5,2) NOT NULL,
    draw_points    NUMERIC(5,2) NOT NULL,
    loss_points    NUMERIC(5,2) NOT NULL,
    tie_breaks     VARCHAR(200) NOT NULL,
    time_control   VARCHAR(100),
    arbiters       VARCHAR(400),
    status         VARCHAR(16)  NOT NULL CHECK (status IN ('PLANNED', 'RUNNING', 'FINISHED')),
    public_event   BOOLEAN      NOT NULL DEFAULT TRUE,
    created_at     TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_at     TIMESTAMPTZ  NOT NULL DEFAULT now(),
    version        BIGINT       NOT NULL DEFAULT 0,
    CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);
CREATE INDEX tournament_event_start_idx ON tournament_event (start_date DESC, id DESC);

-- A player's entry in a tournament. Name, rating, title... are copied from the registry when the
-- player is entered, so the tournament's record does not change when the registry does later.
CREATE TABLE tournament_entry (
    id              BIGSERIAL PRIMARY KEY,
    event_id        BIGINT       NOT NULL REFERENCES tournament_event (id) ON DELETE CASCADE,
    player_id       BIGINT       NOT NULL REFERENCES player (id),
    start_number    INTEGER      NOT NULL CHECK (start_number BETWEEN 1 AND 9999),
    name            VARCHAR(200) NOT NULL,
    sort_key        BYTEA        NOT NULL,
    title           VARCHAR(8),
    rating          INTEGER,
    federation      CHAR(3),
    club            VARCHAR(200),
    fmjd_id         VARCHAR(32),
    birth_year      INTEGER,
    late            BOOLEAN      NOT NULL DEFAULT FALSE,
    withdrawn_from  INTEGER CHECK (withdrawn_from >= 1),
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now(),
    version         BIGINT       NOT NULL DEFAULT 0,
    UNIQUE (event_id, player_id),
    UNIQUE (event_id, start_number) DEFERRABLE INITIALLY DEFERRED
);

-- Players who must not be paired together (same club, same family): for the Swiss pairing (TRF 260).
CREATE TABLE tournament_forbidden_pair (
    id        BIGSERIAL PRIMARY KEY,
    event_id  BIGINT       NOT NULL REFERENCES tournament_event (id) ON DELETE CASCADE,
    entry_a   BIGINT       NOT NULL REFERENCES tournament_entry (id) ON DELETE CASCADE,
    entry_b   BIGINT       NOT NULL REFERENCES tournament_entry (id) ON DELETE CASCADE,
    reason    VARCHAR(200),
    CHECK (entry_a <> entry_b),
    UNIQUE (event_id, entry_a, entry_b)
);

CREATE TABLE tournament_round (
    id            BIGSERIAL PRIMARY KEY,
    event_id      BIGINT      NOT NULL REFERENCES tournament_event (id) ON DELETE CASCADE,
    number        INTEGER     NOT NULL CHECK (number >= 1),
    published_at  TIMESTAMPTZ,
    version       BIGINT      NOT NULL DEFAULT 0,
    UNIQUE (event_id, number)
);

-- One board of a round: a game (white, black) or a bye (black empty). Each board has its own version,
-- so two arbiters entering results on different boards never conflict, and on the same board the
-- second one gets a conflict instead of overwriting the first.
CREATE TABLE tournament_board (
    id            BIGSERIAL PRIMARY KEY,
    round_id      BIGINT       NOT NULL REFERENCES tournament_round (id) ON DELETE CASCADE,
    board         INTEGER      NOT NULL CHECK (board >= 1),
    white_entry   BIGINT       NOT NULL REFERENCES tournament_entry (id),
    black_entry   BIGINT       REFERENCES tournament_entry (id),
    result        VARCHAR(24)  NOT NULL,
    pdn           TEXT,
    pdn_verdict   VARCHAR(500),
    pdn_flagged   BOOLEAN      NOT NULL DEFAULT FALSE,
    updated_at    TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_by    VARCHAR(64),
    version       BIGINT       NOT NULL DEFAULT 0,
    UNIQUE (round_id, board)
);
CREATE INDEX tournament_board_round_idx ON tournament_board (round_id, board);

-- Every change of an event, its entries, pairings and results: who, when, what, old -> new.
CREATE TABLE tournament_audit (
    id         BIGSERIAL PRIMARY KEY,
    event_id   BIGINT       NOT NULL REFERENCES tournament_event (id) ON DELETE CASCADE,
    at         TIMESTAMPTZ  NOT NULL DEFAULT now(),
    actor      VARCHAR(64)  NOT NULL,
    action     VARCHAR(40)  NOT NULL,
    round      INTEGER,
    board      INTEGER,
    old_value  TEXT,
    new_value  TEXT
);
CREATE INDEX tournament_audit_event_idx ON tournament_audit (event_id, id);
