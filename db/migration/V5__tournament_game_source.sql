-- The archived copy of a tournament board's game is found by its source ("tournament E, round R, board B"),
-- from the tournament's round page. A partial index: file imports (every other source) do not pay for it.
CREATE INDEX archive_game_tournament_source_idx ON archive_game (source) WHERE source LIKE 'tournament %';
