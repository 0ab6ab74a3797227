-- The archive's game-submission contract (docs/archive.md, "Games of events"): an event (a tournament, a team event,
-- any kind to come) hands a board's game to the archive, or takes its games out, by writing a row here in the same
-- transaction as its own change. A worker applies the rows afterwards, at least once and in order per event, and
-- deletes each one once applied: a row that is here is not applied yet (or not known to be), whatever crashed.
CREATE TABLE archive_submission (
    seq             BIGSERIAL PRIMARY KEY, -- per event, the order of the events' commits (see GameSubmissions)
    kind            VARCHAR(32) NOT NULL CHECK (kind ~ '^[a-z][a-z0-9-]*$'),
    event_id        BIGINT      NOT NULL,
    operation       VARCHAR(16) NOT NULL CHECK (operation IN ('submit', 'withdraw', 'publish')),
    round           INTEGER,
    match_no        INTEGER,               -- the match within the round (team events), null for none
    board           INTEGER,
    pdn             TEXT,
    tags            JSON,                  -- JSON, not JSONB: the tags keep their order (the PDN's)
    CHECK (operation <> 'submit' OR (round IS NOT NULL AND board IS NOT NULL AND pdn IS NOT NULL AND tags IS NOT NULL)),
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- a row that failed: how often, the last error, and when it is tried again (backoff)
    attempts        INTEGER     NOT NULL DEFAULT 0,
    last_error      TEXT,
    next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- the head of each event's queue, and the rows behind it
CREATE INDEX archive_submission_event_idx ON archive_submission (kind, event_id, seq);

-- Events withdrawn from the archive (made private) and not published again: a submission of theirs that was sent
-- before the withdrawal committed, but reached the queue after it, is not archived.
CREATE TABLE archive_withdrawn_event (
    kind         VARCHAR(32) NOT NULL,
    event_id     BIGINT      NOT NULL,
    withdrawn_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (kind, event_id)
);
