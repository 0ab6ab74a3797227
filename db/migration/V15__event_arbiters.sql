-- An event belongs to its arbiters (#30). The arbiters of a tournament or a team event are rows of one relation,
-- no longer a comma-separated text: the account's user name, its role (CHIEF: the chief arbiter, at most one per
-- event, kept by the application; ARBITER: the others), who added it and when. A row belongs to a tournament or to a
-- team event (never both); it goes with its event. An event with no row is changed by admins only.
CREATE TABLE event_arbiter (
    id            BIGSERIAL PRIMARY KEY,
    tournament_id BIGINT       REFERENCES tournament_event (id) ON DELETE CASCADE,
    team_event_id BIGINT       REFERENCES team_event (id) ON DELETE CASCADE,
    username      VARCHAR(64)  NOT NULL,
    role          VARCHAR(16)  NOT NULL CHECK (role IN ('CHIEF', 'ARBITER')),
    added_by      VARCHAR(64)  NOT NULL,
    added_at      TIMESTAMPTZ  NOT NULL DEFAULT now(),
    CHECK (num_nonnulls(tournament_id, team_event_id) <= 1)
);
CREATE UNIQUE INDEX event_arbiter_tournament_uq ON event_arbiter (tournament_id, lower(username))
    WHERE tournament_id IS NOT NULL;
CREATE UNIQUE INDEX event_arbiter_team_event_uq ON event_arbiter (team_event_id, lower(username))
    WHERE team_event_id IS NOT NULL;

-- The old text becomes rows only for the names that are accounts (as the login compares them: case and the Turkish
-- dotless i do not matter); the first of them is the chief arbiter. Other names are dropped; an event left without
-- rows (the default before, and every demo event) is the admins' from now on. Each row is in the event's audit trail.
WITH named AS (
    SELECT DISTINCT ON (e.id, u.id) e.id AS event_id, u.username, n.ord
    FROM tournament_event e
    CROSS JOIN LATERAL regexp_split_to_table(e.arbiters, '[,;[:space:]]+') WITH ORDINALITY AS n(name, ord)
    JOIN app_user u ON replace(lower(u.username), 'ı', 'i') = replace(lower(n.name), 'ı', 'i')
    WHERE e.arbiters IS NOT NULL AND n.name <> ''
    ORDER BY e.id, u.id, n.ord
)
INSERT INTO event_arbiter (tournament_id, username, role, added_by, added_at)
SELECT event_id, username, CASE WHEN ord = min(ord) OVER (PARTITION BY event_id) THEN 'CHIEF' ELSE 'ARBITER' END,
       'system', now()
FROM named
ORDER BY event_id, ord;

WITH named AS (
    SELECT DISTINCT ON (e.id, u.id) e.id AS event_id, u.username, n.ord
    FROM team_event e
    CROSS JOIN LATERAL regexp_split_to_table(e.arbiters, '[,;[:space:]]+') WITH ORDINALITY AS n(name, ord)
    JOIN app_user u ON replace(lower(u.username), 'ı', 'i') = replace(lower(n.name), 'ı', 'i')
    WHERE e.arbiters IS NOT NULL AND n.name <> ''
    ORDER BY e.id, u.id, n.ord
)
INSERT INTO event_arbiter (team_event_id, username, role, added_by, added_at)
SELECT event_id, username, CASE WHEN ord = min(ord) OVER (PARTITION BY event_id) THEN 'CHIEF' ELSE 'ARBITER' END,
       'system', now()
FROM named
ORDER BY event_id, ord;

INSERT INTO tournament_audit (event_id, actor, action, new_value)
SELECT tournament_id, 'system', CASE role WHEN 'CHIEF' THEN 'chief arbiter' ELSE 'arbiter added' END, username
FROM event_arbiter WHERE tournament_id IS NOT NULL ORDER BY id;

INSERT INTO team_audit (event_id, actor, action, new_value)
SELECT team_event_id, 'system', CASE role WHEN 'CHIEF' THEN 'chief arbiter' ELSE 'arbiter added' END, username
FROM event_arbiter WHERE team_event_id IS NOT NULL ORDER BY id;

ALTER TABLE tournament_event DROP COLUMN arbiters;
ALTER TABLE team_event DROP COLUMN arbiters;
