-- The arbiter may choose a Swiss tournament's initial colour (C.04.3, TRF XXC) before round 1 is paired,
-- as Swiss-Manager allows: white, black, or by lot (the default, drawn when round 1 is paired).
-- initial_colour_chosen: TRUE when initial_colour was chosen by the arbiter, FALSE when it was drawn by
-- lot or read from a round 1 paired by hand (or is not fixed yet).
ALTER TABLE tournament_event
    ADD COLUMN initial_colour_chosen BOOLEAN NOT NULL DEFAULT FALSE;
