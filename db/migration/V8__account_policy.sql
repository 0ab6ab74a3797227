-- Account policy (OWASP ASVS level 2): an admin can disable an account (kept, with its history, but no
-- login), passwords record when they were last set, and an account may have a TOTP second factor
-- (its Base32 secret, and the last time step used, so that a code is never accepted twice).
ALTER TABLE app_user
    ADD COLUMN disabled            BOOLEAN     NOT NULL DEFAULT FALSE,
    ADD COLUMN password_changed_at TIMESTAMPTZ,
    ADD COLUMN totp_secret         VARCHAR(64),
    ADD COLUMN totp_enabled        BOOLEAN     NOT NULL DEFAULT FALSE,
    ADD COLUMN totp_last_step      BIGINT;
UPDATE app_user SET password_changed_at = created_at;
