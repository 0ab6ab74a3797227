-- Team competitions (issue 18): leagues (team round robin, single or double) and team Swiss events (FIDE C.04.6),
-- played board by board. As for individual tournaments, standings are never stored: they follow from the boards.

CREATE TABLE team_event (
    id             BIGSERIAL PRIMARY KEY,
    name           VARCHAR(200) NOT NULL,
    place          VARCHAR(200),
    start_date     DATE,
    end_date       DATE,
    variant        VARCHAR(40)  NOT NULL,
    system         VARCHAR(24)  NOT NULL CHECK (system IN ('ROUND_ROBIN', 'DOUBLE_ROUND_ROBIN', 'SWISS')),
    rounds         INTEGER      NOT NULL CHECK (rounds BETWEEN 0 AND 999),
    boards         INTEGER      NOT NULL CHECK (boards BETWEEN 1 AND 32),
    -- how many players a roster may hold beyond the boards of a match (0: no reserves)
    reserves       INTEGER      NOT NULL CHECK (reserves BETWEEN 0 AND 32),
    -- the primary score of the standings: match points or game points
    primary_score  VARCHAR(16)  NOT NULL CHECK (primary_score IN ('MATCH_POINTS', 'GAME_POINTS')),
    -- match points of a won, drawn and lost match (2-1-0 by default)
    match_win      NUMERIC(5,2) NOT NULL,
    match_draw     NUMERIC(5,2) NOT NULL,
    match_loss     NUMERIC(5,2) NOT NULL,
    -- game points of a won, drawn and lost game on a board (1-0.5-0 as FIDE counts, or 2-1-0)
    game_win       NUMERIC(5,2) NOT NULL,
    game_draw      NUMERIC(5,2) NOT NULL,
    game_loss      NUMERIC(5,2) NOT NULL,
    -- which side has White on which board (the event's regulation)
    colour_rule    VARCHAR(32)  NOT NULL CHECK (colour_rule IN ('HOME_WHITE_ON_FIRST_BOARD', 'HOME_BLACK_ON_FIRST_BOARD')),
    -- a team Swiss's colour preferences (C.04.6 Article 1.7) and its initial colour (Article 4.1: drawn by lot
    -- when round 1 is paired, unless the arbiter chose it)
    colour_preferences VARCHAR(8) NOT NULL DEFAULT 'TYPE_A' CHECK (colour_preferences IN ('NONE', 'TYPE_A', 'TYPE_B')),
    initial_colour VARCHAR(8) CHECK (initial_colour IN ('WHITE', 'BLACK')),
    tie_breaks     VARCHAR(200) NOT NULL,
    arbiters       VARCHAR(400),
    status         VARCHAR(16)  NOT NULL CHECK (status IN ('PLANNED', 'RUNNING', 'FINISHED')),
    public_event   BOOLEAN      NOT NULL DEFAULT TRUE,
    -- made from a PDN file: line-ups are what was played, not checked against the roster order
    imported       BOOLEAN      NOT NULL DEFAULT FALSE,
    created_at     TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_at     TIMESTAMPTZ  NOT NULL DEFAULT now(),
    version        BIGINT       NOT NULL DEFAULT 0,
    CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);
CREATE INDEX team_event_start_idx ON team_event (start_date DESC, id DESC);

-- A team of an event; its number is its place in the starting order (pairing number).
CREATE TABLE team_team (
    id          BIGSERIAL PRIMARY KEY,
    event_id    BIGINT       NOT NULL REFERENCES team_event (id) ON DELETE CASCADE,
    number      INTEGER      NOT NULL CHECK (number BETWEEN 1 AND 9999),
    name        VARCHAR(200) NOT NULL,
    club        VARCHAR(200),
    federation  CHAR(3),
    created_at  TIMESTAMPTZ  NOT NULL DEFAULT now(),
    version     BIGINT       NOT NULL DEFAULT 0,
    UNIQUE (event_id, name),
    UNIQUE (event_id, number) DEFERRABLE INITIALLY DEFERRED
);

-- The roster of a team in board order (position 1 is the first board). A member is a registered player, whose
-- name, rating and federation are copied when entered; a team imported from a PDN file has members by name only.
CREATE TABLE team_member (
    id          BIGSERIAL PRIMARY KEY,
    team_id     BIGINT       NOT NULL REFERENCES team_team (id) ON DELETE CASCADE,
    position    INTEGER      NOT NULL CHECK (position >= 1),
    player_id   BIGINT       REFERENCES player (id),
    name        VARCHAR(200) NOT NULL,
    rating      INTEGER,
    federation  CHAR(3),
    UNIQUE (team_id, player_id),
    UNIQUE (team_id, position) DEFERRABLE INITIALLY DEFERRED
);

CREATE TABLE team_round (
    id            BIGSERIAL PRIMARY KEY,
    event_id      BIGINT      NOT NULL REFERENCES team_event (id) ON DELETE CASCADE,
    number        INTEGER     NOT NULL CHECK (number >= 1),
    published_at  TIMESTAMPTZ,
    version       BIGINT      NOT NULL DEFAULT 0,
    UNIQUE (event_id, number)
);

-- One match of a round: home against away, or the bye of a team (away empty). A whole-match forfeit is stated
-- here (which side did not come); the match result otherwise follows from the boards.
CREATE TABLE team_match (
    id           BIGSERIAL PRIMARY KEY,
    round_id     BIGINT       NOT NULL REFERENCES team_round (id) ON DELETE CASCADE,
    number       INTEGER      NOT NULL CHECK (number >= 1),
    home_team    BIGINT       NOT NULL REFERENCES team_team (id),
    away_team    BIGINT       REFERENCES team_team (id),
    forfeit      VARCHAR(12)  NOT NULL DEFAULT 'NONE' CHECK (forfeit IN ('NONE', 'HOME_WINS', 'AWAY_WINS', 'DOUBLE')),
    home_lineup  BOOLEAN      NOT NULL DEFAULT FALSE,
    away_lineup  BOOLEAN      NOT NULL DEFAULT FALSE,
    updated_at   TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_by   VARCHAR(64),
    version      BIGINT       NOT NULL DEFAULT 0,
    CHECK (away_team IS NULL OR away_team <> home_team),
    UNIQUE (round_id, number)
);

-- One board of a match: the home and away players of the line-ups (empty until entered, or when a team leaves
-- the board empty), who has White, the result (white's view, as individual boards) and the attached game. Each
-- board has its own version: two arbiters never overwrite each other's result.
CREATE TABLE team_board (
    id            BIGSERIAL PRIMARY KEY,
    match_id      BIGINT       NOT NULL REFERENCES team_match (id) ON DELETE CASCADE,
    board         INTEGER      NOT NULL CHECK (board >= 1),
    home_member   BIGINT       REFERENCES team_member (id),
    away_member   BIGINT       REFERENCES team_member (id),
    home_white    BOOLEAN      NOT NULL,
    result        VARCHAR(24)  NOT NULL,
    pdn           TEXT,
    pdn_verdict   VARCHAR(500),
    pdn_flagged   BOOLEAN      NOT NULL DEFAULT FALSE,
    updated_at    TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_by    VARCHAR(64),
    version       BIGINT       NOT NULL DEFAULT 0,
    UNIQUE (match_id, board)
);
CREATE INDEX team_board_match_idx ON team_board (match_id, board);

-- Every change of a team event: who, when, what, old -> new.
CREATE TABLE team_audit (
    id         BIGSERIAL PRIMARY KEY,
    event_id   BIGINT       NOT NULL REFERENCES team_event (id) ON DELETE CASCADE,
    at         TIMESTAMPTZ  NOT NULL DEFAULT now(),
    actor      VARCHAR(64)  NOT NULL,
    action     VARCHAR(40)  NOT NULL,
    round      INTEGER,
    match      INTEGER,
    board      INTEGER,
    old_value  TEXT,
    new_value  TEXT
);
CREATE INDEX team_audit_event_idx ON team_audit (event_id, id);

-- The archived copy of a team board's game is found by its source ("team E, round R, match M, board B").
CREATE INDEX archive_game_team_source_idx ON archive_game (source) WHERE source LIKE 'team %';
