-- Whether an event records its games' scores (PDN) (issue 33): an event that does not (a rapid open, a league whose
-- boards keep no scoresheets) says so once, and the arbiter's to-do list stops asking for the games.
ALTER TABLE tournament_event ADD COLUMN records_games BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE team_event ADD COLUMN records_games BOOLEAN NOT NULL DEFAULT TRUE;
