-- Categories (issue 33): a player's sex (the registry's, copied to a tournament entry like the birth year, as FIDE's
-- TRF writes it: 'm' or 'w'; null when not known), and the categories an individual tournament ranks in (the code of
-- org.hakem.standings.category.CategoryChoice: 'W U12 50+ R1600/1800 CLUB FED'; empty for none).
ALTER TABLE player ADD COLUMN sex CHAR(1) CHECK (sex IN ('m', 'w'));
ALTER TABLE tournament_entry ADD COLUMN sex CHAR(1) CHECK (sex IN ('m', 'w'));
ALTER TABLE tournament_event ADD COLUMN categories VARCHAR(200) NOT NULL DEFAULT '';
-- A rating list's line may say the player's sex too (column sex / cinsiyet), kept for registering players from it.
ALTER TABLE rating_list_entry ADD COLUMN sex CHAR(1) CHECK (sex IN ('m', 'w'));
