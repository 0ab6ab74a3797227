-- A game recorded on its board move by move (issue 34): by an arbiter or a secretary on the board's recording page,
-- or from a PDN source attached to the round. One row per board of a round (a tournament's pairing, a team match's
-- board: board_id is that row's id within its kind), the moves in long notation (every landing square: a capture is
-- never ambiguous when read back), a draft until the result is entered, when the game is attached to the board as a
-- pasted game would be. Unpairing a round leaves its rows without a board (board_id names none any more): nothing
-- reads them again, and the next recording of that board number is a new row.
CREATE TABLE board_recording (
    id          BIGSERIAL PRIMARY KEY,
    kind        VARCHAR(32)  NOT NULL,
    board_id    BIGINT       NOT NULL,
    event_id    BIGINT       NOT NULL,
    round       INTEGER      NOT NULL,
    match_no    INTEGER      NOT NULL,
    board       INTEGER      NOT NULL,
    variant     VARCHAR(40)  NOT NULL,
    moves       TEXT         NOT NULL DEFAULT '',
    plies       INTEGER      NOT NULL DEFAULT 0,
    status      VARCHAR(16)  NOT NULL,
    source      VARCHAR(16)  NOT NULL,
    note        VARCHAR(500),
    updated_at  TIMESTAMPTZ  NOT NULL,
    updated_by  VARCHAR(100),
    version     BIGINT       NOT NULL DEFAULT 0,
    CONSTRAINT board_recording_board UNIQUE (kind, board_id),
    CONSTRAINT board_recording_status CHECK (status IN ('RECORDING', 'FINISHED', 'STOPPED')),
    CONSTRAINT board_recording_source CHECK (source IN ('HAND', 'FEED'))
);
CREATE INDEX board_recording_round ON board_recording (kind, event_id, round);

-- A PDN source (an electronic board's, another relay's) attached to a round: Hakem polls it and records its games'
-- moves on the boards they match. results: whether a result the source gives is entered on the board (off: it is
-- shown to the arbiter, who enters it). etag/modified: the source's ETag and Last-Modified, sent back on the next poll.
-- last_status: what the last poll came to (a problem code and its arguments, worded in the reader's language).
CREATE TABLE round_feed_source (
    id          BIGSERIAL PRIMARY KEY,
    kind        VARCHAR(32)   NOT NULL,
    event_id    BIGINT        NOT NULL,
    round       INTEGER       NOT NULL,
    url         VARCHAR(2000) NOT NULL,
    active      BOOLEAN       NOT NULL DEFAULT TRUE,
    results     BOOLEAN       NOT NULL DEFAULT FALSE,
    etag        VARCHAR(300),
    modified    VARCHAR(100),
    last_polled TIMESTAMPTZ,
    last_status VARCHAR(1000),
    updated_at  TIMESTAMPTZ   NOT NULL,
    updated_by  VARCHAR(100),
    version     BIGINT        NOT NULL DEFAULT 0,
    CONSTRAINT round_feed_source_round UNIQUE (kind, event_id, round)
);
