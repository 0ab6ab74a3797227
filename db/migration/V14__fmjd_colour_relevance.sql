-- An FMJD Swiss event may be paired with the FMJD summary's "colour relevance for pairing" (issue #17): colour
-- preferences may then change who meets whom (org.hakem.pairing.fmjd.FmjdOptions). False for every existing
-- event (the summary's basic system, what they were paired with); true only while swiss_system is 'FMJD'
-- (the application clears it when an event is switched to the Dutch system); fixed once a round is paired.
ALTER TABLE tournament_event
    ADD COLUMN colour_relevance BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE tournament_event
    ADD CONSTRAINT tournament_event_colour_relevance_check CHECK (NOT colour_relevance OR swiss_system = 'FMJD');
