-- Player pages (issue 35, part 2): a registry player's games, read by the player linked to either side, and their
-- rating history, read from every imported list by FMJD id or by name. Without these indexes each page view would
-- scan the whole archive (millions of games) and every list entry.

CREATE INDEX archive_game_white_player_idx ON archive_game (white_player_id) WHERE white_player_id IS NOT NULL;
CREATE INDEX archive_game_black_player_idx ON archive_game (black_player_id) WHERE black_player_id IS NOT NULL;

CREATE INDEX rating_list_entry_fmjd_idx ON rating_list_entry (fmjd_id) WHERE fmjd_id IS NOT NULL;
CREATE INDEX rating_list_entry_name_idx ON rating_list_entry (lower(name));
