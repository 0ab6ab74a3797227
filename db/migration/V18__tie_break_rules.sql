-- The edition of FIDE's tie-break regulations an event's standings apply (docs/tiebreaks.md): FIDE_2024 or
-- FIDE_2026 as the arbiter chose it; NULL (every existing event) lets the start date decide: 2026 from
-- 2026-03-01 and without a date, 2024 before. Tournaments and team events alike.
ALTER TABLE tournament_event ADD COLUMN tie_break_rules VARCHAR(16);
ALTER TABLE team_event ADD COLUMN tie_break_rules VARCHAR(16);
