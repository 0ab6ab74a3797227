-- The officials of an event (issue 33): the chief arbiter, the deputy arbiters and the organiser as printed on the
-- rating report, the crosstable, the sheets and the TRF (102, 112). People's names, not accounts: who may change the
-- event stays with event_arbiter. Deputies: one name a line.
ALTER TABLE tournament_event ADD COLUMN chief_arbiter_name VARCHAR(200);
ALTER TABLE tournament_event ADD COLUMN deputy_arbiters VARCHAR(1000);
ALTER TABLE tournament_event ADD COLUMN organiser VARCHAR(200);
ALTER TABLE team_event ADD COLUMN chief_arbiter_name VARCHAR(200);
ALTER TABLE team_event ADD COLUMN deputy_arbiters VARCHAR(1000);
ALTER TABLE team_event ADD COLUMN organiser VARCHAR(200);
