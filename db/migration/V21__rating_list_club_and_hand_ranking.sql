-- A rating list's line may give the player's club and year of birth (issue 33: Turkish federation lists have them as
-- "kulüp" and "doğum yılı"); a player registered from the list takes them with the rest of the line.
ALTER TABLE rating_list_entry ADD COLUMN club VARCHAR(200);
ALTER TABLE rating_list_entry ADD COLUMN birth_year INTEGER CHECK (birth_year BETWEEN 1850 AND 9999);

-- The starting rank set by the arbiter before round 1 (issue 33): while true, start numbers keep the arbiter's order
-- (a new entry goes last) instead of following rating, title and name.
ALTER TABLE tournament_event ADD COLUMN ranked_by_hand BOOLEAN NOT NULL DEFAULT FALSE;
