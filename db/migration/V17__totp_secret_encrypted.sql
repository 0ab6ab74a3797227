-- TOTP secrets are kept encrypted (AES-GCM under HAKEM_SECRET_KEY, docs/operations.md "The secret key"):
-- the sealed form is longer than the 32-character Base32 secret. Secrets stored in clear by older versions
-- are sealed by the application at its next start (AccountService.sealTotpSecrets), not here: the key is
-- not the database's to know.
ALTER TABLE app_user ALTER COLUMN totp_secret TYPE VARCHAR(200);
