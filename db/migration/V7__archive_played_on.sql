-- A game whose moves are all legal but that goes on after the rules ended it (a threefold repetition nobody
-- claimed, one piece each, a move-count rule): its own verdict 'played_on', apart from 'illegal'. For such a
-- game error_ply holds the ply after which the rules ended it (null for 0: the start position was already an
-- end) and reason the rule ("threefold repetition, 1/2-1/2"); every position is indexed, as for 'legal'.
-- Games stored before this version keep 'legal' until they are read again.
ALTER TABLE archive_game DROP CONSTRAINT archive_game_status_check;
ALTER TABLE archive_game ADD CONSTRAINT archive_game_status_check
    CHECK (status IN ('legal', 'played_on', 'illegal', 'unreadable', 'unsupported'));
