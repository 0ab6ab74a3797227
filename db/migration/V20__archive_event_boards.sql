-- The board of an event that an archived game came from, as columns (issue 32): the archive finds a board's game
-- and an event's games by them, not by reading its text source ("tournament E, round R, board B"). The archive
-- knows no kind of event: event_kind is the word the event gives its submissions (archive_submission.kind).
CREATE TABLE archive_event_game (
    game_id    BIGINT      PRIMARY KEY REFERENCES archive_game (id) ON DELETE CASCADE,
    event_kind VARCHAR(32) NOT NULL,
    event_id   BIGINT      NOT NULL,
    round      INTEGER     NOT NULL CHECK (round >= 1),
    match      INTEGER     NOT NULL DEFAULT 0 CHECK (match >= 0),
    board      INTEGER     NOT NULL CHECK (board >= 1)
);
CREATE INDEX archive_event_game_board_idx ON archive_event_game (event_kind, event_id, round, match, board, game_id);

-- The games archived from boards before: their source is the only record of the board.
INSERT INTO archive_event_game (game_id, event_kind, event_id, round, match, board)
SELECT id, m[1], m[2]::bigint, m[3]::integer, coalesce(m[5]::integer, 0), m[6]::integer
FROM (SELECT id, regexp_match(source, '^([a-z][a-z0-9-]{0,31}) ([0-9]{1,18}), round ([0-9]{1,9})(, match ([0-9]{1,9}))?, board ([0-9]{1,9})$') AS m
      FROM archive_game
      WHERE source LIKE 'tournament %' OR source LIKE 'team %') AS board_sources
WHERE m IS NOT NULL AND m[3]::integer >= 1 AND m[6]::integer >= 1;

-- Only the text lookups used these.
DROP INDEX IF EXISTS archive_game_tournament_source_idx;
DROP INDEX IF EXISTS archive_game_team_source_idx;
