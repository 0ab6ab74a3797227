-- Swiss pairing by the FIDE Dutch engine (issue 8).
--
-- initial_colour: the colour the highest-ranked player paired in round 1 gets (C.04.2 D.5 / TRF XXC).
-- Drawn by lot at the first engine pairing of a Swiss (or read from a round 1 paired by hand) and kept,
-- so that re-pairing any round, here or from the TRF export, gives the same colours. NULL until then.
-- acceleration: NONE or BAKU (C.04.5.1), written to the TRF export as 250 records.
ALTER TABLE tournament_event
    ADD COLUMN initial_colour VARCHAR(5) CHECK (initial_colour IN ('WHITE', 'BLACK')),
    ADD COLUMN acceleration   VARCHAR(8) NOT NULL DEFAULT 'NONE' CHECK (acceleration IN ('NONE', 'BAKU'));

-- Byes asked for before a Swiss round is paired (TRF 240): the player is left out of that round's
-- pairing and gets a bye of that kind (half or zero point; full point when the regulations allow it).
CREATE TABLE tournament_bye_request (
    id        BIGSERIAL PRIMARY KEY,
    event_id  BIGINT     NOT NULL REFERENCES tournament_event (id) ON DELETE CASCADE,
    entry_id  BIGINT     NOT NULL REFERENCES tournament_entry (id) ON DELETE CASCADE,
    round     INTEGER    NOT NULL CHECK (round BETWEEN 1 AND 999),
    kind      VARCHAR(4) NOT NULL CHECK (kind IN ('HALF', 'ZERO', 'FULL')),
    UNIQUE (entry_id, round)
);
CREATE INDEX tournament_bye_request_event_idx ON tournament_bye_request (event_id, round);
