-- A Swiss tournament is paired by the FIDE Dutch system (the default, and what every existing Swiss event
-- used) or by the FMJD Swiss system (issue #17). The value is the Java enum name of
-- org.hakem.pairing.SwissSystem; fixed once a round is paired.
ALTER TABLE tournament_event
    ADD COLUMN swiss_system VARCHAR(16) NOT NULL DEFAULT 'DUTCH';
ALTER TABLE tournament_event
    ADD CONSTRAINT tournament_event_swiss_system_check CHECK (swiss_system IN ('DUTCH', 'FMJD'));
